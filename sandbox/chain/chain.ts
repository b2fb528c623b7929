// The sandbox chain: LiteSVM (the real SVM with SPL Token, Token-2022, ATA and Memo) wrapped in the
// behaviour of a node — blocks every ~400 ms at real time, a 150-block blockhash window, duplicate
// refusal, preflight simulation, statuses and history, and a ledger that survives a restart.
//
// The JSON-RPC server (./rpc) is a thin layer over this class; in-process users (the sandbox
// service and keeper) call the same methods, so their transactions are checked, journaled and
// replayed exactly like a wallet's. Its parts: ./types.ts (the shapes it takes and gives),
// ./events.ts (listeners, in ledger order), ./persistence.ts (the data folder, journal entries,
// replay), ./transaction-meta.ts and ./simulation.ts (what a transaction reports).
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { ChainReads } from './chain-reads';
import { ChainRpcError, RPC_ERROR, invalidParams, namedFailure, preflightFailure } from './errors';
import { Journal, type JournalEntry } from './journal';
import type { TransactionRecord } from './ledger-index';
import { newGenesisHash, upgradedGenesisHash } from './genesis-hash';
import {
  DEFAULT_DATA_DIR,
  acquireLock,
  releaseLock,
  replayJournal,
  setEntry,
  wipeExceptLock,
  type SetEntry,
} from './persistence';
import { faucetTransfer } from './faucet';
import { Runtime } from './runtime';
import { eventOf } from './transaction-meta';
import { runAndRecord } from './transaction-record';
import { checkSimulateOptions, unsimulated } from './simulation';
import { simulateInOrder } from './bundle-simulation';
import type {
  AccountInput,
  BundleStepResult,
  BundleTransaction,
  ChainOptions,
  ReplicaState,
  SendOptions,
  SimulateOptions,
  SimulationResult,
} from './types';
import { decodeTransaction, signatureOf } from './wire';

export type { SignatureStatus, TransactionRecord } from './ledger-index';
export { SLOTS_PER_EPOCH } from './runtime';
export type {
  AccountInput,
  BundleStepResult,
  BundleTransaction,
  ChainOptions,
  RawAccount,
  ReplicaState,
  SendOptions,
  SimulateOptions,
  SimulationResult,
  TransactionEvent,
} from './types';

export const DEFAULT_BLOCK_MS = 400;
/** Largest single airdrop (requestAirdrop), in lamports. */
export const MAX_AIRDROP_LAMPORTS = 1_000_000n * 1_000_000_000n;

const FAUCET_LAMPORTS = 1_000_000_000n * 1_000_000_000n; // a billion SOL

const toKey = (k: PublicKey | string): PublicKey => (typeof k === 'string' ? new PublicKey(k) : k);
const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * One sandbox chain. Every method is synchronous: a transaction accepted by `sendTransaction` has
 * landed (and is `confirmed`) when the call returns.
 */
export class Chain extends ChainReads {
  readonly dataDir: string;
  readonly blockMs: number;
  /** Signs airdrops; funded at genesis. */
  readonly faucet: Keypair;

  private journal: Journal | null = null;
  private genesisTime = nowSeconds();
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  private constructor(dataDir: string, blockMs: number, programs: ChainOptions['programs']) {
    super(new Runtime(programs));
    this.dataDir = dataDir;
    this.blockMs = blockMs;
    this.faucet = Keypair.fromSeed(createHash('sha256').update('basketry sandbox faucet').digest());
    this.runtime.fund(this.faucet.publicKey.toBase58(), FAUCET_LAMPORTS);
  }

