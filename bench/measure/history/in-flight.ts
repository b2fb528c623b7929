// The node's share of a history read: how long the page had a JSON-RPC request out.

/** How long at least one of `spans` was open between `from` and `to` (their union, clipped). */
export function inFlightWithin(
  spans: readonly { start: number; end: number }[],
  from: number,
  to: number,
): number {
  const clipped = spans
    .map((s) => ({ start: Math.max(s.start, from), end: Math.min(s.end, to) }))
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start);
  let total = 0;
  let openUntil = -Infinity;
  for (const { start, end } of clipped) {
    if (end <= openUntil) continue;
    total += end - Math.max(start, openUntil);
    openUntil = end;
  }
  return total;
}
