import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DemoWalletOffer } from '../../wallet/DemoWalletHint';
import { useSandboxWallets } from '../../wallet/useSandboxWallets';

/**
 * The faucet's card and words, without the wallet: the home page shows it with the connect prompt
 * while the wallet code loads (FaucetPanel fills it once it is there).
 */
export function FaucetCard({ children }: { children: ReactNode }) {
  return (
    <Card title="Test funds">
      <p>
        The sandbox gives any wallet test SOL, USDC and the other test tokens. They exist only on
        this computer&apos;s sandbox chain and are worth nothing.
      </p>
      {children}
    </Card>
  );
}

/**
 * Its one "Choose a wallet" button, light and wallet-aware versions alike: the connect dialog
 * returns focus to it by this id (the home page re-renders it once the wallet code is there).
 */
export const FAUCET_CHOOSE_WALLET_ID = 'faucet-choose-wallet';

/** What the faucet says with no wallet connected. */
export function FaucetConnectPrompt({ onChooseWallet }: { onChooseWallet: () => void }) {
  // The burner is named only where it is offered (useSandboxWallets).
  const burnerOffered = useSandboxWallets().status === 'offered';
  return (
    <FaucetCard>
      <div className="faucet-body">
        <p>
          {burnerOffered
            ? 'Connect a wallet first — the Sandbox burner wallet needs no installation.'
            : 'Connect a wallet first.'}
        </p>
        {/* Named apart from the header's "Connect wallet" so each control's name is unique. */}
        <Button id={FAUCET_CHOOSE_WALLET_ID} variant="primary" onClick={onChooseWallet}>
          Choose a wallet
        </Button>
        <DemoWalletOffer />
      </div>
    </FaucetCard>
  );
}
