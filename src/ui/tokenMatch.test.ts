import { describe, expect, it } from 'vitest';
import { bestMatches, matchRank } from './tokenMatch';

const tokens = [
  { symbol: 'mSOL', name: 'Marinade staked SOL' },
  { symbol: 'SOL', name: 'Wrapped SOL' },
  { symbol: 'JUP', name: 'Jupiter' },
  { symbol: 'SOLID', name: 'Solid' },
];

describe('tokenMatch', () => {
  it('ranks the symbol, then its start, then the name’s start, then inside either', () => {
    expect(tokens.map((t) => matchRank(t, 'sol'))).toEqual([3, 0, null, 1]);
    expect(matchRank({ symbol: 'JUP', name: 'Jupiter' }, 'JUPI')).toBe(2);
  });

  it('keeps the matches best first, equal ranks in their order', () => {
    expect(bestMatches(tokens, (t) => matchRank(t, 'sol')).map((t) => t.symbol)).toEqual([
      'SOL',
      'SOLID',
      'mSOL',
    ]);
    expect(bestMatches(tokens, (t) => matchRank(t, 'nothing'))).toEqual([]);
  });
});
