// The sandbox chain: LiteSVM (the real SVM with SPL Token, Token-2022, ATA and Memo) wrapped in the
// behaviour of a node — blocks every ~400 ms at real time, a 150-block blockhash window, duplicate
// refusal, preflight simulation, statuses and history, and a ledger that survives a restart.
//
// The JSON-RPC server (./rpc) is a thin layer over this class; in-process users (the sandbox
// service and keeper) call the same methods, so their transactions are checked, journaled and
// replayed exactly like a wallet's.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
  type AccountInfo,
} from '@solana/web3.js';
import bs58 from 'bs58';
import {
  Account as SvmAccount,
  Clock,
  FailedTransactionMetadata,
  LiteSvm,
  type TransactionMetadata,
} from 'litesvm/dist/internal';
import { MEMO_PROGRAM_ID, MEMO_V1_PROGRAM_ID } from '../../src/solana/programs';
import { BlockhashWindow, MAX_PROCESSING_AGE } from './blockhash-window';
import {
  ChainRpcError,
  RPC_ERROR,
  failureLands,
  invalidParams,
  namedFailure,
  preflightFailure,
  toTransactionFailure,
  type TransactionErrorJson,
  type TransactionFailure,
} from './errors';
import { Journal, type JournalEntry } from './journal';
import {
  LedgerIndex,
  STATUS_CACHE_SLOTS,
  type InnerInstructionsJson,
  type SignatureStatus,
  type TransactionRecord,
} from './ledger-index';
import { installStandInPrograms } from './stand-in-programs';
import { tokenBalances, type AccountBytes } from './token-balances';
import {
  decodeTransaction,
  durableNonceAccount,
  feeFor,
  loadedAddresses,
  signatureOf,
  storedNonce,
} from './wire';

export { ChainRpcError, RPC_ERROR } from './errors';
export type { TransactionErrorJson } from './errors';
export type { SignatureStatus, TransactionRecord } from './ledger-index';

/** Default data folder: `.sandbox-data/` at the repository root. */
export const DEFAULT_DATA_DIR = resolve(import.meta.dirname, '..', '..', '.sandbox-data');
export const DEFAULT_BLOCK_MS = 400;
/** Slots per epoch reported by getEpochInfo (mainnet's). */
export const SLOTS_PER_EPOCH = 432_000;
/** Largest single airdrop (requestAirdrop), in lamports. */
export const MAX_AIRDROP_LAMPORTS = 1_000_000n * 1_000_000_000n;

const FAUCET_LAMPORTS = 1_000_000_000n * 1_000_000_000n; // a billion SOL
const MEMO_PROGRAMS = new Set([MEMO_PROGRAM_ID, MEMO_V1_PROGRAM_ID]);
const U64_MAX = 18_446_744_073_709_551_615n;
const RECENT_BLOCK_TIMES_KEPT = 100_000;

export interface ChainOptions {
  /** Where the ledger lives. Default `.sandbox-data/` at the repository root. */
  dataDir?: string;
  /** Wipe the data folder first. */
  reset?: boolean;
  /** Milliseconds per block (slot). Default 400. */
  blockMs?: number;
  /**
   * A new ledger starts at this unix time instead of now, its clock in the past until
   * `resumeRealTime()` (a seed writes months of history first). Ignored for an existing ledger.
   */
  startAt?: number;
}

/** An account as the chain stores it (lamports and rent epoch as bigint: they can exceed 2^53). */
export interface RawAccount {
  lamports: bigint;
  owner: string;
  data: Uint8Array;
  executable: boolean;
  rentEpoch: bigint;
}

/** Input of `setAccount`: web3.js-like, numbers or bigints. */
export interface AccountInput {
  lamports: number | bigint;
  owner: PublicKey | string;
  data?: Uint8Array;
  executable?: boolean;
  rentEpoch?: number | bigint;
}

export interface TransactionEvent {
  signature: string;
  slot: number;
  blockTime: number;
  transaction: VersionedTransaction;
  /** null when the transaction succeeded; a node's TransactionError JSON when it failed but landed. */
  err: TransactionErrorJson | null;
  logs: string[];
  /** True when delivered from the ledger's history (at start or on subscription), not live. */
  replayed: boolean;
}

