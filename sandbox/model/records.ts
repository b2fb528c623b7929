// What the sandbox's index holds (./state.ts) and what it tells its listeners when a confirmed
// transaction changed it.
import type { PublicKey } from '@solana/web3.js';
import type { TokenBook } from './tokens';

export interface BasketSettings {
  hostPlatform: string;
  hostPlatformFees: number;
  type: 0 | 1 | 2;
  depositFee: number;
  rebalanceInterval: number;
  rebalanceThreshold: number;
  slippage: number;
  lpOffsetThreshold: number;
  disableRebalance: 0 | 1;
  disableLp: 0 | 1;
}

export interface CompositionEntry {
  token: string;
  weight: number;
}

/** The basket token's name, symbol and uri as the creator last set them (whole). */
export interface BasketMetadata {
  name: string;
  symbol: string;
  uri: string;
}

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
  composition: CompositionEntry[];
  settings: BasketSettings;
  metadata: BasketMetadata;
  createdAt: number | null;
  signatures: { create: string; composition?: string; restructure?: string };
}

export interface DepositRecord {
  signature: string;
  basket: string;
  user: string;
  /** The deposit's buy state: ["buy", seed]; open until the keeper has minted. */
  buyState: string;
  /** USDC base units. */
  amount: bigint;
  status: 'pending' | 'settled' | 'complete';
  /** After settlement: USDC left to buy the composition with, and the composition it buys. */
  net?: bigint;
  minted?: bigint;
  plan?: CompositionEntry[];
  bought: Set<string>;
  at: number | null;
}

export interface WithdrawRecord {
  /** The sell state (the withdraw account): ["sell", seed]. */
  address: string;
  seed: string;
  basket: string;
  user: string;
  /** Basket token base units burned. */
  amount: bigint;
  status: 'pending' | 'ready' | 'claimed';
  escrows: Map<string, { account: string; amount: bigint }>;
  signature: string;
  at: number | null;
}

export interface EscrowRecord {
  address: string;
  kind: 'mint' | 'burn';
  basket: string;
  user: string;
  tokenMint: string;
  /** Mint: asset the user pays in; burn: basket tokens the user burns (base units). */
  amountIn: bigint;
  /** Mint: basket tokens in the escrow; burn: asset in the escrow (base units). */
  amountOut: bigint;
  status: 'open' | 'used' | 'closed';
  openedAt: number;
}

/**
 * A change a confirmed transaction made to the index: what the keeper, standing in for the Basket
 * program, then writes on chain (../keeper/program-accounts.ts).
 */
export type Applied =
  | { kind: 'basket-created'; basket: BasketRecord }
  /** Its status, settings, composition, holdings or supply may have changed. */
  | { kind: 'basket-changed'; basket: BasketRecord }
  | { kind: 'metadata-changed'; basket: BasketRecord }
  | { kind: 'deposit-opened'; deposit: DepositRecord }
  | { kind: 'deposit-settled'; deposit: DepositRecord }
  | { kind: 'withdraw-opened'; withdraw: WithdrawRecord }
  | { kind: 'withdraw-funded'; withdraw: WithdrawRecord }
  | { kind: 'withdraw-claimed'; withdraw: WithdrawRecord };

/**
 * The index's tables as the reading of program instructions (./program-index.ts) fills them;
 * `BasketIndex` (./state.ts) is one.
 */
export interface IndexTables {
  readonly baskets: Map<string, BasketRecord>;
  readonly deposits: Map<string, DepositRecord>;
  readonly withdrawals: Map<string, WithdrawRecord>;
  readonly tokens: TokenBook;
  rent(size: number): number;
  depositVault(basket: string): PublicKey;
}
