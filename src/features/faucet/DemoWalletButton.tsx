import { useWallet } from '@solana/wallet-adapter-react';
import { useState } from 'react';
import { useSettings } from '../../settings';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { BURNER_KEY_STORAGE_KEY, SANDBOX_BURNER_WALLET_NAME } from '../../wallet/sandboxBurner';
import { fetchDemoWallet } from './faucetApi';

/**
 * Sandbox only: the Sandbox burner wallet takes the demo wallet's key (the sandbox seeded six
 * months of its basket activity), so a first visit has a portfolio and a history to look at.
 */
export function DemoWalletButton() {
  const { settings } = useSettings();
  const { wallet, select, disconnect, publicKey } = useWallet();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const use = async () => {
    setState({ busy: true, error: null });
    try {
      const demo = await fetchDemoWallet(settings.apiBase);
      if (publicKey?.toBase58() === demo.address) return setState({ busy: false, error: null });
      if (wallet) await disconnect();
      localStorage.setItem(BURNER_KEY_STORAGE_KEY, JSON.stringify(demo.secretKey));
      // Selecting it connects it (autoConnect), with the key just stored.
      select(SANDBOX_BURNER_WALLET_NAME);
      setState({ busy: false, error: null });
    } catch (e) {
      setState({ busy: false, error: e instanceof Error ? e.message : String(e) });
    }
  };
  return (
    <>
      <p className="muted">
        Or look around with the sandbox’s demo wallet: six months of deposits, withdrawals, claims
        and redemptions in the demo basket.
      </p>
      <Button busy={state.busy} onClick={() => void use()}>
        Use the demo wallet
      </Button>
      {state.error ? (
        <Notice tone="error" title="The demo wallet could not be loaded">
          {state.error}
        </Notice>
      ) : null}
    </>
  );
}
