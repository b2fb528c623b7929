import {
  BaseSignerWalletAdapter,
  isVersionedTransaction,
  WalletNotConnectedError,
  WalletReadyState,
  type SupportedTransactionVersions,
  type TransactionOrVersionedTransaction,
  type WalletName,
} from '@solana/wallet-adapter-base';
import type { Keypair } from '@solana/web3.js';

/** An icon as the connect dialog and the header show it: an SVG in a data: URI. */
export function svgIcon(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * A wallet whose key lives in the page, for the sandbox only (sandboxWallets.ts offers these on
 * the sandbox and nowhere else): the Sandbox burner wallet and the Sandbox demo wallet. It signs
 * in the page, so the app sends what it signs (no Wallet Standard signAndSend). Each kind says
 * where its key comes from; the name is what wallet-adapter stores to reconnect it after a reload,
 * so each kind has its own.
 */
export abstract class SandboxKeyWalletAdapter<
  Name extends string,
> extends BaseSignerWalletAdapter<Name> {
  abstract readonly name: WalletName<Name>;
  /** What the connect dialog calls it. */
  abstract readonly label: string;
  /** What the connect dialog says of it, in place of "Detected" or "Ready". */
  abstract readonly description: string;
  readonly url = 'https://github.com/anza-xyz/wallet-adapter#usage';
  readonly readyState = WalletReadyState.Loadable;
  readonly connecting = false;
  readonly supportedTransactionVersions: SupportedTransactionVersions = new Set([
    'legacy',
    0,
  ] as const);
  #keypair: Keypair | null = null;

  /** The key to connect with, read at every connect. */
  protected abstract loadKeypair(): Keypair;

  get publicKey() {
    return this.#keypair?.publicKey ?? null;
  }

  async connect(): Promise<void> {
    const keypair = this.loadKeypair();
    this.#keypair = keypair;
    this.emit('connect', keypair.publicKey);
  }

  async disconnect(): Promise<void> {
    this.#keypair = null;
    this.emit('disconnect');
  }

  async signTransaction<
    T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>,
  >(transaction: T): Promise<T> {
    const keypair = this.#keypair;
    if (!keypair) throw new WalletNotConnectedError();
    // Signatures already on it stay (a legacy transaction's sign() would wipe them).
    if (isVersionedTransaction(transaction)) transaction.sign([keypair]);
    else transaction.partialSign(keypair);
    return transaction;
  }
}
