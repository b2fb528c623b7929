// A basket read from the chain, in the words the forms and pages use: the composition as mints and
// percent weights (the forms' unit), the settings the edit form shows, and per slot what it holds.
import type { CompositionEntry } from '../../api/schemas';
import type { BasketState, CompositionTarget } from '../../solana/basketsProgram/basketState';
import { basketSettings } from '../../solana/basketsProgram/basketSettings';
import { tokenById, type TokenList } from '../../solana/basketsProgram/tokenList';
import type { ChainToken } from '../../tokens/chain/fetchChainTokens';
import type { KnownBasketSettings } from './myBasketsStore';

const PERCENT_DECIMALS = 2;
const SCALE = 10 ** PERCENT_DECIMALS;

/**
 * Weights (the SDK sends target weights in parts of 1000) as percents of their sum, with two
 * decimals that add up to exactly 100: each share rounded down, the hundredths left over given to
 * the largest remainders first. All zero when nothing has weight. Their own sum, not the state's
 * `weightSum`, so that current weights (which an empty basket leaves at 0) read the same way.
 */
export function percentWeights(weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (w * 100 * SCALE) / total);
  const floors = exact.map(Math.floor);
  let left = 100 * SCALE - floors.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, i) => ({ i, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  return floors.map((units) => units / SCALE);
}

/** The composition as the forms take it: mints and percents; undefined if a token id is unknown. */
export function compositionFromChain(
  composition: readonly CompositionTarget[],
  list: TokenList,
): CompositionEntry[] | undefined {
  const targets = composition.filter((slot) => slot.targetWeight > 0);
  const percents = percentWeights(targets.map((slot) => slot.targetWeight));
  const entries: CompositionEntry[] = [];
  for (const [i, slot] of targets.entries()) {
    const token = tokenById(list, slot.tokenId);
    const weight = percents[i];
    if (!token || weight === undefined) return undefined;
    entries.push({ token: token.mint, weight });
  }
  return entries.length > 0 ? entries : undefined;
}

/** The settings the edit form shows, as the basket state holds them now. */
export function settingsFromChain(
  state: BasketState,
  composition: CompositionEntry[],
): KnownBasketSettings {
  const { type, ...settings } = basketSettings(state);
  return { ...settings, type: type ?? undefined, composition };
}

/** One slot of a basket, resolved: its mint (null when the token list lacks the id). */
export interface Holding {
  readonly tokenId: number;
  readonly mint: string | null;
  /** The token's decimals from the token list, when it names the token. */
  readonly decimals: number | null;
  /** Percent of the basket the creator asks for. */
  readonly targetPercent: number;
  /** Percent of the basket's value the slot holds now (the program's own figure). */
  readonly currentPercent: number;
  /** Base units held. */
  readonly amount: bigint;
}

/** Every slot the basket holds or targets, with target and current shares in percent. */
export function holdingsOf(state: BasketState, list: TokenList | null): Holding[] {
  const targets = percentWeights(state.composition.map((slot) => slot.targetWeight));
  const current = percentWeights(state.composition.map((slot) => slot.currentWeight));
  return state.composition.map((slot, i) => {
    const token = list ? tokenById(list, slot.tokenId) : null;
    return {
      tokenId: slot.tokenId,
      mint: token?.mint ?? null,
      decimals: token?.decimals ?? null,
      targetPercent: targets[i] ?? 0,
      currentPercent: current[i] ?? 0,
      amount: slot.amount,
    };
  });
}

/** A basket token's name and symbol from its metadata on the chain, blank text left out. */
export function chainTokenNames(token: ChainToken | undefined): { symbol?: string; name?: string } {
  const symbol = token?.metadata?.symbol.trim();
  const name = token?.metadata?.name.trim();
  return { symbol: symbol || undefined, name: name || undefined };
}
