// The review's simulation port — what it asks of the RPC — and what it learns of one transaction.
// The web3.js adapter is simulationPort.ts; tests use fakes.
import type { AddressLookupTableAccount, VersionedTransaction } from '@solana/web3.js';
import type { TxSimulation } from '../ui/TxReview';

/** An account as the simulation returns it (after the transaction). */
export interface RawAccount {
  lamports: bigint;
  /** The owning program. */
  owner: string;
  data: Uint8Array;
}

/** One of the wallet's token accounts, as the RPC reports it now. */
export interface WalletTokenAccount {
  address: string;
  mint: string;
  /** Base units. */
  amount: bigint;
  decimals: number;
}

export interface SimulationResult {
  err: unknown;
  logs: string[];
  unitsConsumed?: number;
  /** The requested accounts after the transaction, in request order (null: does not exist). */
  accounts: (RawAccount | null)[] | null;
}

/** One step of an in-order simulation, with the accounts asked of it (null: not reported). */
export interface InOrderStep {
  err: unknown;
  logs: string[];
  unitsConsumed?: number;
  /** The requested accounts just before it ran, in request order (null: no account). */
  before: (RawAccount | null)[] | null;
  /** The same just after it ran. */
  after: (RawAccount | null)[] | null;
}

/**
 * Transactions simulated in order (docs/flow-engine.md rule 13): one result per transaction that
 * ran, up to and including the first that failed; `failure` is the RPC's words for that failure.
 */
export interface InOrderResult {
  steps: InOrderStep[];
  failure: string | null;
}

export interface SimulationPort {
  /** simulateTransaction without signature checks, with the transaction's own blockhash. */
  simulate(tx: VersionedTransaction, addresses: readonly string[]): Promise<SimulationResult>;
  /** Lamports of each account now, in order (null: the account does not exist). */
  getLamports(addresses: readonly string[]): Promise<(bigint | null)[]>;
  /** The owner's token accounts of both token programs. */
  getTokenAccounts(owner: string): Promise<WalletTokenAccount[]>;
  /** A mint's decimals, or null when the account is not a mint. */
  getMintDecimals(mint: string): Promise<number | null>;
  /** The network fee for the message (lamports), or null when its blockhash is unknown. */
  getFee(tx: VersionedTransaction): Promise<bigint | null>;
  /** Lamports an account of `size` bytes needs to be rent-exempt. */
  getRentExemption(size: number): Promise<bigint>;
  /** The address lookup tables at `addresses` that exist (a v0 transaction's tables). */
  getLookupTables?(addresses: readonly string[]): Promise<AddressLookupTableAccount[]>;
  /**
   * The transactions simulated in order, each on what the ones before it leave, without signature
   * checks and with their own blockhashes, reporting `addresses[i]` before and after transaction
   * i; null when the RPC cannot (it has no such method).
   */
  simulateInOrder?(
    txs: readonly VersionedTransaction[],
    addresses: readonly (readonly string[])[],
  ): Promise<InOrderResult | null>;
}

/** One transaction's review facts: the simulation as TxReview shows it, fee and rent. */
export interface TxCheck {
  simulation: TxSimulation;
  feeLamports?: bigint;
  /**
   * Lamports the accounts this transaction creates hold afterwards (their rent deposit): from the
   * simulation, or read from the instructions when it failed (`rentEstimated`).
   */
  rentLamports?: bigint;
  rentEstimated?: boolean;
  /** The transaction's blockhash is no longer valid: confirming fetches a fresh transaction. */
  blockhashExpired?: boolean;
  /** The lookup tables a v0 transaction loads accounts from, read from the chain (the review names
   * those accounts with them). */
  lookupTables?: AddressLookupTableAccount[];
}