export interface SimulationResult {
  err: TransactionErrorJson | null;
  /** Present when the simulation ran (absent for pre-execution failures). */
  logs: string[];
  unitsConsumed: number;
  returnData: { programId: string; data: [string, 'base64'] } | null;
  innerInstructions: InnerInstructionsJson[];
  /** Accounts after the simulated transaction (those it touched). */
  postAccounts: Map<string, RawAccount | null>;
  replacementBlockhash: { blockhash: string; lastValidBlockHeight: number } | null;
}

export interface SendOptions {
  /** Skip signature verification and simulation (a node then drops what cannot land, silently). */
  skipPreflight?: boolean;
}

export interface SimulateOptions {
  /** Verify signatures (default false, as a node). */
  sigVerify?: boolean;
  /** Simulate with the latest blockhash instead of the transaction's. */
  replaceRecentBlockhash?: boolean;
}

/**
 * What a lagging RPC replica holds, for a preflight or simulation "as of" an older slot: the older
 * versions of accounts written since, its own blockhash window and the signatures it has seen land.
 */
export interface ReplicaState {
  /** Accounts whose replica version differs from the tip: that version, or null (not created yet). */
  readonly accounts: ReadonlyMap<string, RawAccount | null>;
  isBlockhashValid(blockhash: string): boolean;
  hasLanded(signature: string): boolean;
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number };
}

type Listener<T extends unknown[]> = (...args: T) => void;

function emit<T extends unknown[]>(listeners: Set<Listener<T>>, ...args: T): void {
  for (const l of listeners) {
    try {
      l(...args);
    } catch (e) {
      console.error('[sandbox chain] a listener threw:', e);
    }
  }
}

const toKey = (k: PublicKey | string): PublicKey => (typeof k === 'string' ? new PublicKey(k) : k);
const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * One sandbox chain. Every method is synchronous: a transaction accepted by `sendTransaction` has
 * landed (and is `confirmed`) when the call returns.
 */
export class Chain {
  readonly dataDir: string;
  readonly blockMs: number;
  /** Signs airdrops; funded at genesis. */
  readonly faucet: Keypair;

  private readonly svm: LiteSvm;
  private readonly window = new BlockhashWindow();
  private readonly ledger = new LedgerIndex();
  private journal: Journal | null = null;
  private currentSlot = 0;
  private latest = '';
  private genesis = '';
  private genesisTime = nowSeconds();
  private timer: NodeJS.Timeout | null = null;
  /** While seeding the past (`runInPast`), the unix time new blocks carry instead of now. */
  private pastTime: number | null = null;
  /** Unix time of recent blocks, and of every block holding a transaction (getBlockTime). */
  private readonly recentBlockTimes = new Map<number, number>();
  private readonly txBlockTimes = new Map<number, number>();
  private closed = false;
  private readonly txListeners = new Set<Listener<[TransactionEvent]>>();
  private readonly slotListeners = new Set<Listener<[number]>>();
  private readonly accountListeners = new Set<Listener<[string[], number]>>();
  private readonly closeListeners = new Set<Listener<[]>>();
  private readonly writeListeners = new Set<Listener<[string[], number]>>();
  private readonly deliveries: (() => void)[] = [];
  private delivering = false;

  private constructor(dataDir: string, blockMs: number) {
    this.dataDir = dataDir;
    this.blockMs = blockMs;
    this.faucet = Keypair.fromSeed(createHash('sha256').update('basketry sandbox faucet').digest());
    this.svm = new LiteSvm();
    this.svm.withNativeMints();
    installStandInPrograms(this.svm); // before replay: replayed transactions may invoke them
    this.svm.setBlockhashCheck(false); // the chain checks its own 150-block window
    this.svm.setTransactionHistory(0n); // duplicates are refused from the chain's own index
    this.svm.setAccount(
      this.faucet.publicKey.toBytes(),
      new SvmAccount(
        FAUCET_LAMPORTS,
        new Uint8Array(0),
        SystemProgram.programId.toBytes(),
        false,
        0n,
      ),
    );
  }

