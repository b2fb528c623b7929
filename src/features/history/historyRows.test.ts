import { describe, expect, it } from 'vitest';
import { whenParts } from './historyRows';

describe('whenParts', () => {
  it('gives the date and the time in the reader’s time zone, and the instant in UTC', () => {
    // 23:05:09 UTC: in a zone ahead of UTC the date is already the 28th; the parts follow the zone.
    const blockTime = Date.UTC(2026, 10, 27, 23, 5, 9) / 1000;
    const d = new Date(blockTime * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(whenParts(blockTime)).toEqual({
      date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
      time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
      iso: '2026-11-27T23:05:09Z',
    });
  });

  it('has nothing to give without a block time', () => {
    expect(whenParts(null)).toBeNull();
  });
});
