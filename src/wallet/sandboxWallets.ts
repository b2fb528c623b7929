import { SandboxBurnerWalletAdapter, type KeyStorage } from './sandboxBurner';
import { SandboxDemoWalletAdapter } from './sandboxDemoWallet';
import type { SandboxKeyWalletAdapter } from './sandboxKeyWallet';

/**
 * The wallets whose keys live in the page: the Sandbox burner wallet (a key of this browser's
 * own) and the Sandbox demo wallet (the sandbox's seeded history). Listed only when the RPC is the
 * sandbox on this computer (useSandboxWallets): anywhere else a key in the page, or a public one,
 * would be a way to lose real money. `offered`: useSandboxWallets says so. Not listed, a wallet wallet-adapter was to reconnect after a
 * reload (its name in localStorage) has no adapter and stays unconnected.
 */
export function sandboxWalletAdapters(
  offered: boolean,
  storage?: KeyStorage,
): SandboxKeyWalletAdapter<string>[] {
  if (!offered) return [];
  return [new SandboxBurnerWalletAdapter(storage), new SandboxDemoWalletAdapter()];
}
