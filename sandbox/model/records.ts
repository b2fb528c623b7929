// What the sandbox's index keeps from confirmed transactions (./state.ts): the facts the chain's
// accounts do not hold — who created a basket and when, the names as sent, a deposit's signature
// and amount, what a withdrawal claimed. Everything else (settings, composition, holdings, open buy
// and sell states) is read from the program's accounts on chain when asked.

/** The basket token's name, symbol and uri as the creator last set them (whole). */
export interface BasketMetadata {
  name: string;
  symbol: string;
  uri: string;
}

/**
 * How far the spec's three create transactions got: createBasket landed ('created'); the creator's
 * basket token account was opened (the composition transaction: 'composed'); the creator priced
 * the basket (the restructure transaction's updateCurrentWeights: 'active').
 */
export type BasketStatus = 'created' | 'composed' | 'active';

export interface BasketRecord {
  /** The basket state: ["basket", seed]. */
  address: string;
  /** The basket token mint: ["mint", seed]. */
  mint: string;
  /** The mint's Metaplex metadata account. */
  metadataAccount: string;
  creator: string;
  /** The create request's random seed (base58). */
  seed: string;
  status: BasketStatus;
  metadata: BasketMetadata;
  createdAt: number | null;
  signatures: { create: string; composition?: string; restructure?: string };
}

export interface DepositRecord {
  signature: string;
  basket: string;
  user: string;
  /** The deposit's buy state: ["buy", seed]; open until mintFund closes it. */
  buyState: string;
  /** USDC base units paid, fees included. */
  amount: bigint;
  /** Basket token base units mintFund minted for it (its log says), once it has. */
  minted?: bigint;
  at: number | null;
}

export interface WithdrawRecord {
  /** The sell state (the withdraw account): ["sell", seed]. */
  address: string;
  basket: string;
  user: string;
  /** Basket token base units burned. */
  amount: bigint;
  /** Base units each claimToken moved, by token id (the program's logs say). */
  claimed: Map<number, bigint>;
  signature: string;
  at: number | null;
}

/** The index's tables, as the reading of program instructions (./program-index.ts) fills them. */
export interface IndexTables {
  readonly baskets: Map<string, BasketRecord>;
  readonly deposits: Map<string, DepositRecord>;
  readonly withdrawals: Map<string, WithdrawRecord>;
}
