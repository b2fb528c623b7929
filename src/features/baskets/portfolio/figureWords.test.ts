import { describe, expect, it } from 'vitest';
import { figureWords, percentWords, profitWithShareWords, profitWords } from './figureWords';

describe('a position’s figures in words', () => {
  it('says a known figure in dollars (as formatUsd), a profit with its sign, a percentage with two decimals', () => {
    expect(figureWords({ known: true, usd: 1234.5 })).toBe('$1,234.50');
    expect(profitWords({ known: true, usd: -0.7 })).toBe('−$0.70');
    expect(profitWords({ known: true, usd: 3.2 })).toBe('+$3.20');
    expect(percentWords({ known: true, usd: -0.7 })).toBe('−0.70\u00a0%');
    expect(percentWords({ known: true, usd: 12 })).toBe('+12.00\u00a0%');
  });

  it.each([
    [
      { known: false, why: 'no price for the basket token today', reading: false } as const,
      'Unknown: no price for the basket token today',
    ],
    [
      { known: false, why: 'today’s prices are still being read', reading: true } as const,
      'Reading…',
    ],
  ])(
    'says why a figure is not known, or that it is being read, whichever way it is shown',
    (figure, words) => {
      for (const toWords of [figureWords, profitWords, percentWords])
        expect(toWords(figure)).toBe(words);
    },
  );

  it('says a profit with its share of what was put in, or alone when the share is not known', () => {
    const loss = { known: true, usd: -0.7 } as const;
    expect(profitWithShareWords(loss, { known: true, usd: -0.7 })).toBe('−$0.70 (−0.70\u00a0%)');
    expect(
      profitWithShareWords(loss, { known: false, why: 'nothing was put in', reading: false }),
    ).toBe('−$0.70');
  });
});
