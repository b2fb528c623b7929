import type { Adapter } from '@solana/wallet-adapter-base';
import { LedgerWalletAdapter } from '@solana/wallet-adapter-ledger';
import { TrezorWalletAdapter } from '@solana/wallet-adapter-trezor';

/**
 * The wallets that hold real value and do not speak Wallet Standard, so WalletProvider cannot
 * discover them: the hardware wallets. Phantom, Backpack, Solflare and every other Wallet Standard
 * wallet register themselves and need no adapter. Each adapter comes from its own package, the one
 * @solana/wallet-adapter-wallets re-exports, not through that collection: reaching the collection
 * kept @solana/web3.js code the app never runs (its Ed25519, Secp256k1 and vote programs) in the
 * chunk every page loads, 6 KiB gzip more of bench/README.md's budgeted JS (docs/wallets.md,
 * "Hardware wallets"). Each loads its device library only when the user connects (Trezor Connect:
 * an iframe and a popup from connect.trezor.io, which the CSP's frame-src allows). WalletConnect, which needs a project id, is ./walletConnect.ts.
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
