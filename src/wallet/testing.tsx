import { ConnectionProvider, WalletProvider } from '@solana/wallet-adapter-react';
import {
  BaseWalletAdapter,
  WalletConnectionError,
  WalletReadyState,
  type Adapter,
  type WalletName,
} from '@solana/wallet-adapter-base';
import { PublicKey } from '@solana/web3.js';
import type { ReactNode } from 'react';
import { ConnectModalProvider } from './ConnectModalContext';
import { SandboxWalletsContext, type SandboxWallets } from './useSandboxWallets';

const NO_WALLETS: Adapter[] = [];
const NOT_SANDBOX: SandboxWallets = { status: 'not-sandbox' };

/**
 * Wallet context for component tests: the given adapters, no network (nothing here reads the chain).
 * A wallet remembered (`rememberHeldWallet`) reconnects on mount, as after a reload.
 */
export function WalletTestProviders({
  wallets = NO_WALLETS,
  sandboxWallets = NOT_SANDBOX,
  children,
}: {
  /** The wallets installed (none by default). */
  wallets?: Adapter[];
  /** What the connect dialog is told of the sandbox's wallets (not the Sandbox network). */
  sandboxWallets?: SandboxWallets;
  children: ReactNode;
}) {
  return (
    <ConnectionProvider endpoint="http://127.0.0.1:1">
      <WalletProvider wallets={wallets} autoConnect>
        <SandboxWalletsContext.Provider value={sandboxWallets}>
          <ConnectModalProvider>{children}</ConnectModalProvider>
        </SandboxWalletsContext.Provider>
      </WalletProvider>
    </ConnectionProvider>
  );
}

const NAME = 'Held wallet' as WalletName<'Held wallet'>;
export const HELD_WALLET_KEY = new PublicKey('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');

/** A wallet whose connection stays open until the test finishes or fails it. */
export class HeldWallet extends BaseWalletAdapter<'Held wallet'> {
  readonly name = NAME;
  readonly url = 'https://example.invalid';
  readonly icon = '';
  readonly readyState = WalletReadyState.Installed;
  readonly supportedTransactionVersions = null;
  publicKey: PublicKey | null = null;
  connecting = false;
  #pending: { finish: () => void; fail: () => void } | null = null;

  connect(): Promise<void> {
    this.connecting = true;
    return new Promise((resolve, reject) => {
      this.#pending = {
        finish: () => {
          this.connecting = false;
          this.publicKey = HELD_WALLET_KEY;
          this.emit('connect', HELD_WALLET_KEY);
          resolve();
        },
        fail: () => {
          this.connecting = false;
          const error = new WalletConnectionError('declined');
          this.emit('error', error);
          reject(error);
        },
      };
    });
  }
  async disconnect(): Promise<void> {
    this.publicKey = null;
    this.emit('disconnect');
  }
  sendTransaction(): Promise<string> {
    return Promise.reject(new Error('a held wallet sends nothing'));
  }
  /** The connection succeeds: the wallet's address arrives. */
  finish(): void {
    this.#pending?.finish();
  }
  /** The connection fails (the person declined). */
  fail(): void {
    this.#pending?.fail();
  }
}

/** What wallet-adapter stored when this wallet was connected last time: it reconnects on mount. */
export function rememberHeldWallet(): void {
  localStorage.setItem('walletName', JSON.stringify(NAME));
}
