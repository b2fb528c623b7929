// What the engine needs from the outside world, as small interfaces. The real implementations
// (wallet-adapter, web3.js Connection, the API client, the operations' facts) are wired in one
// place, FlowRoot.tsx; tests use fakes (testing/fakeChain.ts, fakeWallet.ts, fakeApi.ts, harness.ts).
import type { VersionedTransaction } from '@solana/web3.js';
import type { LoadedAddresses } from './checks';
import type { IntentVerdict, StepTransaction } from './intent';
import type { CreatedAccount, Flow, FlowApiError, FlowFacts } from './types';

export interface SignatureStatusLike {
  confirmationStatus?: 'processed' | 'confirmed' | 'finalized' | null;
  /** The TransactionError, or null when the transaction succeeded. */
  err: unknown;
}

/** A preflight (simulation) failure: the transaction was not forwarded. */
export class PreflightError extends Error {
  constructor(
    message: string,
    readonly err: unknown,
    readonly logs: string[],
  ) {
    super(message);
    this.name = 'PreflightError';
  }
}

/** A landed transaction as the engine reads it back. */
export interface LandedTransaction {
  message: VersionedTransaction['message'];
  err: unknown;
  logs: string[];
  /** Accounts it created: lamports before 0, after more than 0 (owners filled in separately). */
  created: string[];
  loadedAddresses?: LoadedAddresses;
}

export interface ChainPort {
  getLatestBlockhash(): Promise<{ blockhash: string; lastValidBlockHeight: number }>;
  getBlockHeight(): Promise<number>;
  isBlockhashValid(blockhash: string): Promise<boolean>;
  /** Throws PreflightError when simulation fails; any other throw is a transport error. */
  sendRawTransaction(
    bytes: Uint8Array,
    opts: { skipPreflight: boolean; maxRetries?: number },
  ): Promise<string>;
  /** Searches history too, so a reload finds a transaction that landed long ago. */
  getSignatureStatus(signature: string): Promise<SignatureStatusLike | null>;
  /** WebSocket subscription at `confirmed`; returns an unsubscribe function. */
  onSignature(signature: string, callback: (err: unknown) => void): () => void;
  /** A landed transaction, or null when the RPC doesn't have it (yet). */
  getTransaction(signature: string): Promise<LandedTransaction | null>;
  /** Owners of accounts (null for one that does not exist). */
  getOwners(addresses: string[]): Promise<(string | null)[]>;
  /** The address's landed transactions, newest first, down to (not including) `until`. */
  getSignaturesForAddress(
    address: string,
    opts: { until?: string; limit: number },
  ): Promise<{ signature: string; err: unknown }[]>;
  /** The owner's total balance of a mint across its token accounts (base units). */
  getTokenBalance(owner: string, mint: string): Promise<bigint>;
  /** Calls back when the owner's balance of a mint may have changed; returns unsubscribe. */
  onTokenBalanceChange?(owner: string, mint: string, callback: () => void): () => void;
  /** Calls back while the RPC makes the app wait (HTTP 429, Retry-After in ms); returns unsubscribe. */
  onRateLimited?(callback: (retryAfterMs: number) => void): () => void;
}

export interface WalletPort {
  /** The connected wallet's address (base58), or null when none is connected. */
  address(): string | null;
  /** Its name, for the words the timeline says about it ("Phantom added a priority fee…"). */
  name(): string;
  /** Signs without sending. */
  signTransaction(tx: VersionedTransaction): Promise<VersionedTransaction>;
  /** Signs several in one approval; absent when the wallet can only sign one at a time. */
  signAllTransactions?(txs: VersionedTransaction[]): Promise<VersionedTransaction[]>;
  /**
   * The wallet signs and sends (Wallet Standard solana:signAndSendTransaction, or
   * solana:signAndSendAllTransactions for several); resolves with the signatures in order —
   * undefined for one the wallet reports it did not send. `serial`: each is confirmed before the
   * next is sent. Absent when the wallet cannot send.
   */
  signAndSendTransactions?(
    txs: VersionedTransaction[],
    opts: { serial: boolean },
  ): Promise<(string | undefined)[]>;
  /** The wallet sends several in order in one approval (signAndSend's mode 'serial'). */
  sendsInSeries?: boolean;
}

/** The API's success response: its transaction fields are read by name. */
export type ApiResponse = { readonly [field: string]: unknown };

/** What the operations know about their own transactions (the engine stays generic). */
export interface FactsPort {
  /** What a response's transactions name (by step key), e.g. the basket a create makes. */
  fromResponse(flow: Flow, txs: ReadonlyMap<string, VersionedTransaction>): FlowFacts;
  /** What a confirmed step settles, from the accounts its transaction created. */
  fromConfirmed(flow: Flow, stepKey: string, created: CreatedAccount[]): FlowFacts;
  /** What a step's transaction does, a line per instruction the operation names (or none). */
  partsOf?(flow: Flow, stepKey: string, tx: VersionedTransaction): string[] | undefined;
}

/**
 * The intent check (docs/flow-engine.md rule 12): every transaction of the flow, in order, against
 * what its request asked for. Throws only when the chain cannot be read (retried with a notice).
 */
export interface IntentPort {
  check(flow: Flow, txs: readonly StepTransaction[]): Promise<IntentVerdict>;
}

export interface RunnerDeps {
  /** POSTs the flow's request; resolves with the response, rejects with a FlowApiError-like error. */
  post(flow: Flow): Promise<ApiResponse>;
  intent: IntentPort;
  wallet: WalletPort;
  chain: ChainPort;
  facts?: FactsPort;
}

/** Turns whatever the API client threw into the journal-safe shape shown to the user. */
export function toFlowApiError(e: unknown): FlowApiError {
  if (e && typeof e === 'object') {
    const o: Partial<Record<keyof FlowApiError, unknown>> = e;
    return {
      message: typeof o.message === 'string' && o.message ? o.message : 'The request failed.',
      kind: typeof o.kind === 'string' ? o.kind : undefined,
      status: typeof o.status === 'number' ? o.status : undefined,
      body: jsonSafe(o.body),
      bodyText: typeof o.bodyText === 'string' ? o.bodyText : undefined,
      url: typeof o.url === 'string' ? o.url : undefined,
      problems: Array.isArray(o.problems) ? o.problems.map(String) : undefined,
      timeoutMs: typeof o.timeoutMs === 'number' ? o.timeoutMs : undefined,
    };
  }
  return { message: String(e) };
}

function jsonSafe(v: unknown): unknown {
  if (v === undefined) return undefined;
  try {
    return JSON.parse(JSON.stringify(v)) as unknown;
  } catch {
    return String(v);
  }
}
