import type { Keypair } from '@solana/web3.js';
import { sandboxDemoKeypair } from './sandboxDemoKey';
import { SandboxKeyWalletAdapter, svgIcon } from './sandboxKeyWallet';
import { SANDBOX_DEMO_WALLET_NAME } from './sandboxWalletNames';

// A clock turning back: a wallet with a past.
const DEMO_ICON = svgIcon(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0f766e"/><circle cx="16" cy="16" r="9" fill="none" stroke="#fff" stroke-width="2.5"/><path fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" d="M16 11v5l3.5 2.5"/></svg>',
);

/**
 * The sandbox's demo wallet (sandboxDemoKey.ts): the same key on every connect and in every
 * browser, with the months of basket activity a new sandbox ledger writes for it, so a first
 * visit has a portfolio and a history to look at. Sandbox only: its key is public.
 */
export class SandboxDemoWalletAdapter extends SandboxKeyWalletAdapter<'Sandbox demo wallet'> {
  readonly name = SANDBOX_DEMO_WALLET_NAME;
  readonly label = 'Sandbox demo wallet';
  readonly description = 'Six months of history; test funds only, its key is public';
  readonly icon = DEMO_ICON;

  protected loadKeypair(): Keypair {
    return sandboxDemoKeypair();
  }
}
