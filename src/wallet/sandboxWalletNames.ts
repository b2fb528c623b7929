import type { WalletName } from '@solana/wallet-adapter-base';

// The sandbox wallets' names, apart from their adapters (and web3.js), for the pages that mention
// them before the wallet code is there. wallet-adapter stores the chosen name to reconnect it.

/** wallet-adapter's own burner's name: a browser that chose the burner before keeps it chosen. */
export const SANDBOX_BURNER_WALLET_NAME = 'Burner Wallet' as WalletName<'Burner Wallet'>;
export const SANDBOX_DEMO_WALLET_NAME = 'Sandbox demo wallet' as WalletName<'Sandbox demo wallet'>;
