// Explore's figures for the rows in view only: value held (each basket's holdings, as its state
// account records them, at Jupiter's prices now) and the 24 h, 7 d and 30 d return of those holdings
// at past prices (docs/price-history.md, "Explore"). Full states are read for the rows shown, one
// request per page; past prices for their tokens, one request per range; all cached.
import { useMemo } from 'react';
import { usePriceHistories, type PriceHistories } from '../../priceHistory/queries';
import { priceNear } from '../../priceHistory/series';
import { windowCovering, DAY, type HistoryWindow } from '../../priceHistory/windows';
import { accountAddress, type AccountAddress } from '../../solana/address';
import type { BasketState } from '../../solana/basketsProgram/basketState';
import { useBasketPage } from '../../solana/basketsProgram/hooks';
import type { TokenList } from '../../solana/basketsProgram/tokenList';
import { useUsdPriceReads } from '../../tokens/queries';
import type { ExploreRow } from './exploreList';

export const RETURN_DAYS = [1, 7, 30] as const;
export type ReturnDays = (typeof RETURN_DAYS)[number];

/** Each figure: a number, null when it cannot be known, missing while what it needs is being read. */
export interface RowFigures {
  /** USD at Jupiter's prices now; null when a held token has no price. */
  valueHeld?: number | null;
  /** By days: the holdings' change at past prices; null when unknown. */
  returns: Partial<Record<ReturnDays, number | null>>;
}

type Holding = { mint: string; amount: number };

function holdingsOf(state: BasketState, list: TokenList): Holding[] | null {
  const held: Holding[] = [];
  for (const slot of state.composition) {
    if (slot.amount === 0n) continue;
    const token = list.tokens[slot.tokenId];
    if (!token) return null;
    held.push({ mint: token.mint, amount: Number(slot.amount) / 10 ** token.decimals });
  }
  return held;
}

/** Σ amount × price, or undefined when a price is missing. */
function valued(held: readonly Holding[], price: (mint: string) => number | undefined) {
  let total = 0;
  for (const h of held) {
    const p = price(h.mint);
    if (p === undefined) return undefined;
    total += h.amount * p;
  }
  return total;
}

export function holdingsReturn(
  held: readonly Holding[],
  histories: PriceHistories,
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

const NOW = () => Date.now() / 1000;

export function useExploreFigures(
  rows: readonly ExploreRow[],
  list: TokenList | null,
): ReadonlyMap<string, RowFigures> {
  const addresses = useMemo(
    () => rows.flatMap((row) => accountAddress(row.address) ?? []) as AccountAddress[],
    [rows],
  );
  const states = useBasketPage(addresses);
  const held = useMemo(() => {
    const byAddress = new Map<string, Holding[]>();
    if (!list || !states.data) return byAddress;
    states.data.forEach((decoded, i) => {
      const address = addresses[i]?.toBase58();
      const holdings = decoded?.ok ? holdingsOf(decoded.value, list) : null;
      if (address && holdings) byAddress.set(address, holdings);
    });
    return byAddress;
  }, [states.data, list, addresses]);
  const mints = useMemo(
    () => [...new Set([...held.values()].flatMap((h) => h.map((x) => x.mint)))],
    [held],
  );
  const { prices, reading: readingPrices } = useUsdPriceReads(mints);
  const windows = useMemo(() => {
    const now = NOW();
    return RETURN_DAYS.map((days) => windowCovering(days * DAY, now));
  }, []);
  const day = usePriceHistories(mints, windows[0] ?? null);
  const week = usePriceHistories(mints, windows[1] ?? null);
  const month = usePriceHistories(mints, windows[2] ?? null);
  return useMemo(() => {
    const figures = new Map<string, RowFigures>();
    const byRange = [day, week, month];
    for (const [address, holdings] of held) {
      const returns: RowFigures['returns'] = {};
      RETURN_DAYS.forEach((days, i) => {
        const histories = byRange[i];
        const window = windows[i];
        // Still being read: no figure yet ("…"), not an unknown one.
        if (!histories || !window || histories.reading) return;
        returns[days] = histories.complete
          ? (holdingsReturn(holdings, histories, window) ?? null)
          : null;
      });
      const value = valued(holdings, (m) => prices.get(m));
      figures.set(address, { valueHeld: value ?? (readingPrices ? undefined : null), returns });
    }
    return figures;
  }, [held, prices, readingPrices, day, week, month, windows]);
}
