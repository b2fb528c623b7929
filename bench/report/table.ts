import type { Summary } from '../support/stats';

/** Left-aligned columns, the first row a header underlined. */
export function table(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => (row[col] ?? '').length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, col) => cell.padEnd(widths[col]!))
      .join('  ')
      .trimEnd();
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)];
}

/** A summary's median and worst, in milliseconds, as two cells. */
export const msCells = (s: Summary): string[] => [
  `${s.median.toFixed(1)} ms`,
  `${s.max.toFixed(1)} ms`,
];
