import type { Adapter } from '@solana/wallet-adapter-base';
import { MOBILE_WALLET_ADAPTER_NAME } from './phone';
import { SandboxKeyWalletAdapter } from './sandboxKeyWallet';

/**
 * What the app calls a wallet: a sandbox wallet's label ("Sandbox burner wallet"); the Mobile Wallet
 * Adapter by what it reaches, the phone's wallet app (its own name says nothing to a depositor);
 * else the wallet's name.
 */
export function walletLabel(adapter: Adapter): string {
  if (adapter instanceof SandboxKeyWalletAdapter) return adapter.label;
  return adapter.name === MOBILE_WALLET_ADAPTER_NAME ? 'Wallet app on this phone' : adapter.name;
}