  /**
   * Opens the chain in `dataDir`, replaying its ledger (statuses and history are rebuilt), and starts
   * producing blocks.
   */
  static async open(opts: ChainOptions = {}): Promise<Chain> {
    const dataDir = resolve(opts.dataDir ?? DEFAULT_DATA_DIR);
    const chain = new Chain(dataDir, opts.blockMs ?? DEFAULT_BLOCK_MS, opts.programs);
    acquireLock(dataDir); // before a reset, so a running sandbox's ledger is never wiped
    try {
      if (opts.reset) wipeExceptLock(dataDir);
      const { journal, entries } = Journal.open(dataDir);
      chain.journal = journal;
      if (entries.length === 0 && opts.startAt !== undefined && opts.startAt < nowSeconds()) {
        chain.blocks.pastTime = Math.floor(opts.startAt);
        chain.genesisTime = chain.blocks.pastTime;
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
    this.execute(raw, tx, null);
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
    this.runtime.withAccounts(replica?.accounts, () => {
      const sim = this.runtime.simulate(raw, true);
      if (sim.failure?.json === 'SignatureFailure') {
        throw new ChainRpcError(
          RPC_ERROR.transactionSignatureVerificationFailure,
          'Transaction signature verification failure',
        );
      }
      const admission = this.admissionFailure(tx, signature, replica);
      if (admission) throw preflightFailure(admission, [], 0);
      if (sim.failure) throw preflightFailure(sim.failure, sim.logs, sim.unitsConsumed);
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
    checkSimulateOptions(opts);
    const tx = decodeTransaction(raw);
    let replacementBlockhash: SimulationResult['replacementBlockhash'] = null;
    if (opts.replaceRecentBlockhash) {
      replacementBlockhash = (replica ?? this).latestBlockhash();
    } else if (!this.blockhashAcceptable(tx, replica)) {
      return unsimulated(namedFailure('BlockhashNotFound'));
    }
    return this.runtime.withAccounts(replica?.accounts, () => {
      const { failure: _failure, ...sim } = this.runtime.simulate(raw, opts.sigVerify ?? false);
      return { ...sim, replacementBlockhash };
    });
  }

  /**
   * Simulates a bundle in order against the current state, or what a lagging `replica` holds: each
   * transaction sees what the ones before it did; the first failure ends it; nothing is kept.
   */
  simulateBundle(
    bundle: readonly BundleTransaction[],
    opts: SimulateOptions = {},
    replica?: ReplicaState,
  ): BundleStepResult[] {
    this.assertOpen();
    checkSimulateOptions(opts);
    return this.runtime.withAccounts(replica?.accounts, () =>
      simulateInOrder(this.runtime, bundle, {
        sigVerify: opts.sigVerify ?? false,
        admit: (tx) =>
          opts.replaceRecentBlockhash || this.blockhashAcceptable(tx, replica)
            ? null
            : namedFailure('BlockhashNotFound'),
      }),
    );
  }

  /** Sends `lamports` from the faucet in a real signed transfer (journaled like any transaction). */
  airdrop(pubkey: PublicKey | string, lamports: number | bigint): { signature: string } {
    const amount = BigInt(lamports);
    if (amount <= 0n || amount > MAX_AIRDROP_LAMPORTS) {
      throw invalidParams(`airdrop amount must be between 1 and ${MAX_AIRDROP_LAMPORTS} lamports`);
    }
    const build = () =>
      faucetTransfer(this.faucet, toKey(pubkey), amount, this.blocks.latestBlockhash());
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
    const slot = this.blocks.slot;
    const entry = setEntry(address, account, slot, this.blocks.now());
    this.events.beforeWrite([address], slot);
    this.applySet(entry);
    this.journal?.append(entry);
    this.events.accountsChanged([address], slot);
  }

  /** Makes every outstanding blockhash invalid at once: the chain jumps 151 blocks ahead. */
  expireBlockhashes(): void {
    this.assertOpen();
    this.blocks.jumpPastWindow();
    this.produceBlock();
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
    this.blocks.pastTime = Math.floor(unixSeconds);
    this.produceBlock();
  }

  /** Back to real time after `runInPast` or a past `startAt`. */
  resumeRealTime(): void {
    if (this.blocks.pastTime === null) return;
    this.blocks.pastTime = null;
    this.produceBlock();
  }

  /** The clock runs in the past (a seed is writing history). */
  get inPast(): boolean {
    return this.blocks.pastTime !== null;
  }

  /** Produces one block now (the timer does this every `blockMs`). */
  produceBlock(): void {
    if (this.closed) return;
    const now = this.blocks.now();
    this.blocks.advance(this.runtime.nextBlockhash(), now);
    this.setClock(this.blocks.slot, now);
    this.events.slot(this.blocks.slot);
  }

  /** Stops producing blocks and closes the ledger (recording the tip, so blockhashes survive). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.journal?.append(this.blocks.tip());
    this.journal?.close();
    releaseLock(this.dataDir);
    this.events.closed();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  // ---------------------------------------------------------------------------------------------
  // Internals

  private assertOpen(): void {
    if (this.closed) throw new ChainRpcError(RPC_ERROR.internal, 'The sandbox chain is closed');
  }

  /** Runs a transaction for real; records, journals and announces it if it landed. */
  private execute(
    raw: Uint8Array,
    tx: VersionedTransaction,
    replay: { slot: number; time: number } | null,
  ): TransactionRecord | null {
    const slot = replay?.slot ?? this.blocks.slot;
    const record = runAndRecord(this.runtime, raw, tx, {
      slot,
      blockTime: replay?.time ?? this.blockTime(),
      beforeWrite:
        !replay && this.events.watchesWrites
          ? (writable) => this.events.beforeWrite(writable, slot)
          : undefined,
    });
    if (!record) return null; // dropped, never landed
    this.ledger.add(record);
    this.blocks.noteTransaction(record.slot, record.blockTime);
    if (replay) return record;
    this.journal?.append({
      t: 'tx',
      slot: record.slot,
      time: record.blockTime,
      raw: Buffer.from(raw).toString('base64'),
      err: record.err,
    });
    this.events.landed(eventOf(record, false, tx), record.accountKeys);
    return record;
  }

  private applySet(e: SetEntry): void {
    this.runtime.setRaw(e.pubkey, {
      lamports: BigInt(e.lamports),
      data: Buffer.from(e.data, 'base64'),
      owner: e.owner,
      executable: e.executable,
      rentEpoch: BigInt(e.rentEpoch),
    });
  }

  private setClock(slot: number, unixTimestamp: number): void {
    this.runtime.setClock(slot, this.genesisTime, unixTimestamp);
  }

  /** Rebuilds state from the journal, with signature checks off and each entry's own clock. */
  private replay(entries: JournalEntry[]): void {
    this.runtime.setSigverify(false);
    const mismatches = replayJournal(this.dataDir, entries, {
      genesis: () => {
        this.genesis = newGenesisHash();
        this.journal?.append({
          t: 'genesis',
          v: 2,
          genesisHash: this.genesis,
          createdAt: this.genesisTime,
        });
      },
      restoreGenesis: (hash, createdAt) => {
        this.genesis = upgradedGenesisHash(hash);
        this.genesisTime = createdAt;
      },
      transaction: (e) => {
        this.blocks.reach(e.slot);
        this.setClock(e.slot, e.time);
        const raw = new Uint8Array(Buffer.from(e.raw, 'base64'));
        const record = this.execute(raw, VersionedTransaction.deserialize(raw), e);
        return JSON.stringify(record?.err ?? null) === JSON.stringify(e.err);
      },
      setAccount: (e) => {
        this.blocks.reach(e.slot);
        this.setClock(e.slot, e.time);
        this.applySet(e);
      },
      tip: (e) => this.blocks.restoreTip(e),
    });
    this.runtime.setSigverify(true);
    if (mismatches > 0) {
      console.warn(`[sandbox chain] ${mismatches} replayed transaction(s) ended differently`);
    }
  }
}
