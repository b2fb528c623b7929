import { describe, expect, it } from 'vitest';
import type { PriceHistories } from '../../priceHistory/queries';
import { holdingsReturn } from './holdingsReturn';

const DAY = 86_400;
const window = { start: 10 * DAY, span: 8, period: DAY };
const histories = (byMint: Record<string, { time: number; price: number }[]>): PriceHistories => ({
  byMint: new Map(Object.entries(byMint)),
  lacking: [],
  reading: false,
  complete: true,
  error: null,
  retry: () => undefined,
  configured: true,
});

describe('a basket’s return in Explore', () => {
  it('is its holdings at the window’s last price over the same holdings at its first', () => {
    const held = [
      { mint: 'SOL', amount: 2 },
      { mint: 'USDC', amount: 100 },
    ];
    const change = holdingsReturn(
      held,
      histories({
        SOL: [
          { time: 10 * DAY, price: 100 },
          { time: 17 * DAY, price: 150 },
        ],
        USDC: [
          { time: 10 * DAY, price: 1 },
          { time: 17 * DAY, price: 1 },
        ],
      }),
      window,
    );
    expect(change).toBeCloseTo(400 / 300 - 1, 12);
  });

  it('is unknown when a held token has no price at either end', () => {
    const held = [{ mint: 'NEW', amount: 1 }];
    expect(
      holdingsReturn(held, histories({ NEW: [{ time: 17 * DAY, price: 2 }] }), window),
    ).toBeUndefined();
  });
});