  /**
   * Opens the chain in `dataDir`, replaying its ledger (statuses and history are rebuilt), and starts
   * producing blocks.
   */
  static async open(opts: ChainOptions = {}): Promise<Chain> {
    const dataDir = resolve(opts.dataDir ?? DEFAULT_DATA_DIR);
    const chain = new Chain(dataDir, opts.blockMs ?? DEFAULT_BLOCK_MS);
    acquireLock(dataDir); // before a reset, so a running sandbox's ledger is never wiped
    try {
      if (opts.reset) wipeExceptLock(dataDir);
      const { journal, entries } = Journal.open(dataDir);
      chain.journal = journal;
      if (entries.length === 0 && opts.startAt !== undefined && opts.startAt < nowSeconds()) {
        chain.pastTime = Math.floor(opts.startAt);
        chain.genesisTime = chain.pastTime;
      }
      chain.replay(entries);
    } catch (e) {
      chain.journal?.close();
      releaseLock(dataDir);
      throw e;
    }
    chain.produceBlock();
    chain.timer = setInterval(() => chain.produceBlock(), chain.blockMs);
    chain.timer.unref();
    return chain;
  }

  // ---------------------------------------------------------------------------------------------
  // Transactions

  /**
   * Sends wire bytes as a node's sendTransaction does. Without `skipPreflight`: signatures are
   * verified (-32003 on failure) and the transaction is simulated; a failure throws
   * ChainRpcError -32002 "Transaction simulation failed: …" with data {err, logs, unitsConsumed, …}.
   * With `skipPreflight`, a transaction whose instructions fail still lands (fee charged, `err` in
   * its status); one that cannot land at all (bad signature, unknown blockhash, duplicate, no funds
   * for the fee) is dropped, as a node's leader drops it, and only its signature is returned.
   * Malformed bytes throw -32602.
   */
  sendTransaction(raw: Uint8Array, opts: SendOptions = {}): { signature: string } {
    this.assertOpen();
    const tx = decodeTransaction(raw);
    const signature = signatureOf(tx);
    if (!opts.skipPreflight) {
      this.preflightDecoded(raw, tx, signature);
    } else if (this.admissionFailure(tx, signature)) {
      return { signature };
    }
    this.execute(raw, tx, signature, null);
    return { signature };
  }

  /**
   * A node's preflight without sending: signature check (-32003), then blockhash and duplicate
   * (-32002), then simulation (-32002 with the logs). With `replica`, everything is judged as that
   * lagging replica sees it (its accounts, blockhashes and landed signatures).
   */
  preflight(raw: Uint8Array, replica?: ReplicaState): void {
    this.assertOpen();
    const tx = decodeTransaction(raw);
    this.preflightDecoded(raw, tx, signatureOf(tx), replica);
  }

  private preflightDecoded(
    raw: Uint8Array,
    tx: VersionedTransaction,
    signature: string,
    replica?: ReplicaState,
  ): void {
    this.withAccounts(replica?.accounts, () => {
      const sim = this.svm.simulateVersionedTransaction(raw);
      const simFailure =
        sim instanceof FailedTransactionMetadata ? toTransactionFailure(sim.err()) : null;
      if (simFailure?.json === 'SignatureFailure') {
        throw new ChainRpcError(
          RPC_ERROR.transactionSignatureVerificationFailure,
          'Transaction signature verification failure',
        );
      }
      const admission = this.admissionFailure(tx, signature, replica);
      if (admission) throw preflightFailure(admission, [], 0);
      if (simFailure) {
        const meta = (sim as FailedTransactionMetadata).meta();
        throw preflightFailure(simFailure, meta.logs(), Number(meta.computeUnitsConsumed()));
      }
    });
  }

  /**
   * Simulates wire bytes against the current state, or against what a lagging `replica` holds;
   * nothing is kept.
   */
  simulateTransaction(
    raw: Uint8Array,
    opts: SimulateOptions = {},
    replica?: ReplicaState,
  ): SimulationResult {
    this.assertOpen();
    return this.withAccounts(replica?.accounts, () => this.simulateAgainst(raw, opts, replica));
  }

