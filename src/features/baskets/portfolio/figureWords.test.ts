import { describe, expect, it } from 'vitest';
import {
  figureWords,
  percentWords,
  profitWithShareWords,
  profitWords,
  worthPartsWords,
} from './figureWords';
import type { Figure, TotalFigures } from './positions';

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

describe('what "Worth now" is made of', () => {
  const usd = (n: number): Figure => ({ known: true, usd: n });
  const totals = (
    parts: Pick<TotalFigures, 'valueNow' | 'pending' | 'unclaimed'>,
  ): TotalFigures => ({
    ...parts,
    putIn: usd(100),
    takenOut: usd(0),
    worthNow: usd(0),
    profit: usd(0),
    profitPercent: usd(0),
  });

  it('says nothing when nothing is pending or unclaimed: the figure is the tokens’ value', () => {
    expect(
      worthPartsWords(totals({ valueNow: usd(89.3), pending: usd(0), unclaimed: usd(0) })),
    ).toBe(null);
  });

  it('names each part that is not zero, in the table’s order', () => {
    expect(
      worthPartsWords(totals({ valueNow: usd(89.3), pending: usd(0), unclaimed: usd(10) })),
    ).toBe('basket tokens $89.30 + unclaimed $10.00');
    expect(worthPartsWords(totals({ valueNow: usd(0), pending: usd(20), unclaimed: usd(0) }))).toBe(
      'pending deposits $20.00',
    );
  });

  it('says which part is not known, or still being read', () => {
    const noPrice = { known: false, why: 'no price for JUP today', reading: false } as const;
    const reading = {
      known: false,
      why: 'today’s prices are still being read',
      reading: true,
    } as const;
    expect(worthPartsWords(totals({ valueNow: usd(5), pending: usd(0), unclaimed: noPrice }))).toBe(
      'basket tokens $5.00 + unclaimed (unknown)',
    );
    expect(worthPartsWords(totals({ valueNow: reading, pending: usd(1), unclaimed: usd(0) }))).toBe(
      'basket tokens (reading…) + pending deposits $1.00',
    );
  });
});
