// Explore's list logic, pure: search, sort and paging over every basket's summary, so that a
// mainnet-size list (thousands) is filtered in memory and only a page of rows is rendered.
import type { BasketSummary, CompositionTarget } from '../../solana/basketsProgram/basketState';
import type { Keyed } from '../../solana/basketsProgram/queries';

/** Rows rendered at first, and added by each "Show more". */
export const PAGE_SIZE = 50;

/**
 * Value is not a sort key: it needs a price per basket token, read only for the rows shown (a
 * mainnet-size list is not priced whole).
 */
export type SortKey = 'name' | 'symbol' | 'supply';

export const SORT_LABELS: Record<SortKey, string> = {
  name: 'Name (A–Z)',
  symbol: 'Symbol (A–Z)',
  supply: 'Supply (largest first)',
};

export interface ExploreRow {
  readonly address: string;
  readonly mint: string;
  readonly creator: string;
  readonly name: string;
  readonly symbol: string;
  /** The composition's slots with a target weight, in the state's order. */
  readonly targets: readonly CompositionTarget[];
  /** Basket tokens outstanding, base units. */
  readonly supply: bigint;
}

export function exploreRows(baskets: readonly Keyed<BasketSummary>[]): ExploreRow[] {
  return baskets.map(({ address, account }) => ({
    address,
    mint: account.fundToken,
    creator: account.manager,
    name: account.name,
    symbol: account.symbol,
    targets: account.composition
      .filter((slot) => slot.targetWeight > 0)
      .map(({ tokenId, targetWeight }) => ({ tokenId, targetWeight })),
    supply: account.supplyOutstanding,
  }));
}

/**
 * Rows whose name or symbol contains the query (any case), or whose basket, token mint or creator
 * address starts with it. An empty query keeps every row.
 */
export function filterRows(rows: readonly ExploreRow[], query: string): readonly ExploreRow[] {
  const text = query.trim();
  if (!text) return rows;
  const lower = text.toLowerCase();
  return rows.filter(
    (row) =>
      row.name.toLowerCase().includes(lower) ||
      row.symbol.toLowerCase().includes(lower) ||
      row.address.startsWith(text) ||
      row.mint.startsWith(text) ||
      row.creator.startsWith(text),
  );
}

// One collator for every comparison: localeCompare with options builds one per call, which over a
// mainnet-size sort (tens of thousands of comparisons) is a long task of its own.
const byText = new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare;

/** Sorted copy. Text sorts put unnamed baskets last. Ties keep address order, so pages stay put. */
export function sortRows(rows: readonly ExploreRow[], key: SortKey): ExploreRow[] {
  const tie = (a: ExploreRow, b: ExploreRow) => byText(a.address, b.address);
  const textOf = (row: ExploreRow) => (key === 'symbol' ? row.symbol : row.name);
  return [...rows].sort((a, b) => {
    switch (key) {
      case 'name':
      case 'symbol': {
        const [x, y] = [textOf(a), textOf(b)];
        if (!x !== !y) return x ? -1 : 1;
        return byText(x, y) || tie(a, b);
      }
      case 'supply':
        return a.supply === b.supply ? tie(a, b) : a.supply > b.supply ? -1 : 1;
    }
  });
}

/** The rows to render: the first `pages` pages. */
export function visibleRows<T>(rows: readonly T[], pages: number): readonly T[] {
  return rows.slice(0, Math.max(1, pages) * PAGE_SIZE);
}