  private simulateAgainst(
    raw: Uint8Array,
    opts: SimulateOptions,
    replica: ReplicaState | undefined,
  ): SimulationResult {
    if (opts.sigVerify && opts.replaceRecentBlockhash) {
      throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
    }
    const tx = decodeTransaction(raw);
    const empty = (failure: TransactionFailure): SimulationResult => ({
      err: failure.json,
      logs: [],
      unitsConsumed: 0,
      returnData: null,
      innerInstructions: [],
      postAccounts: new Map(),
      replacementBlockhash: null,
    });
    let replacementBlockhash: SimulationResult['replacementBlockhash'] = null;
    if (opts.replaceRecentBlockhash) {
      replacementBlockhash = (replica ?? this).latestBlockhash();
    } else if (!this.blockhashAcceptable(tx, replica)) {
      return empty(namedFailure('BlockhashNotFound'));
    }
    this.svm.setSigverify(opts.sigVerify ?? false);
    const sim = (() => {
      try {
        return this.svm.simulateVersionedTransaction(raw);
      } finally {
        this.svm.setSigverify(true);
      }
    })();
    const failed = sim instanceof FailedTransactionMetadata;
    const meta = sim.meta();
    const postAccounts = new Map<string, RawAccount | null>();
    if (!failed) {
      for (const entry of sim.postAccounts()) {
        const a = entry.account();
        postAccounts.set(
          bs58.encode(entry.address),
          a.lamports() === 0n
            ? null
            : {
                lamports: a.lamports(),
                owner: bs58.encode(a.owner()),
                data: a.data(),
                executable: a.executable(),
                rentEpoch: a.rentEpoch(),
              },
        );
      }
    }
    return {
      err: failed ? toTransactionFailure(sim.err()).json : null,
      logs: meta.logs(),
      unitsConsumed: Number(meta.computeUnitsConsumed()),
      returnData: returnDataOf(meta),
      innerInstructions: innerInstructionsOf(meta),
      postAccounts,
      replacementBlockhash,
    };
  }

  /** Sends `lamports` from the faucet in a real signed transfer (journaled like any transaction). */
  airdrop(pubkey: PublicKey | string, lamports: number | bigint): { signature: string } {
    const amount = BigInt(lamports);
    if (amount <= 0n || amount > MAX_AIRDROP_LAMPORTS) {
      throw invalidParams(`airdrop amount must be between 1 and ${MAX_AIRDROP_LAMPORTS} lamports`);
    }
    const build = () => {
      const tx = new Transaction({
        feePayer: this.faucet.publicKey,
        blockhash: this.latest,
        lastValidBlockHeight: this.currentSlot + MAX_PROCESSING_AGE,
      }).add(
        SystemProgram.transfer({
          fromPubkey: this.faucet.publicKey,
          toPubkey: toKey(pubkey),
          lamports: amount,
        }),
      );
      tx.sign(this.faucet);
      return tx.serialize();
    };
    const raw = build();
    if (this.ledger.has(bs58.encode(raw.subarray(1, 65)))) {
      // The same airdrop twice in one block would be the same transaction: start a new block.
      this.produceBlock();
      return this.sendTransaction(build());
    }
    return this.sendTransaction(raw);
  }

  /**
   * Creates or overwrites an account directly (journaled and replayed). For genesis-like state
   * only — e.g. test mints at their mainnet addresses; every later change should be a transaction.
   */
  setAccount(pubkey: PublicKey | string, account: AccountInput): void {
    this.assertOpen();
    const address = toKey(pubkey).toBase58();
    const entry: JournalEntry = {
      t: 'set',
      slot: this.currentSlot,
      time: nowSeconds(),
      pubkey: address,
      lamports: BigInt(account.lamports).toString(),
      owner: toKey(account.owner).toBase58(),
      data: Buffer.from(account.data ?? new Uint8Array(0)).toString('base64'),
      executable: account.executable ?? false,
      rentEpoch: BigInt(account.rentEpoch ?? U64_MAX).toString(),
    };
    emit(this.writeListeners, [address], this.currentSlot);
    this.applySet(entry);
    this.journal?.append(entry);
    const slot = this.currentSlot;
    this.deliver(() => emit(this.accountListeners, [address], slot));
  }

  /** Makes every outstanding blockhash invalid at once: the chain jumps 151 blocks ahead. */
  expireBlockhashes(): void {
    this.assertOpen();
    this.window.clear();
    this.currentSlot += MAX_PROCESSING_AGE;
    this.produceBlock();
  }

  /** Produces one block now (the timer does this every `blockMs`). */
  produceBlock(): void {
    if (this.closed) return;
    this.currentSlot += 1;
    this.svm.expireBlockhash();
    this.latest = this.svm.latestBlockhash();
    this.window.add(this.latest, this.currentSlot);
    this.window.prune(this.currentSlot);
    const now = this.pastTime ?? nowSeconds();
    this.setClock(this.currentSlot, now);
    this.recentBlockTimes.set(this.currentSlot, now);
    if (this.recentBlockTimes.size > RECENT_BLOCK_TIMES_KEPT) {
      const oldest = this.recentBlockTimes.keys().next().value;
      if (oldest !== undefined) this.recentBlockTimes.delete(oldest);
    }
    const slot = this.currentSlot;
    this.deliver(() => emit(this.slotListeners, slot));
  }

