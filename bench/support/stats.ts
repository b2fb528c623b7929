/** Median of a non-empty list (mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function max(values: readonly number[]): number {
  if (values.length === 0) throw new Error('max of an empty list');
  return Math.max(...values);
}

export interface Summary {
  runs: number;
  median: number;
  max: number;
}

export function summarize(values: readonly number[]): Summary {
  return { runs: values.length, median: median(values), max: max(values) };
}
