// The Basket program's accounts as the sandbox's model fills them: a basket state from the index's
// record and what the basket holds now, a sell state for a withdrawal, a buy state for a deposit.
// Pure: ./program-accounts.ts reads the chain and writes the results.
import { PublicKey } from '@solana/web3.js';
import type { BasketState, CompositionSlot } from '../../src/solana/basketsProgram/basketState';
import type { BuySlot, BuyState } from '../../src/solana/basketsProgram/buyState';
import {
  COMPOSITION_SLOTS,
  NAME_CAPACITY,
  SYMBOL_CAPACITY,
} from '../../src/solana/basketsProgram/layout';
import { fitUtf8 } from '../program/text';
import type { SandboxToken, TokenBook } from '../model/tokens';
import { BASKET_TOKEN_PROGRAM_ID, ata } from '../model/addresses';
import type { BasketRecord, DepositRecord, WithdrawRecord } from '../model/state';
import type { BasketPosition } from './holdings';
import { splitByWeight, splitDeposit, USDC_UNITS_PER_DOLLAR } from './nav';

export type StateFields = Omit<BasketState, 'basketType'>;

/** The layout's uri length is a u8: at most 255 bytes of the uri fit the state. */
const STATE_URI_BYTES = 255;
const VERSION = 1;
const PARTS = 1000;

/**
 * Target weights as the SDK sends them: each weight's share of the sum in parts of 1000, rounded
 * down (baskets-sdk 0.0.45 instructionsBuilder.ts buildCreateBasketIx `totalWeight`).
 */
export function targetParts(weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (sum > 0 ? Math.floor((w * PARTS) / sum) : 0));
}

const valueOf = (token: SandboxToken, amount: bigint) =>
  (Number(amount) / 10 ** token.decimals) * token.price * USDC_UNITS_PER_DOLLAR;

interface Holding {
  token: SandboxToken;
  amount: bigint;
  target: number;
}

/**
 * Slots: the composition's tokens in order, then any other token still held (after an edit,
 * before the rebalance) with target 0. `currentWeight` is each slot's share of the value, in the
 * units of `weightSum` (an inference: the SDK does not read it from the account).
 */
function slotsOf(holdings: Holding[], weightSum: number, now: number): CompositionSlot[] {
  const total = holdings.reduce((sum, h) => sum + valueOf(h.token, h.amount), 0);
  return holdings.slice(0, COMPOSITION_SLOTS).map((h) => ({
    tokenId: h.token.id,
    amount: h.amount,
    targetWeight: h.target,
    currentWeight: total > 0 ? Math.round((valueOf(h.token, h.amount) * weightSum) / total) : 0,
    lastRebalanceTime: h.amount > 0n ? now : 0,
  }));
}

export interface BasketNow {
  record: BasketRecord;
  position: BasketPosition;
  /** The basket token's supply (base units). */
  supply: bigint;
  openBuyStates: number;
  /** Unix seconds. */
  now: number;
}

/** A basket state (`sellState` 0) from the index's record and what the basket holds now. */
export function basketStateOf(tokens: TokenBook, n: BasketNow): StateFields {
  const { record: b, position } = n;
  const parts = targetParts(b.composition.map((e) => e.weight));
  const weightSum = parts.reduce((a, p) => a + p, 0);
  const held = new Map(position.holdings.map((h) => [h.token.mint.toBase58(), h.owned]));
  const holdings: Holding[] = b.composition.map((e, i) => ({
    token: tokens.must(e.token),
    amount: held.get(e.token) ?? 0n,
    target: parts[i] ?? 0,
  }));
  for (const h of position.holdings) {
    const mint = h.token.mint.toBase58();
    if (h.owned > 0n && !b.composition.some((e) => e.token === mint)) {
      holdings.push({ token: h.token, amount: h.owned, target: 0 });
    }
  }
  return {
    version: VERSION,
    manager: b.creator,
    fundToken: b.mint,
    managerFee: b.settings.depositFee,
    supplyOutstanding: n.supply,
    activelyManaged: b.settings.type,
    activeBuyStates: n.openBuyStates,
    sellState: 0,
    rebalanceSellState: 0,
    hostPubkey: b.settings.hostPlatform,
    hostFee: b.settings.hostPlatformFees,
    composition: slotsOf(holdings, weightSum, n.now),
    weightSum,
    fundWorth: BigInt(Math.floor(position.value)),
    lastUpdateTime: n.now,
    rebalanceInterval: b.settings.rebalanceInterval,
    rebalanceThreshold: b.settings.rebalanceThreshold,
    rebalanceSlippage: b.settings.slippage,
    lpOffsetThreshold: b.settings.lpOffsetThreshold,
    disableRebalance: b.settings.disableRebalance === 1,
    disableLp: b.settings.disableLp === 1,
    allowMultiAssetContribution: false,
    symbol: fitUtf8(b.metadata.symbol, SYMBOL_CAPACITY),
    name: fitUtf8(b.metadata.name, NAME_CAPACITY),
    uri: fitUtf8(b.metadata.uri, STATE_URI_BYTES),
    // The SDK defaults the fee delegate to the manager (instructionsBuilder.ts buildCreateBasketIx).
    feeDelegate: b.creator,
  };
}

