// Explore's figures for the rows in view only: value held (each basket's holdings, as its state
// account records them, at Jupiter's prices now) and the 24 h, 7 d and 30 d return of those holdings
// at past prices (docs/price-history.md, "Explore"). Full states are read for the rows shown, one
// request per page; past prices for their tokens, one request per range; all cached.
import { useMemo } from 'react';
import { usePriceHistories } from '../../priceHistory/queries';
import { windowCovering, DAY } from '../../priceHistory/windows';
import { accountAddress, type AccountAddress } from '../../solana/address';
import { useBasketPage } from '../../solana/basketsProgram/hooks';
import type { TokenList } from '../../solana/basketsProgram/tokenList';
import { useUsdPriceReads } from '../../tokens/queries';
import type { ExploreRow } from './exploreList';
import { heldOf, holdingsReturn, valued, type HeldAmount } from './holdingsReturn';

export const RETURN_DAYS = [1, 7, 30] as const;
export type ReturnDays = (typeof RETURN_DAYS)[number];

/** Each figure: a number, null when it cannot be known, missing while what it needs is being read. */
export interface RowFigures {
  /** USD at Jupiter's prices now; null when a held token has no price. */
  valueHeld?: number | null;
  /** By days: the holdings' change at past prices; null when unknown. */
  returns: Partial<Record<ReturnDays, number | null>>;
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
    const byAddress = new Map<string, HeldAmount[]>();
    if (!list || !states.data) return byAddress;
    states.data.forEach((decoded, i) => {
      const address = addresses[i]?.toBase58();
      const holdings = decoded?.ok ? heldOf(decoded.value, list) : null;
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