  /**
   * Seeding a past: from now on each block carries `unixSeconds` (not now), so transactions sent
   * until `resumeRealTime()` land with that block time, journaled and replayed as such. Block times
   * never go back: `unixSeconds` must be at least the current block's, and at most now.
   */
  runInPast(unixSeconds: number): void {
    this.assertOpen();
    if (unixSeconds < this.blockTime() || unixSeconds > nowSeconds()) {
      throw new RangeError('runInPast: a block time between the current block’s and now');
    }
    this.pastTime = Math.floor(unixSeconds);
    this.produceBlock();
  }

  /** Back to real time after `runInPast` or a past `startAt`. */
  resumeRealTime(): void {
    if (this.pastTime === null) return;
    this.pastTime = null;
    this.produceBlock();
  }

  /** The clock runs in the past (a seed is writing history). */
  get inPast(): boolean {
    return this.pastTime !== null;
  }

  // ---------------------------------------------------------------------------------------------
  // Reads

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
    const a = this.svm.getAccount(toKey(pubkey).toBytes());
    if (!a || a.lamports() === 0n) return null;
    return {
      lamports: a.lamports(),
      owner: bs58.encode(a.owner()),
      data: a.data(),
      executable: a.executable(),
      rentEpoch: a.rentEpoch(),
    };
  }

  /** Lamports (0 for a missing account). */
  getBalance(pubkey: PublicKey | string): number {
    return Number(this.svm.getBalance(toKey(pubkey).toBytes()) ?? 0n);
  }

  /** All accounts owned by a program. */
  getProgramAccounts(programId: PublicKey | string): { pubkey: string; account: RawAccount }[] {
    return this.svm
      .getProgramAccounts(toKey(programId).toBytes())
      .map((entry) => {
        const a = entry.account();
        return {
          pubkey: bs58.encode(entry.address),
          account: {
            lamports: a.lamports(),
            owner: bs58.encode(a.owner()),
            data: a.data(),
            executable: a.executable(),
            rentEpoch: a.rentEpoch(),
          },
        };
      })
      .filter((e) => e.account.lamports > 0n);
  }

  minimumBalanceForRentExemption(dataLength: number): number {
    return Number(this.svm.minimumBalanceForRentExemption(BigInt(dataLength)));
  }

  /** The newest blockhash; valid until the block height passes `lastValidBlockHeight`. */
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    return { blockhash: this.latest, lastValidBlockHeight: this.currentSlot + MAX_PROCESSING_AGE };
  }

  isBlockhashValid(blockhash: string): boolean {
    return this.window.isValid(blockhash, this.currentSlot);
  }

  /** The block height a blockhash was made at, while the chain still accepts it; else null. */
  blockhashHeight(blockhash: string): number | null {
    return this.isBlockhashValid(blockhash) ? this.window.heightOf(blockhash) : null;
  }

  /** Block height. One block per slot here, so it equals the slot. */
  blockHeight(): number {
    return this.currentSlot;
  }

  slot(): number {
    return this.currentSlot;
  }

  /** Unix seconds of the current block (real time). */
  blockTime(): number {
    return Number(this.svm.getClock().unixTimestamp);
  }

  /** Unix time of a block, or null when the chain no longer knows it. */
  blockTimeOf(slot: number): number | null {
    return this.recentBlockTimes.get(slot) ?? this.txBlockTimes.get(slot) ?? null;
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
    if (!searchTransactionHistory && this.currentSlot - r.slot > STATUS_CACHE_SLOTS) return null;
    return LedgerIndex.status(r, this.currentSlot);
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

  // ---------------------------------------------------------------------------------------------
  // Events

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
    const history = (opts.history ?? true) ? [...this.ledger.ordered] : [];
    this.txListeners.add(listener);
    // Through the delivery queue: transactions the listener sends while catching up reach it (and
    // everyone) after its history, in order.
    this.deliver(() => {
      for (const r of history) {
        try {
          listener(eventOf(r, true));
        } catch (e) {
          console.error('[sandbox chain] a transaction listener threw:', e);
        }
      }
    });
    return () => this.txListeners.delete(listener);
  }

  /** Called after each new block with its slot. */
  onSlot(listener: (slot: number) => void): () => void {
    this.slotListeners.add(listener);
    return () => this.slotListeners.delete(listener);
  }

  /** Called with the accounts a landed transaction or `setAccount` may have changed. */
  onAccountsChanged(listener: (pubkeys: string[], slot: number) => void): () => void {
    this.accountListeners.add(listener);
    return () => this.accountListeners.delete(listener);
  }

  /**
   * Called synchronously just before a live transaction or `setAccount` may write `pubkeys` (the
   * transaction's writable accounts), at `slot`: the accounts still hold their previous versions.
   * A lagging replica keeps those versions (./network).
   */
  onBeforeWrite(listener: (pubkeys: string[], slot: number) => void): () => void {
    this.writeListeners.add(listener);
    return () => this.writeListeners.delete(listener);
  }

  /** Called once when the chain closes. */
  onClose(listener: () => void): () => void {
    this.closeListeners.add(listener);
    return () => this.closeListeners.delete(listener);
  }

  /** Stops producing blocks and closes the ledger (recording the tip, so blockhashes survive). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.journal?.append({
      t: 'tip',
      slot: this.currentSlot,
      height: this.currentSlot,
      window: this.window.entries(),
    });
    this.journal?.close();
    releaseLock(this.dataDir);
    emit(this.closeListeners);
    this.txListeners.clear();
    this.slotListeners.clear();
    this.accountListeners.clear();
    this.closeListeners.clear();
    this.writeListeners.clear();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  // ---------------------------------------------------------------------------------------------
  // Internals

  /**
   * Runs listener calls in ledger order. A listener that sends a transaction (the keeper) gets
   * its own event only after every listener has seen the current one.
   */
  private deliver(fn: () => void): void {
    this.deliveries.push(fn);
    if (this.delivering) return;
    this.delivering = true;
    try {
      for (let next = this.deliveries.shift(); next; next = this.deliveries.shift()) next();
    } finally {
      this.delivering = false;
    }
  }

  private assertOpen(): void {
    if (this.closed) throw new ChainRpcError(RPC_ERROR.internal, 'The sandbox chain is closed');
  }

  /** Why a transaction cannot land before it runs (blockhash age, duplicate), or null. */
  private admissionFailure(
    tx: VersionedTransaction,
    signature: string,
    replica?: ReplicaState,
  ): TransactionFailure | null {
    if (!this.blockhashAcceptable(tx, replica)) return namedFailure('BlockhashNotFound');
    const landed = replica ? replica.hasLanded(signature) : this.ledger.has(signature);
    if (landed) return namedFailure('AlreadyProcessed');
    return null;
  }

  /** Recent blockhash in the window, or a durable nonce matching its nonce account. */
  private blockhashAcceptable(tx: VersionedTransaction, replica?: ReplicaState): boolean {
    const hash = tx.message.recentBlockhash;
    const recent = replica
      ? replica.isBlockhashValid(hash)
      : this.window.isValid(hash, this.currentSlot);
    if (recent) return true;
    const nonceAccount = durableNonceAccount(tx);
    if (!nonceAccount) return false;
    const acc = this.getRawAccount(nonceAccount);
    return acc !== null && storedNonce(acc.data) === hash;
  }

  /**
   * Runs `fn` with `accounts` swapped into the SVM in place of the tip's versions (null = absent),
   * then puts the tip back. Nothing is journaled or announced: for simulations only.
   */
  private withAccounts<T>(
    accounts: ReadonlyMap<string, RawAccount | null> | undefined,
    fn: () => T,
  ): T {
    if (!accounts || accounts.size === 0) return fn();
    const saved: [Uint8Array, SvmAccount | null][] = [];
    try {
      for (const [address, account] of accounts) {
        const key = bs58.decode(address);
        saved.push([key, this.svm.getAccount(key)]);
        this.svm.setAccount(key, account ? toSvmAccount(account) : absentAccount());
      }
      return fn();
    } finally {
      for (const [key, account] of saved.reverse()) {
        this.svm.setAccount(key, account ?? absentAccount());
      }
    }
  }

  private readBytes = (address: string): AccountBytes | null => {
    const a = this.svm.getAccount(bs58.decode(address));
    if (!a || a.lamports() === 0n) return null;
    return { owner: bs58.encode(a.owner()), data: a.data() };
  };

  private lamportsOf(address: string): number {
    return Number(this.svm.getBalance(bs58.decode(address)) ?? 0n);
  }

  /** Runs a transaction for real; records, journals and announces it if it landed. */
  private execute(
    raw: Uint8Array,
    tx: VersionedTransaction,
    signature: string,
    replay: { slot: number; time: number } | null,
  ): TransactionRecord | null {
    const loaded = loadedAddresses(tx, (a) => this.readBytes(a)?.data ?? null);
    const accountKeys = [
      ...tx.message.staticAccountKeys.map((k) => k.toBase58()),
      ...loaded.writable,
      ...loaded.readonly,
    ];
    if (!replay && this.writeListeners.size > 0) {
      const writable = accountKeys.filter((_, i) => tx.message.isAccountWritable(i));
      emit(this.writeListeners, writable, this.currentSlot);
    }
    const preBalances = accountKeys.map((k) => this.lamportsOf(k));
    const preTokenBalances = tokenBalances(accountKeys, this.readBytes);
    const result: TransactionMetadata | FailedTransactionMetadata =
      this.svm.sendVersionedTransaction(raw);
    const failed = result instanceof FailedTransactionMetadata;
    const meta = failed ? result.meta() : result;
    const failure = failed ? toTransactionFailure(result.err()) : null;
    const postBalances = accountKeys.map((k) => this.lamportsOf(k));
    const feeCharged = (postBalances[0] ?? 0) < (preBalances[0] ?? 0);
    if (failure && !failureLands(failure.json) && !feeCharged) return null; // dropped, never landed

    const record: TransactionRecord = {
      signature,
      slot: replay?.slot ?? this.currentSlot,
      blockTime: replay?.time ?? this.blockTime(),
      raw,
      err: failure?.json ?? null,
      logs: meta.logs(),
      fee: feeFor(tx),
      computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
      accountKeys,
      loadedAddresses: loaded,
      preBalances,
      postBalances,
      preTokenBalances,
      postTokenBalances: tokenBalances(accountKeys, this.readBytes),
      innerInstructions: innerInstructionsOf(meta),
      returnData: returnDataOf(meta),
      memo: memoOf(tx),
    };
    this.ledger.add(record);
    this.txBlockTimes.set(record.slot, record.blockTime);
    if (replay) return record;
    this.journal?.append({
      t: 'tx',
      slot: record.slot,
      time: record.blockTime,
      raw: Buffer.from(raw).toString('base64'),
      err: record.err,
    });
    const event = eventOf(record, false, tx);
    this.deliver(() => {
      emit(this.txListeners, event);
      emit(this.accountListeners, accountKeys, record.slot);
    });
    return record;
  }

  private applySet(e: Extract<JournalEntry, { t: 'set' }>): void {
    this.svm.setAccount(
      bs58.decode(e.pubkey),
      new SvmAccount(
        BigInt(e.lamports),
        Buffer.from(e.data, 'base64'),
        bs58.decode(e.owner),
        e.executable,
        BigInt(e.rentEpoch),
      ),
    );
  }

  private setClock(slot: number, unixTimestamp: number): void {
    const epoch = BigInt(Math.floor(slot / SLOTS_PER_EPOCH));
    this.svm.setClock(
      new Clock(BigInt(slot), BigInt(this.genesisTime), epoch, epoch + 1n, BigInt(unixTimestamp)),
    );
  }

  /** Rebuilds state from the journal, with signature checks off and each entry's own clock. */
  private replay(entries: JournalEntry[]): void {
    const first = entries[0];
    if (first?.t === 'genesis') {
      this.genesis = first.genesisHash;
      this.genesisTime = first.createdAt;
    } else {
      if (entries.length > 0) throw new Error(`The ledger in ${this.dataDir} has no genesis entry`);
      this.genesis = bs58.encode(randomBytes(32));
      this.journal?.append({
        t: 'genesis',
        v: 1,
        genesisHash: this.genesis,
        createdAt: this.genesisTime,
      });
    }
    this.svm.setSigverify(false);
    let mismatches = 0;
    for (const e of entries) {
      if (e.t === 'tx') {
        this.currentSlot = Math.max(this.currentSlot, e.slot);
        this.setClock(e.slot, e.time);
        const raw = Buffer.from(e.raw, 'base64');
        const tx = VersionedTransaction.deserialize(raw);
        const record = this.execute(new Uint8Array(raw), tx, signatureOf(tx), e);
        if (JSON.stringify(record?.err ?? null) !== JSON.stringify(e.err)) mismatches++;
      } else if (e.t === 'set') {
        this.currentSlot = Math.max(this.currentSlot, e.slot);
        this.setClock(e.slot, e.time);
        this.applySet(e);
      } else if (e.t === 'tip') {
        this.currentSlot = Math.max(this.currentSlot, e.slot);
        this.window.clear();
        for (const [hash, height] of e.window) this.window.add(hash, height);
      }
    }
    this.svm.setSigverify(true);
    if (mismatches > 0) {
      console.warn(`[sandbox chain] ${mismatches} replayed transaction(s) ended differently`);
    }
  }
}