/**
 * A sell state: the basket's fundState fields, with `manager` = the withdrawing user,
 * `sellState` = 1 (what the SDK's filter looks for: memcmp 112 "Ahg1opVcGX", u64 1),
 * `supplyOutstanding` = the basket tokens burned, and as composition what the user can claim (the
 * basket's tokens at 0 until the keeper has moved the assets). That the program copies the
 * basket's other fields is an inference; the SDK reads only manager and the composition
 * (instructionsBuilder.ts buildClaimTokensFromSellStateIxs).
 */
export function sellStateOf(
  tokens: TokenBook,
  basket: StateFields,
  w: WithdrawRecord,
  now: number,
): StateFields {
  const funded = [...w.escrows.entries()].map(([mint, e]) => ({
    token: tokens.must(mint),
    amount: e.amount,
    target: 0,
  }));
  const holdings: Holding[] =
    funded.length > 0
      ? funded
      : basket.composition.flatMap((slot) => {
          const token = tokens.byId(slot.tokenId);
          return token ? [{ token, amount: 0n, target: slot.targetWeight }] : [];
        });
  const composition = slotsOf(holdings, basket.weightSum, now);
  return {
    ...basket,
    manager: w.user,
    sellState: 1,
    supplyOutstanding: w.amount,
    activeBuyStates: 0,
    composition,
    fundWorth: BigInt(Math.floor(holdings.reduce((s, h) => s + valueOf(h.token, h.amount), 0))),
    lastUpdateTime: now,
  };
}

/**
 * A buy state: the deposit's USDC, and per slot what the keeper will spend on each token (the
 * deposit less fees, split by weight). Slot 0 is USDC, as the SDK reads it (buyState.ts claims
 * slot 0 always); the composition's other tokens follow.
 */
export function buyStateOf(tokens: TokenBook, b: BasketRecord, d: DepositRecord): BuyState {
  const { net } = splitDeposit(d.amount, b.settings.depositFee, b.settings.hostPlatformFees);
  const shares = splitByWeight(
    net,
    b.composition.map((e) => e.weight),
  );
  const usdc = tokens.byId(0);
  const spend = new Map(b.composition.map((e, i) => [e.token, shares[i] ?? 0n]));
  const usdcMint = usdc?.mint.toBase58() ?? '';
  const slots: BuySlot[] = [
    { tokenId: 0, amountToSpend: spend.get(usdcMint) ?? 0n, amountBought: 0n },
    ...b.composition
      .filter((e) => e.token !== usdcMint)
      .map((e) => ({
        tokenId: tokens.must(e.token).id,
        amountToSpend: spend.get(e.token) ?? 0n,
        amountBought: 0n,
      })),
  ];
  return {
    fund: b.address,
    buyer: d.user,
    fundManager: b.creator,
    hostPlatform: b.settings.hostPlatform,
    buyerFundTokenAccount: ata(
      new PublicKey(d.user),
      new PublicKey(b.mint),
      BASKET_TOKEN_PROGRAM_ID,
    ).toBase58(),
    usdcContributed: d.amount,
    usdcLeft: d.amount,
    slots,
    creationTimestamp: d.at ?? 0,
    contributedValue: d.amount,
  };
}
