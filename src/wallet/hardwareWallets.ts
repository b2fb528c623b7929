import type { Adapter } from '@solana/wallet-adapter-base';
import { LedgerWalletAdapter, TrezorWalletAdapter } from '@solana/wallet-adapter-wallets';

/**
 * The wallets that hold real value and do not speak Wallet Standard, so WalletProvider cannot
 * discover them: the hardware wallets. Phantom, Backpack, Solflare and every other Wallet Standard
 * wallet register themselves and need no adapter. They come from the @solana/wallet-adapter-wallets
 * collection by name: the collection has no side effects, so the bundle holds these two adapters
 * and nothing else of it (bench/README.md's budgets hold). Each loads its device library only when
 * the user connects (Trezor Connect: an iframe and a popup from connect.trezor.io, which the CSP's
 * frame-src allows). WalletConnect, which needs a project id, is ./walletConnect.ts.
 *
 * Left out on purpose: Keystone (its QR library is 185 KiB gzip with its own modal UI, more than the
 * rest of the wallet code together); Particle and Torus need an account with their services (a
 * client id); the browser-extension adapters (Coinbase, Trust, Solflare, Phantom, …) are for
 * wallets that now register through Wallet Standard.
 */
export function hardwareWalletAdapters(): Adapter[] {
  return [
    new LedgerWalletAdapter(),
    // Trezor Connect shows this name in its permission prompt (it opens connect.trezor.io).
    new TrezorWalletAdapter({ appName: 'Basketry' }),
  ];
}
