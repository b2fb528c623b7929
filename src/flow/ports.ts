// What the engine needs from the outside world, as small interfaces. The real implementations
// (wallet-adapter, web3.js Connection, the API client) are wired in one place: adapters.ts.
import type { VersionedTransaction } from '@solana/web3.js';
import type { Flow, FlowApiError } from './types';

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
  /** Logs and error of a landed transaction, or null when the RPC doesn't have it (yet). */
  getTransactionOutcome(signature: string): Promise<{ err: unknown; logs: string[] } | null>;
  /** The owner's total balance of a mint across its token accounts (base units). */
  getTokenBalance(owner: string, mint: string): Promise<bigint>;
  /** Calls back when the owner's balance of a mint may have changed; returns unsubscribe. */
  onTokenBalanceChange?(owner: string, mint: string, callback: () => void): () => void;
}

export interface RunnerDeps {
  /** POSTs the flow's request; resolves with the response, rejects with a FlowApiError-like error. */
  post(flow: Flow): Promise<Record<string, unknown>>;
  /** The wallet: signs without sending. */
  signTransaction(tx: VersionedTransaction): Promise<VersionedTransaction>;
  /** The connected wallet's address (base58), or null when none is connected. */
  walletAddress(): string | null;
  chain: ChainPort;
}

/** Turns whatever the API client threw into the journal-safe shape shown to the user. */
export function toFlowApiError(e: unknown): FlowApiError {
  if (e && typeof e === 'object') {
    const o = e as Partial<FlowApiError> & { message?: unknown };
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
