/**
 * Said in place of "connect a wallet" while a chosen wallet connects (useWalletConnecting): its
 * address is on its way.
 */
export function ConnectingWalletStatus() {
  return <p role="status">Connecting your wallet…</p>;
}
