// Explore's list logic, pure: search, sort and paging over every basket's summary, so that a
// mainnet-size list (thousands) is filtered in memory and only a page of rows is rendered.
import type { BasketSummary, CompositionTarget } from '../../solana/basketsProgram/basketState';
import type { Keyed } from '../../solana/basketsProgram/queries';

/** Rows rendered at first, and added by each "Show more". */
export const PAGE_SIZE = 50;

/** Sorts of the whole list. */
export type ListSortKey = 'name' | 'symbol' | 'supply';
/**
 * Sorts by a figure: value held and returns need prices, read for the rows shown only (a
 * mainnet-size list is not priced whole), so they order the rows shown, the list staying by name.
 */
export type FigureSortKey = 'valueHeld' | 'return1' | 'return7' | 'return30';
export type SortKey = ListSortKey | FigureSortKey;

export const SORT_LABELS: Record<SortKey, string> = {
  name: 'Name (A–Z)',
  symbol: 'Symbol (A–Z)',
  supply: 'Supply (largest first)',
  valueHeld: 'Value held (rows shown, largest first)',
  return1: '24-hour return (rows shown, highest first)',
  return7: '7-day return (rows shown, highest first)',
  return30: '30-day return (rows shown, highest first)',
};

export function isFigureSort(key: SortKey): key is FigureSortKey {
  return key === 'valueHeld' || key.startsWith('return');
}

/**
 * Rows by a figure, largest first; rows whose figure is unknown last, in their order. `figure`
 * gives undefined for unknown.
 */
export function sortByFigure<T extends { address: string }>(
  rows: readonly T[],
  figure: (row: T) => number | undefined,
): T[] {
  return rows
    .map((row, index) => ({ row, index, value: figure(row) }))
    .sort((a, b) => {
      if (a.value === undefined || b.value === undefined) {
        return a.value === b.value ? a.index - b.index : a.value === undefined ? 1 : -1;
      }
      return b.value - a.value || a.index - b.index;
    })
    .map(({ row }) => row);
}

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
      case 'symbol':
      case 'valueHeld':
      case 'return1':
      case 'return7':
      case 'return30': {
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
