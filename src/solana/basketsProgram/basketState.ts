// The baskets program's `fundState` account in app terms: a basket, or a sell state (the same
// layout; `sellState` is 0 for a basket). Addresses are base58 strings, token amounts bigint base
// units, and bps / seconds / weights / counts plain numbers.
import { DecodeFailure, decodeWith, type Decoded } from './errors';
import {
  lengthPrefixedText,
  requireDiscriminator,
  requireFields,
  requireSize,
  u64Count,
  u64Flag,
  u64Number,
  u8Flag,
} from './fields';
import { BASKET_STATE, COMPOSITION_SLOTS, type Field } from './layout';
import { AccountReader, type Segment } from './reader';

/** The basket's type as stored: 0 Immutable, 1 Mutable, 2 Permissioned (docs/api.md §2.1). */
export type BasketType = 0 | 1 | 2;

const F = BASKET_STATE.fields;

/** One slot of the composition, as listed. */
export interface CompositionTarget {
  /** Index into the service's token list account (tokenList.ts resolves it to a mint). */
  readonly tokenId: number;
  /** Target weight; the share is targetWeight / weightSum. */
  readonly targetWeight: number;
}

/** One slot of the composition, in full. */
export interface CompositionSlot extends CompositionTarget {
  /** Held amount in the token's base units; in a sell state, what the user can claim. */
  readonly amount: bigint;
  readonly currentWeight: number;
  /** Unix seconds. */
  readonly lastRebalanceTime: number;
}

/** The fields a list of baskets shows, read from two small dataSlices of each account. */
export interface BasketSummary {
  /** The creator (in a sell state: the withdrawing user). */
  readonly manager: string;
  /** The basket token mint. */
  readonly fundToken: string;
  /** Deposit fee, bps. */
  readonly managerFee: number;
  readonly supplyOutstanding: bigint;
  /** The raw type value. */
  readonly activelyManaged: number;
  /**
   * 0 Immutable, 1 Mutable, 2 Permissioned, or null for a value the app does not know.
   * Inference: createBasket's `basketType` argument is stored in `activelyManaged`, and the SDK
   * lets the manager force a rebalance only when it is 1 (index.ts).
   */
  readonly basketType: BasketType | null;
  /** 0 for a basket; non-zero for a sell state (1 while it is open). */
  readonly sellState: number;
  readonly hostPubkey: string;
  /** Host platform fee, bps. */
  readonly hostFee: number;
  readonly composition: readonly CompositionTarget[];
  readonly weightSum: number;
  readonly symbol: string;
  readonly name: string;
}

export interface BasketState extends BasketSummary {
  readonly version: number;
  readonly activeBuyStates: number;
  readonly rebalanceSellState: number;
  readonly composition: readonly CompositionSlot[];
  readonly fundWorth: bigint;
  /** Unix seconds. */
  readonly lastUpdateTime: number;
  /** Seconds. */
  readonly rebalanceInterval: number;
  /** Bps. */
  readonly rebalanceThreshold: number;
  /** Bps. */
  readonly rebalanceSlippage: number;
  /** Bps. */
  readonly lpOffsetThreshold: number;
  readonly disableRebalance: boolean;
  readonly disableLp: boolean;
  readonly allowMultiAssetContribution: boolean;
  readonly uri: string;
  readonly feeDelegate: string;
}

/** A sell state is a fundState whose composition holds what the withdrawing user can claim. */
export type SellState = BasketState;

/** The fields BasketSummary reads; queries.ts turns them into dataSlices. */
export const SUMMARY_FIELDS: readonly Field[] = [
  F.discriminator,
  F.manager,
  F.fundToken,
  F.managerFee,
  F.supplyOutstanding,
  F.activelyManaged,
  F.sellState,
  F.hostPubkey,
  F.hostFee,
  F.numOfTokens,
  F.currentCompToken,
  F.targetWeight,
  F.weightSum,
  F.symbolLength,
  F.symbol,
  F.nameLength,
  F.name,
];

