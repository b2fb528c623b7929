import { useWallet } from '@solana/wallet-adapter-react';
import { Button } from '../ui/Button';
import { requestWallet } from './connectRequests';
import { SANDBOX_DEMO_WALLET_NAME } from './sandboxWalletNames';
import { useSandboxWallets } from './useSandboxWallets';

/** The demo wallet is offered here: the RPC is the sandbox on this computer. */
const useDemoWalletOffered = () => useSandboxWallets().status === 'offered';

/**
 * Where the sandbox wallets are offered (useSandboxWallets), and there only: the line that says
 * the Sandbox demo wallet exists — the wallet whose months of basket activity a new sandbox ledger
 * writes — where a new user would otherwise see nothing (the home page's test funds, an empty
 * portfolio or history), with a button that connects it in place of any other. Needs no wallet code (the home page shows it before that code is there): only the
 * wallet's name, and requestWallet.
 */
export function DemoWalletOffer() {
  if (!useDemoWalletOffered()) return null;
  return (
    <p className="demo-wallet-hint">
      Try the demo wallet: six months of history — deposits, withdrawals, claims and redemptions in
      the demo basket.{' '}
      <Button size="sm" onClick={() => requestWallet(SANDBOX_DEMO_WALLET_NAME)}>
        Use the demo wallet
      </Button>
    </p>
  );
}

/**
 * The offer, where a connected wallet has nothing to show; connected with the demo wallet itself,
 * why it has nothing (in an empty state), or nothing at all. Under the wallet providers only.
 */
export function DemoWalletHint({ inEmptyState = true }: { inEmptyState?: boolean }) {
  const offered = useDemoWalletOffered();
  const { wallet } = useWallet();
  if (!offered) return null;
  if (wallet?.adapter.name !== SANDBOX_DEMO_WALLET_NAME) return <DemoWalletOffer />;
  // Empty for the demo wallet: this ledger was started without its history (or before it).
  return inEmptyState ? (
    <p className="demo-wallet-hint">
      The demo wallet has no history on this sandbox: its six months are written when a new ledger
      starts (<code>npm start -- --reset</code>, without <code>--no-history</code>).
    </p>
  ) : null;
}
