import type { Adapter } from '@solana/wallet-adapter-base';
import { SandboxKeyWalletAdapter } from './sandboxKeyWallet';

/** What the app calls a wallet: a sandbox wallet's label ("Sandbox burner wallet"), else its name. */
export function walletLabel(adapter: Adapter): string {
  return adapter instanceof SandboxKeyWalletAdapter ? adapter.label : adapter.name;
}
