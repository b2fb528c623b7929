import { describe, expect, it } from 'vitest';
import type { Figure, TotalFigures } from './positions';
import { worthPartsWords } from './worthParts';

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
