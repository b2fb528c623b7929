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
  | 'transfer-out';

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
  /** Lamports the wallet paid as network fee (0 when another paid). */
  readonly fee: number;
}
