/** Pure helpers behind the composition editor: totals, even split, fill to 100, duplicates. */
import { WEIGHT_TOTAL } from '../api/schemas';

export interface CompositionRow {
  /** Mint address (base58); '' while none is chosen. */
  token: string;
  /**
   * Target weight in percent; null while the field is empty, NaN while its text is not a number
   * (the field keeps the text and says why; the composition schema refuses NaN).
   */
  weight: number | null;
}

/** Rounds away float noise (33.3 + 33.3 + 33.4 = 99.99999999999999) at a millionth of a percent. */
export function roundWeight(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

export function compositionTotal(rows: readonly CompositionRow[]): number {
  return roundWeight(
    rows.reduce(
      (sum, row) => sum + (row.weight !== null && Number.isFinite(row.weight) ? row.weight : 0),
      0,
    ),
  );
}

/**
 * Whole-number weights for `count` rows that add up to 100. The remainder goes one point each to
 * the first rows, so the result is the same every time: 3 → [34, 33, 33].
 */
export function splitEvenly(count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(WEIGHT_TOTAL / count);
  const remainder = WEIGHT_TOTAL - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < remainder ? 1 : 0));
}

/**
 * The weight row `index` needs for the total to be exactly 100, or null when the other rows already
 * reach 100 (no positive weight would do).
 */
export function weightToFill(rows: readonly CompositionRow[], index: number): number | null {
  const others = compositionTotal(rows.filter((_, i) => i !== index));
  const needed = roundWeight(WEIGHT_TOTAL - others);
  return needed > 0 ? needed : null;
}

/** For each row whose token already appears in an earlier row: row index → earlier row index. */
export function duplicateRows(rows: readonly CompositionRow[]): Map<number, number> {
  const firstSeen = new Map<string, number>();
  const duplicates = new Map<number, number>();
  rows.forEach((row, i) => {
    const token = row.token.trim();
    if (token === '') return;
    const first = firstSeen.get(token);
    if (first === undefined) firstSeen.set(token, i);
    else duplicates.set(i, first);
  });
  return duplicates;
}

/** "Total 100%", "Total 85% — 15% left", "Total 120% — 20% over". */
export function describeTotal(total: number, format: (percent: number) => string): string {
  const diff = roundWeight(WEIGHT_TOTAL - total);
  if (diff === 0) return `Total ${format(total)}`;
  return diff > 0
    ? `Total ${format(total)} — ${format(diff)} left`
    : `Total ${format(total)} — ${format(-diff)} over`;
}
