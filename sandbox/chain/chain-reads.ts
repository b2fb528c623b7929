// The chain's reads and subscriptions — accounts, blocks, blockhashes, statuses, history, and the
// listeners of landed transactions, blocks and account changes — over the parts the chain is made
// of. `Chain` (./chain.ts) extends it with what changes the chain.
import { PublicKey, type AccountInfo, type VersionedTransaction } from '@solana/web3.js';
import { Blocks } from './blocks';
import { ChainEvents } from './events';
import {
  LedgerIndex,
  STATUS_CACHE_SLOTS,
  type SignatureStatus,
  type TransactionRecord,
} from './ledger-index';
import { Runtime } from './runtime';
import { eventOf } from './transaction-meta';
import type { RawAccount, TransactionEvent } from './types';
import { feeFor } from './wire';

const toKey = (k: PublicKey | string): PublicKey => (typeof k === 'string' ? new PublicKey(k) : k);
const base58 = (k: PublicKey | string): string => (typeof k === 'string' ? k : k.toBase58());

export abstract class ChainReads {
  protected readonly runtime = new Runtime();
  protected readonly blocks = new Blocks();
  protected readonly ledger = new LedgerIndex();
  protected readonly events = new ChainEvents();
  protected genesis = '';

  /** web3.js-style account (null when it does not exist or holds no lamports). */
  getAccount(pubkey: PublicKey | string): AccountInfo<Buffer> | null {
    const a = this.getRawAccount(pubkey);
    if (!a) return null;
    return {
      lamports: Number(a.lamports),
      owner: new PublicKey(a.owner),
      data: Buffer.from(a.data),
      executable: a.executable,
      rentEpoch: Number(a.rentEpoch),
    };
  }

  /** The account with exact integers (RPC encodings use this). */
  getRawAccount(pubkey: PublicKey | string): RawAccount | null {
    return this.runtime.getRaw(base58(pubkey));
  }

  /** Lamports (0 for a missing account). */
  getBalance(pubkey: PublicKey | string): number {
    return Number(this.runtime.lamports(base58(pubkey)));
  }

  /** All accounts owned by a program. */
  getProgramAccounts(programId: PublicKey | string): { pubkey: string; account: RawAccount }[] {
    return this.runtime.programAccounts(base58(programId));
  }

  minimumBalanceForRentExemption(dataLength: number): number {
    return Number(this.runtime.rentExemptMinimum(dataLength));
  }

  /** The newest blockhash; valid until the block height passes `lastValidBlockHeight`. */
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    return this.blocks.latestBlockhash();
  }

  isBlockhashValid(blockhash: string): boolean {
    return this.blocks.isBlockhashValid(blockhash);
  }

  /** The block height a blockhash was made at, while the chain still accepts it; else null. */
  blockhashHeight(blockhash: string): number | null {
    return this.blocks.heightOf(blockhash);
  }

  /** Block height. One block per slot here, so it equals the slot. */
  blockHeight(): number {
    return this.blocks.slot;
  }

  slot(): number {
    return this.blocks.slot;
  }

  /** Unix seconds of the current block (real time). */
  blockTime(): number {
    return this.runtime.unixTimestamp();
  }

  /** Unix time of a block, or null when the chain no longer knows it. */
  blockTimeOf(slot: number): number | null {
    return this.blocks.timeOf(slot);
  }

  genesisHash(): string {
    return this.genesis;
  }

  transactionCount(): number {
    return this.ledger.count;
  }

  /** Fee the runtime charges for this message (base + priority), in lamports. */
  feeFor(tx: VersionedTransaction): number {
    return feeFor(tx);
  }

  /**
   * A signature's status, or null if unknown. Without `searchTransactionHistory` only the recent
   * status cache (300 slots) is searched, as on a node.
   */
  getSignatureStatus(signature: string, searchTransactionHistory = true): SignatureStatus | null {
    const r = this.ledger.get(signature);
    if (!r) return null;
    if (!searchTransactionHistory && this.blocks.slot - r.slot > STATUS_CACHE_SLOTS) return null;
    return LedgerIndex.status(r, this.blocks.slot);
  }

  /** Everything recorded about a landed transaction (getTransaction), or null. */
  getTransaction(signature: string): TransactionRecord | null {
    return this.ledger.get(signature) ?? null;
  }

  /** Landed transactions that touched `address`, newest first. */
  getSignaturesForAddress(
    address: PublicKey | string,
    opts: { limit?: number; before?: string; until?: string } = {},
  ): TransactionRecord[] {
    return this.ledger.forAddress(toKey(address).toBase58(), {
      limit: opts.limit ?? 1000,
      before: opts.before,
      until: opts.until,
    });
  }

  /**
   * Calls `listener` for every landed transaction (successful or failed-but-landed). Unless
   * `history: false`, it is first called synchronously for every transaction already in the ledger
   * (including those replayed at open), in order, with `replayed: true`, so an indexer subscribed
   * after open rebuilds its state. Returns an unsubscribe function.
   */
  onTransaction(
    listener: (e: TransactionEvent) => void,
    opts: { history?: boolean } = {},
  ): () => void {
    const history = (opts.history ?? true) ? this.ledger.ordered.map((r) => eventOf(r, true)) : [];
    return this.events.onTransaction(listener, history);
  }

  /** Called after each new block with its slot. */
  onSlot(listener: (slot: number) => void): () => void {
    return this.events.onSlot(listener);
  }

  /** Called with the accounts a landed transaction or `setAccount` may have changed. */
  onAccountsChanged(listener: (pubkeys: string[], slot: number) => void): () => void {
    return this.events.onAccountsChanged(listener);
  }

  /**
   * Called synchronously just before a live transaction or `setAccount` may write `pubkeys` (the
   * transaction's writable accounts), at `slot`: the accounts still hold their previous versions.
   * A lagging replica keeps those versions (./network).
   */
  onBeforeWrite(listener: (pubkeys: string[], slot: number) => void): () => void {
    return this.events.onBeforeWrite(listener);
  }

  /** Called once when the chain closes. */
  onClose(listener: () => void): () => void {
    return this.events.onClose(listener);
  }
}
