// A basket's holdings (as its state account records them) valued at a price, and their return
// between two times at past prices: Explore's figures, the creator page's and the Action's
// (docs/price-history.md, "Explore"). Pure: no React, no fetching.
import type { PricePoint } from '../../priceHistory/schemas';
import { priceNear } from '../../priceHistory/series';
import type { HistoryWindow } from '../../priceHistory/windows';
import type { BasketState } from '../../solana/basketsProgram/basketState';
import type { TokenList } from '../../solana/basketsProgram/tokenList';

/** A token held, in whole units. */
export interface HeldAmount {
  readonly mint: string;
  readonly amount: number;
}

export function heldOf(state: BasketState, list: TokenList): HeldAmount[] | null {
  const held: HeldAmount[] = [];
  for (const slot of state.composition) {
    if (slot.amount === 0n) continue;
    const token = list.tokens[slot.tokenId];
    if (!token) return null;
    held.push({ mint: token.mint, amount: Number(slot.amount) / 10 ** token.decimals });
  }
  return held;
}

/** Σ amount × price, or undefined when a price is missing. */
export function valued(held: readonly HeldAmount[], price: (mint: string) => number | undefined) {
  let total = 0;
  for (const h of held) {
    const p = price(h.mint);
    if (p === undefined) return undefined;
    total += h.amount * p;
  }
  return total;
}

export function holdingsReturn(
  held: readonly HeldAmount[],
  histories: { readonly byMint: ReadonlyMap<string, readonly PricePoint[]> },
  window: HistoryWindow,
): number | undefined {
  const end = window.start + (window.span - 1) * window.period;
  const at = (time: number) => (mint: string) => {
    const points = histories.byMint.get(mint);
    return points ? priceNear(points, time, window.period / 2) : undefined;
  };
  const then = valued(held, at(window.start));
  const now = valued(held, at(end));
  return then && now !== undefined ? now / then - 1 : undefined;
}
