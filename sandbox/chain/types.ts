// The shapes the chain's front (`Chain`, ./chain.ts) takes and gives: accounts, transaction events,
// simulation results, send and simulate options, and what a lagging replica holds.
import type { PublicKey, VersionedTransaction } from '@solana/web3.js';
import type { EmulatedProgram } from './emulation';
import type { TransactionErrorJson, TransactionFailure } from './errors';
import type { InnerInstructionsJson } from './ledger-index';
import type { RawAccount } from './raw-account';

export interface ChainOptions {
  /** Where the ledger lives. Default `.sandbox-data/` at the repository root. */
  dataDir?: string;
  /** Wipe the data folder first. */
  reset?: boolean;
  /** Milliseconds per block (slot). Default 400. */
  blockMs?: number;
  /**
   * Programs run in Node where a transaction names them (./emulation.ts). A ledger must be opened
   * with the programs it was written with: its transactions are run again.
   */
  programs?: readonly EmulatedProgram[];
  /**
   * A new ledger starts at this unix time instead of now, its clock in the past until
   * `resumeRealTime()` (a seed writes months of history first). Ignored for an existing ledger.
   */
  startAt?: number;
}

export type { RawAccount } from './raw-account';

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
  /** Its accounts: static keys, then those loaded from lookup tables (writable, then readonly). */
  accountKeys: string[];
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

/** One transaction of a bundle simulated in order, with the accounts to report before and after it. */
export interface BundleTransaction {
  raw: Uint8Array;
  before?: readonly string[];
  after?: readonly string[];
}

/** What a bundle's simulation reports of one transaction that ran (or was refused before running). */
export interface BundleStepResult {
  failure: TransactionFailure | null;
  logs: string[];
  unitsConsumed: number;
  returnData: SimulationResult['returnData'];
  /** The accounts asked for, just before it ran (null: none asked; null entries: no account). */
  before: (RawAccount | null)[] | null;
  /** The same after it ran; null when none were asked or it failed. */
  after: (RawAccount | null)[] | null;
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
