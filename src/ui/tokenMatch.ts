// How a typed query matches tokens by symbol and name. The app's token fields match their list
// with it, and the sandbox's stand-in for Jupiter's search ranks its test tokens with it, so a
// query offline finds the tokens a field would, in the same order. Pure: the sandbox imports it.

/** What the rule reads of a token. */
export interface MatchedToken {
  symbol: string;
  name: string;
}

/**
 * How well `token` matches `query` (case-insensitive), lower is better: 0 its symbol, 1 the
 * symbol's start, 2 the name's start, 3 inside either; null for no match.
 */
export function matchRank(token: MatchedToken, query: string): number | null {
  const q = query.toLowerCase();
  const symbol = token.symbol.toLowerCase();
  const name = token.name.toLowerCase();
  if (symbol === q) return 0;
  if (symbol.startsWith(q)) return 1;
  if (name.startsWith(q)) return 2;
  if (symbol.includes(q) || name.includes(q)) return 3;
  return null;
}

/** The items `rank` matches (not null), best first; equal ranks keep their order. */
export function bestMatches<T>(items: readonly T[], rank: (item: T) => number | null): T[] {
  return items
    .map((item) => ({ item, rank: rank(item) }))
    .filter((m): m is { item: T; rank: number } => m.rank !== null)
    .sort((a, b) => a.rank - b.rank)
    .map((m) => m.item);
}
