import { useWallet } from '@solana/wallet-adapter-react';

/**
 * A wallet is chosen but not connected yet: reconnecting after a reload, or connecting from the
 * dialog. Its address is on its way, so a page does not ask the person to connect one meanwhile —
 * an ask that showed, then vanished, on every return and moved the page under it (docs/look.md). A
 * failed connection unchooses the wallet (the adapter provider does), and the ask comes back.
 */
export function useWalletConnecting(): boolean {
  const { wallet, publicKey } = useWallet();
  return Boolean(wallet) && !publicKey;
}
