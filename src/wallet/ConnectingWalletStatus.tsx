/** The words said in place of "connect a wallet" while a chosen wallet connects (useWalletConnecting). */
export const CONNECTING_WALLET = 'Connecting your wallet…';

/** Those words as a status line of their own: the wallet's address is on its way. */
export function ConnectingWalletStatus() {
  return <p role="status">{CONNECTING_WALLET}</p>;
}
