import type { Adapter } from '@solana/wallet-adapter-base';
import { LedgerWalletAdapter } from '@solana/wallet-adapter-ledger';
import { TrezorWalletAdapter } from '@solana/wallet-adapter-trezor';

/**
 * The wallets that hold real value and do not speak Wallet Standard, so WalletProvider cannot
 * discover them: the hardware wallets. Phantom, Backpack, Solflare and every other Wallet Standard
 * wallet register themselves and need no adapter. Each adapter is its own package (the
 * @solana/wallet-adapter-wallets collection would install some thirty more, WalletConnect's and
 * Torus's SDKs among them, for code the app never ships); each loads its device library only
 * when the user connects (Trezor Connect: an iframe and a popup from connect.trezor.io, which the
 * CSP's frame-src allows).
 *
 * Left out on purpose: Keystone (its QR library is 185 KiB gzip with its own modal UI, more than the
 * rest of the wallet code together); WalletConnect, Particle and Torus need an account with their
 * services (a project or client id); the browser-extension adapters (Coinbase, Trust, Solflare,
 * Phantom, …) are for wallets that now register through Wallet Standard.
 */
export function hardwareWalletAdapters(): Adapter[] {
  return [
    new LedgerWalletAdapter(),
    // Trezor Connect shows this name in its permission prompt (it opens connect.trezor.io).
    new TrezorWalletAdapter({ appName: 'Basketry' }),
  ];
}
