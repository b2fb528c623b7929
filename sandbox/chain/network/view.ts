// The chain as clients of the JSON-RPC see it under a network profile: every read, simulation and
// preflight comes from a replica `replicaLagSlots` behind the tip, sends go through the Sender, and
// WebSocket notifications (signature, account, slot, logs) reach clients when the replica gets
// there. With a lag of 0 it reads the tip, exactly as the chain does.
import type { PublicKey, VersionedTransaction } from '@solana/web3.js';
import type {
  BundleStepResult,
  BundleTransaction,
  Chain,
  RawAccount,
  ReplicaState,
  SendOptions,
  SignatureStatus,
  SimulateOptions,
  SimulationResult,
  TransactionEvent,
  TransactionRecord,
} from '../chain';
import { LedgerIndex, STATUS_CACHE_SLOTS } from '../ledger-index';
import type { RpcBackend } from '../rpc/backend';
import type { ReplicaHistory } from './replica';
import type { Sender } from './sender';

type TxListener = (e: TransactionEvent) => void;
type AccountsListener = (pubkeys: string[], slot: number) => void;
type SlotListener = (slot: number) => void;

const MAX_SIGNATURES = 1000;

export class NetworkView implements RpcBackend {
  private readonly txListeners = new Set<TxListener>();
  private readonly accountListeners = new Set<AccountsListener>();
  private readonly slotListeners = new Set<SlotListener>();
  private pendingTransactions: TransactionEvent[] = [];
  private pendingAccounts: { pubkeys: string[]; slot: number }[] = [];
  private announcedSlot: number;
  /** The chain's slot when the network started: the replica had caught up with everything before. */
  private readonly startSlot: number;
  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly chain: Chain,
    private readonly history: ReplicaHistory,
    private readonly sender: Sender,
    private readonly lag: () => number,
  ) {
    this.startSlot = chain.slot();
    this.announcedSlot = this.slot();
    this.unsubscribe = [
      chain.onTransaction((e) => this.onChainTransaction(e), { history: false }),
      chain.onAccountsChanged((pubkeys, slot) => this.onChainAccounts(pubkeys, slot)),
    ];
  }

  get faucet(): Chain['faucet'] {
    return this.chain.faucet;
  }

  /** The replica's slot (block height = slot here). */
  slot(): number {
    return Math.max(this.startSlot, this.chain.slot() - this.lag());
  }

  blockHeight(): number {
    return this.slot();
  }

  transactionCount(): number {
    return this.chain.transactionCount();
  }

  genesisHash(): string {
    return this.chain.genesisHash();
  }

  blockTimeOf(slot: number): number | null {
    return slot > this.slot() ? null : this.chain.blockTimeOf(slot);
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    return this.history.latestBlockhash(this.slot());
  }

  isBlockhashValid(blockhash: string): boolean {
    return this.history.isBlockhashValid(blockhash, this.slot());
  }

  minimumBalanceForRentExemption(dataLength: number): number {
    return this.chain.minimumBalanceForRentExemption(dataLength);
  }

  feeFor(tx: VersionedTransaction): number {
    return this.chain.feeFor(tx);
  }

  getRawAccount(pubkey: PublicKey | string): RawAccount | null {
    return this.history.account(pubkey, this.slot());
  }

  getProgramAccounts(programId: PublicKey | string): { pubkey: string; account: RawAccount }[] {
    const program = typeof programId === 'string' ? programId : programId.toBase58();
    const current = this.chain.getProgramAccounts(program);
    const older = this.history.overlay(this.slot());
    if (older.size === 0) return current;
    const out = current.filter((e) => !older.has(e.pubkey));
    for (const [pubkey, account] of older) {
      if (account && account.owner === program && account.lamports > 0n) {
        out.push({ pubkey, account });
      }
    }
    return out;
  }

  sendTransaction(raw: Uint8Array, opts?: SendOptions): { signature: string } {
    return this.sender.send(raw, opts);
  }

  simulateTransaction(raw: Uint8Array, opts?: SimulateOptions): SimulationResult {
    return this.chain.simulateTransaction(raw, opts, this.replicaState());
  }

  simulateBundle(bundle: readonly BundleTransaction[], opts?: SimulateOptions): BundleStepResult[] {
    return this.chain.simulateBundle(bundle, opts, this.replicaState());
  }

  /** requestAirdrop: the sandbox's faucet sends it itself, at once (there is no airdrop on mainnet). */
  airdrop(pubkey: PublicKey | string, lamports: number | bigint): { signature: string } {
    return this.chain.airdrop(pubkey, lamports);
  }

  getSignatureStatus(signature: string, searchTransactionHistory = true): SignatureStatus | null {
    const record = this.getTransaction(signature);
    if (!record) return null;
    const slot = this.slot();
    if (!searchTransactionHistory && slot - record.slot > STATUS_CACHE_SLOTS) return null;
    return LedgerIndex.status(record, slot);
  }

  getTransaction(signature: string): TransactionRecord | null {
    const record = this.chain.getTransaction(signature);
    return record && record.slot <= this.slot() ? record : null;
  }

  getSignaturesForAddress(
    address: PublicKey | string,
    opts: { limit?: number; before?: string; until?: string } = {},
  ): TransactionRecord[] {
    const slot = this.slot();
    return this.chain
      .getSignaturesForAddress(address, { ...opts, limit: MAX_SIGNATURES })
      .filter((r) => r.slot <= slot)
      .slice(0, opts.limit ?? MAX_SIGNATURES);
  }

  /** Live transactions only (no history), as the replica reaches them. */
  onTransaction(listener: TxListener): () => void {
    this.txListeners.add(listener);
    return () => this.txListeners.delete(listener);
  }

  onAccountsChanged(listener: AccountsListener): () => void {
    this.accountListeners.add(listener);
    return () => this.accountListeners.delete(listener);
  }

  onSlot(listener: SlotListener): () => void {
    this.slotListeners.add(listener);
    return () => this.slotListeners.delete(listener);
  }

  /** What a preflight or simulation on the replica sees; undefined when it is the tip. */
  replicaState(): ReplicaState | undefined {
    return this.lag() > 0 ? this.history.state(this.slot()) : undefined;
  }

  /** After each block: what the replica reached is announced, then its new slot. */
  catchUp(): void {
    const slot = this.slot();
    const [dueTx, laterTx] = partition(this.pendingTransactions, (e) => e.slot <= slot);
    this.pendingTransactions = laterTx;
    for (const e of dueTx) emit(this.txListeners, e);
    const [dueAccounts, laterAccounts] = partition(this.pendingAccounts, (a) => a.slot <= slot);
    this.pendingAccounts = laterAccounts;
    for (const a of dueAccounts) emit(this.accountListeners, a.pubkeys, a.slot);
    if (slot > this.announcedSlot) {
      this.announcedSlot = slot;
      emit(this.slotListeners, slot);
    }
  }

  close(): void {
    for (const off of this.unsubscribe) off();
    this.txListeners.clear();
    this.accountListeners.clear();
    this.slotListeners.clear();
    this.pendingTransactions = [];
    this.pendingAccounts = [];
  }

  private onChainTransaction(e: TransactionEvent): void {
    if (e.slot <= this.slot()) emit(this.txListeners, e);
    else this.pendingTransactions.push(e);
  }

  private onChainAccounts(pubkeys: string[], slot: number): void {
    if (slot <= this.slot()) emit(this.accountListeners, pubkeys, slot);
    else this.pendingAccounts.push({ pubkeys, slot });
  }
}

function partition<T>(items: readonly T[], due: (item: T) => boolean): [T[], T[]] {
  const yes: T[] = [];
  const no: T[] = [];
  for (const item of items) (due(item) ? yes : no).push(item);
  return [yes, no];
}

function emit<A extends unknown[]>(listeners: Set<(...args: A) => void>, ...args: A): void {
  for (const listener of listeners) {
    try {
      listener(...args);
    } catch (e) {
      console.error('[sandbox network] a listener threw:', e);
    }
  }
}
