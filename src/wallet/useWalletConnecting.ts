import { useWallet } from '@solana/wallet-adapter-react';
import { useContext } from 'react';
import { rememberedWalletName } from './connectRequests';
import { SANDBOX_BURNER_WALLET_NAME, SANDBOX_DEMO_WALLET_NAME } from './sandboxWalletNames';
import { SandboxWalletsContext } from './useSandboxWallets';

const SANDBOX_WALLET_NAMES: ReadonlySet<string> = new Set([
  SANDBOX_BURNER_WALLET_NAME,
  SANDBOX_DEMO_WALLET_NAME,
]);

/**
 * A wallet is chosen but not connected yet: reconnecting after a reload, or connecting from the
 * dialog. Its address is on its way, so a page does not ask the person to connect one meanwhile —
 * an ask that showed, then vanished, on every return and moved the page under it (docs/look.md). A
 * failed connection unchooses the wallet (the adapter provider does), and the ask comes back.
 * A remembered sandbox wallet has no adapter while the RPC's genesis hash is being read
 * (docs/architecture.md, "In-browser wallets"): it is on its way too until that answers.
 */
export function useWalletConnecting(): boolean {
  const { wallet, publicKey } = useWallet();
  const sandboxWallets = useContext(SandboxWalletsContext);
  if (publicKey) return false;
  if (wallet) return true;
  if (sandboxWallets.status !== 'checking') return false;
  const remembered = rememberedWalletName();
  return remembered !== null && SANDBOX_WALLET_NAMES.has(remembered);
}