const basketTypeOf = (value: number): BasketType | null =>
  value === 0 || value === 1 || value === 2 ? value : null;

function readSummary(reader: AccountReader): BasketSummary {
  requireFields(reader, SUMMARY_FIELDS);
  requireDiscriminator(reader, F.discriminator, 'basketState');
  const count = u64Count(reader, F.numOfTokens, COMPOSITION_SLOTS);
  const activelyManaged = u64Number(reader, F.activelyManaged);
  return {
    manager: reader.pubkey(F.manager),
    fundToken: reader.pubkey(F.fundToken),
    managerFee: u64Number(reader, F.managerFee),
    supplyOutstanding: reader.u64(F.supplyOutstanding),
    activelyManaged,
    basketType: basketTypeOf(activelyManaged),
    sellState: u64Number(reader, F.sellState),
    hostPubkey: reader.pubkey(F.hostPubkey),
    hostFee: u64Number(reader, F.hostFee),
    composition: Array.from({ length: count }, (_, i) => ({
      tokenId: u64Number(reader, F.currentCompToken, i),
      targetWeight: u64Number(reader, F.targetWeight, i),
    })),
    weightSum: u64Number(reader, F.weightSum),
    symbol: lengthPrefixedText(reader, F.symbolLength, F.symbol),
    name: lengthPrefixedText(reader, F.nameLength, F.name),
  };
}

function readState(data: Uint8Array): BasketState {
  requireSize(data, BASKET_STATE.size);
  const reader = AccountReader.whole(data);
  const summary = readSummary(reader);
  return {
    ...summary,
    version: u64Number(reader, F.version),
    activeBuyStates: u64Number(reader, F.activeBuyStates),
    rebalanceSellState: u64Number(reader, F.rebalanceSellState),
    composition: summary.composition.map((target, i) => ({
      ...target,
      amount: reader.u64(F.currentCompAmount, i),
      currentWeight: u64Number(reader, F.currentWeight, i),
      lastRebalanceTime: u64Number(reader, F.lastRebalanceTime, i),
    })),
    fundWorth: reader.u64(F.fundWorth),
    lastUpdateTime: u64Number(reader, F.lastUpdateTime),
    rebalanceInterval: u64Number(reader, F.rebalanceInterval),
    rebalanceThreshold: u64Number(reader, F.rebalanceThreshold),
    rebalanceSlippage: u64Number(reader, F.rebalanceSlippage),
    lpOffsetThreshold: u64Number(reader, F.lpOffsetThreshold),
    disableRebalance: u64Flag(reader, F.disableRebalance),
    disableLp: u64Flag(reader, F.disableLp),
    allowMultiAssetContribution: u8Flag(reader, F.allowMultiAssetContribution),
    uri: lengthPrefixedText(reader, F.uriLength, F.uri),
    feeDelegate: reader.pubkey(F.feeDelegate),
  };
}

/** Any fundState account: a basket or a sell state. */
export function decodeBasketState(data: Uint8Array): Decoded<BasketState> {
  return decodeWith(() => readState(data));
}

/** A basket: a fundState whose `sellState` is 0. */
export function decodeBasket(data: Uint8Array): Decoded<BasketState> {
  return decodeWith(() => {
    const state = readState(data);
    if (state.sellState !== 0) {
      throw new DecodeFailure({ kind: 'wrong-kind', expected: 'basket', actual: 'sell state' });
    }
    return state;
  });
}

/** A sell state: a fundState whose `sellState` is not 0. */
export function decodeSellState(data: Uint8Array): Decoded<SellState> {
  return decodeWith(() => {
    const state = readState(data);
    if (state.sellState === 0) {
      throw new DecodeFailure({ kind: 'wrong-kind', expected: 'sell state', actual: 'basket' });
    }
    return state;
  });
}

/** A list entry from the dataSlices of one account (see SUMMARY_FIELDS). */
export function decodeBasketSummary(segments: readonly Segment[]): Decoded<BasketSummary> {
  return decodeWith(() => readSummary(new AccountReader(segments)));
}