function toSvmAccount(a: RawAccount): SvmAccount {
  return new SvmAccount(a.lamports, a.data, bs58.decode(a.owner), a.executable, a.rentEpoch);
}

/** What an account that does not exist looks like to the runtime. */
function absentAccount(): SvmAccount {
  return new SvmAccount(0n, new Uint8Array(0), SystemProgram.programId.toBytes(), false, 0n);
}

function eventOf(
  r: TransactionRecord,
  replayed: boolean,
  tx?: VersionedTransaction,
): TransactionEvent {
  return {
    signature: r.signature,
    slot: r.slot,
    blockTime: r.blockTime,
    transaction: tx ?? VersionedTransaction.deserialize(r.raw),
    err: r.err,
    logs: r.logs,
    replayed,
  };
}

function innerInstructionsOf(meta: TransactionMetadata): InnerInstructionsJson[] {
  const out: InnerInstructionsJson[] = [];
  meta.innerInstructions().forEach((list, index) => {
    if (list.length === 0) return;
    out.push({
      index,
      instructions: list.map((inner) => {
        const ix = inner.instruction();
        return {
          programIdIndex: ix.programIdIndex(),
          accounts: [...ix.accounts()],
          data: bs58.encode(ix.data()),
          stackHeight: inner.stackHeight(),
        };
      }),
    });
  });
  return out;
}

