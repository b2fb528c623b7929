import { useState } from 'react';

/**
 * Review needs a connected wallet: `gate(submit)` runs `submit` with the form's values and the
 * wallet's address, or, with no wallet, records that one is needed (`needsWallet`, shown at the
 * form until a wallet connects) and keeps what the user typed.
 */
export function useWalletGate(walletAddress: string | undefined) {
  const [asked, setAsked] = useState(false);
  const gate =
    <T>(submit: (values: T, wallet: string) => void | Promise<void>) =>
    async (values: T) => {
      if (!walletAddress) {
        setAsked(true);
        return;
      }
      setAsked(false);
      await submit(values, walletAddress);
    };
  return { needsWallet: asked && !walletAddress, gate };
}
