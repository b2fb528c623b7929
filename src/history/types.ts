// The records of the history: one `ChainTx` per transaction, the facts a validator serves for it
// (kept in the browser: a finalized transaction never changes), and one `HistoryEvent` per
// transaction as a wallet sees it (derived from a ChainTx, never stored apart from it).
import type { BasketsAccountRole, BasketsInstructionName } from '../solana/basketsInstructions';

/** A node's TransactionError JSON (`"InsufficientFundsForFee"`, `{"InstructionError":[1,{"Custom":1}]}`). */
export type TxError = string | { readonly [key: string]: unknown };

/** One token account the transaction touched: its balance before and after (base units). */
export interface TokenBalanceRow {
  readonly account: string;
  readonly mint: string;
  /** The account's owner (a wallet or a program authority); null when the node did not say. */
  readonly owner: string | null;
  readonly decimals: number;
  readonly pre: bigint;
  readonly post: bigint;
}

/** One baskets-program instruction of the transaction (top level or inner), decoded. */
export interface ProgramCall {
  readonly name: BasketsInstructionName;
  readonly accounts: Partial<Record<BasketsAccountRole, string>>;
  /** What it asked for: a deposit's USDC, a withdrawal's or redemption's basket tokens (base units). */
  readonly amount?: bigint;
  /** The token list id of a single-asset deposit's, redemption's or claim's token. */
  readonly tokenId?: number;
  /** The targets a createBasket or editBasket sets: token list ids and weights (parts of their sum). */
  readonly targets?: readonly { readonly tokenId: number; readonly weight: number }[];
}

/**
 * The facts of one landed transaction that the history, the portfolio and a basket's value line
 * need. The supply change of a mint is the sum of its rows' `post - pre` (every account a mint or
 * burn touches is in the transaction); a vault's balance after it is its row's `post`.
 */
export interface ChainTx {
  readonly signature: string;
  readonly slot: number;
  /** Unix seconds; null when the node does not know it. */
  readonly blockTime: number | null;
  readonly err: TxError | null;
  /** The program's own words for a failure, from the logs (Anchor's "Error Message", a program's "Error: …"). */
  readonly logReason: string | null;
  readonly feePayer: string;
  readonly signers: readonly string[];
  /** Lamports. */
  readonly fee: number;
  /** The baskets program is invoked (at the top level or inside another program). */
  readonly touchesBaskets: boolean;
  /** The programs its top-level instructions call, in order, each once. */
  readonly programs: readonly string[];
  readonly calls: readonly ProgramCall[];
  readonly tokens: readonly TokenBalanceRow[];
}

/** An amount of one token, base units. */
export interface TokenAmount {
  readonly mint: string;
  readonly decimals: number;
  readonly amount: bigint;
}

/** What a wallet did with a basket, as a row of its history. */
export type HistoryKind =
  | 'create'
  | 'edit'
  | 'deposit'
  /** The automated mint that credited basket tokens for a deposit (the service's transaction). */
  | 'credit'
  | 'withdraw'
  | 'claim'
  | 'mint'
  | 'burn'
  | 'set-metadata'
  /** Basket tokens that arrived from, or left for, another wallet. */
  | 'transfer-in'
  | 'transfer-out'
  /** A transaction the wallet signed that calls the program but is none of the above, nor a step of one. */
  | 'other';

/**
 * What a transaction did as a step of an operation sent as several (a create's second and third, a
 * claim's token accounts first: docs/api.md §3): opened token accounts, carried a memo only
 * (nothing was missing), recorded the basket's weights, or called the program some other way.
 */
export type StepWork = 'token-accounts' | 'memo' | 'weights' | 'program';

export interface OperationStep {
  /** The signature of the operation's own transaction (the createBasket, the claim). */
  readonly of: string;
  readonly work: StepWork;
}

export type HistoryOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly err: TxError; readonly logReason: string | null };

export interface HistoryEvent {
  readonly signature: string;
  readonly slot: number;
  readonly blockTime: number | null;
  readonly kind: HistoryKind;
  /** The basket state's address; null when no record of this wallet names it. */
  readonly basket: string | null;
  readonly basketMint: string | null;
  /** The withdraw account (sell state) a withdrawal opened or a claim drew from. */
  readonly withdrawAccount: string | null;
  /** Tokens that left the wallet (positive amounts). */
  readonly paid: readonly TokenAmount[];
  /** Tokens that reached the wallet (positive amounts). */
  readonly received: readonly TokenAmount[];
  /** What a failed transaction asked to pay (its instruction's amount), as nothing moved. */
  readonly asked: TokenAmount | null;
  readonly outcome: HistoryOutcome;
  /** The wallet signed it (false for the service's credits and transfers from others). */
  readonly signedByWallet: boolean;
  /** Who signed it (the fee payer first): the service's key for its credits. */
  readonly signers: readonly string[];
  /** A step of another row's operation (steps.ts); null for an operation's own transaction. */
  readonly step: OperationStep | null;
  /** The buy state a deposit opened, or a credit closed: the two are paired by it. */
  readonly buyState: string | null;
  /** Lamports the wallet paid as network fee (0 when another paid). */
  readonly fee: number;
}