function returnDataOf(
  meta: TransactionMetadata,
): { programId: string; data: [string, 'base64'] } | null {
  const rd = meta.returnData();
  const data = rd.data();
  if (data.length === 0) return null;
  return {
    programId: bs58.encode(rd.programId()),
    data: [Buffer.from(data).toString('base64'), 'base64'],
  };
}

/** A node's `memo` for getSignaturesForAddress: "[len] text", joined with "; ". */
function memoOf(tx: VersionedTransaction): string | null {
  const keys = tx.message.staticAccountKeys;
  const memos: string[] = [];
  for (const ix of tx.message.compiledInstructions) {
    const program = keys[ix.programIdIndex]?.toBase58();
    if (!program || !MEMO_PROGRAMS.has(program)) continue;
    const text = Buffer.from(ix.data).toString('utf8');
    memos.push(`[${ix.data.length}] ${text}`);
  }
  return memos.length ? memos.join('; ') : null;
}

// One process per data folder: two chains appending to one ledger would corrupt it.
function lockPath(dataDir: string): string {
  return join(dataDir, 'LOCK');
}

function acquireLock(dataDir: string): void {
  const path = lockPath(dataDir);
  if (existsSync(path)) {
    const pid = Number(readFileSync(path, 'utf8'));
    if (pid && pid !== process.pid && processAlive(pid)) {
      throw new Error(
        `The sandbox data folder ${dataDir} is in use by process ${pid}. Stop it, or set SANDBOX_DATA to another folder.`,
      );
    }
  }
  Journal.ensureDir(dataDir);
  writeFileSync(path, String(process.pid));
}

function wipeExceptLock(dataDir: string): void {
  for (const entry of readdirSync(dataDir)) {
    if (entry !== 'LOCK') rmSync(join(dataDir, entry), { recursive: true, force: true });
  }
}

function releaseLock(dataDir: string): void {
  rmSync(lockPath(dataDir), { force: true });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
