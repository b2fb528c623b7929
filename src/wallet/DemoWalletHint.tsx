import { useWallet } from '@solana/wallet-adapter-react';
import { useIsSandbox } from '../settings';
import { Button } from '../ui/Button';
import { SANDBOX_DEMO_WALLET_NAME } from './sandboxWalletNames';

/**
 * Sandbox only: the line that says the Sandbox demo wallet exists — the wallet whose months of
 * basket activity a new sandbox ledger writes — where a new user would otherwise see nothing (the
 * home page's test funds, an empty portfolio or history). Connected with another wallet, it
 * switches to it. Renders before the wallet code is there: it needs only the wallet's name.
 */
export function DemoWalletHint({ inEmptyState = true }: { inEmptyState?: boolean }) {
  const isSandbox = useIsSandbox();
  const { wallet, publicKey, select } = useWallet();
  if (!isSandbox) return null;
  if (wallet?.adapter.name === SANDBOX_DEMO_WALLET_NAME) {
    // Empty for the demo wallet: this ledger was started without its history (or before it).
    return inEmptyState ? (
      <p className="demo-wallet-hint">
        The demo wallet has no history on this sandbox: its six months are written when a new ledger
        starts (<code>npm start -- --reset</code>, without <code>--no-history</code>).
      </p>
    ) : null;
  }
  if (!publicKey) {
    return (
      <p className="demo-wallet-hint">
        Try the demo wallet: choose <strong>Sandbox demo wallet</strong> to see six months of
        history — deposits, withdrawals, claims and redemptions in the demo basket.
      </p>
    );
  }
  return (
    <p className="demo-wallet-hint">
      Try the demo wallet: six months of history — deposits, withdrawals, claims and redemptions in
      the demo basket.{' '}
      <Button size="sm" onClick={() => select(SANDBOX_DEMO_WALLET_NAME)}>
        Use the demo wallet
      </Button>
    </p>
  );
}
