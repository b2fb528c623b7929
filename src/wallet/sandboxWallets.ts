import type { Cluster } from '../solana/network';
import { SandboxBurnerWalletAdapter, type KeyStorage } from './sandboxBurner';
import { SandboxDemoWalletAdapter } from './sandboxDemoWallet';
import type { SandboxKeyWalletAdapter } from './sandboxKeyWallet';

/**
 * The wallets whose keys live in the page: the Sandbox burner wallet (a key of this browser's
 * own) and the Sandbox demo wallet (the sandbox's seeded history). Offered on the sandbox only:
 * anywhere else a key in the page, or a public one, would be a way to lose real money.
 */
export function sandboxWalletAdapters(
  cluster: Cluster,
  storage?: KeyStorage,
): SandboxKeyWalletAdapter<string>[] {
  if (cluster !== 'sandbox') return [];
  return [new SandboxBurnerWalletAdapter(storage), new SandboxDemoWalletAdapter()];
}
