// A wallet's position in one basket over time, counted as the portfolio counts it now
// (docs/history.md, "Portfolio (My baskets)") at each point of the basket's value line:
//   worth = (basket tokens held + those withdrawn and not yet claimed) × value per basket token
//           + USDC deposited and not yet credited
//   net   = put in (USDC, single assets at their price then) − taken out (claims, redemptions at
//           their price then)
// so worth − net is the profit as the portfolio would have said it then. From the wallet's
// confirmed history rows alone; where the rows cannot say (tokens to or from another wallet, a row
// without a time, an asset without a price then) the whole series is unknown, with the reason. Pure.
import type { HistoryEvent, TokenAmount } from '../../history/types';
import type { Prices } from '../baskets/portfolio/positions';
import { USDC_MINT } from '../../solana/tokens';
import type { ValuePoint } from './valueSeries';

export interface PositionPoint {
  readonly time: number;
  /** USD: what the wallet's share of the basket was worth then. */
  readonly worth: number;
  /** USD: put in less taken out, up to then. */
  readonly net: number;
}

export type PositionSeries =
  | { readonly known: true; readonly points: readonly PositionPoint[] }
  /** `reading`: past prices are still being read, and the missing one may come. */
  | { readonly known: false; readonly why: string; readonly reading: boolean };

/** Past prices as the portfolio reads them (usePortfolio). */
export type PositionPrices = Pick<Prices, 'then' | 'symbol' | 'thenReading'>;

const MOVES_VALUE: ReadonlySet<HistoryEvent['kind']> = new Set([
  'deposit',
  'credit',
  'mint',
  'withdraw',
  'claim',
  'burn',
  'transfer-in',
  'transfer-out',
]);

const READING = 'past prices are still being read';

const whole = (t: TokenAmount) => Number(t.amount) / 10 ** t.decimals;
const sumOf = (list: readonly TokenAmount[], keep: (mint: string) => boolean) =>
  list.reduce((sum, t) => (keep(t.mint) ? sum + whole(t) : sum), 0);

interface Holding {
  tokens: number;
  /** USDC of each deposit not yet credited, oldest first (the service credits them in turn). */
  pending: number[];
  /** Basket tokens of each withdrawal not yet claimed, by withdraw account. */
  withdrawn: Map<string, number>;
  net: number;
}

/** `events` of one basket (any order), `nav` its value per basket token (oldest first). */
export function positionSeries(
  events: readonly HistoryEvent[],
  basketMint: string,
  nav: readonly ValuePoint[],
  prices: PositionPrices,
): PositionSeries {
  // Oldest first; within a slot, as the node listed them (the rows come newest first), so a
  // deposit comes before the credit that lands in its slot.
  const rows = [...events]
    .reverse()
    .filter((e) => e.outcome.ok)
    .sort((a, b) => a.slot - b.slot);
  const held: Holding = { tokens: 0, pending: [], withdrawn: new Map(), net: 0 };
  const isBasketToken = (mint: string) => mint === basketMint;
  const valueThen = (list: readonly TokenAmount[], time: number): number | string => {
    let usd = 0;
    for (const t of list) {
      if (isBasketToken(t.mint)) continue;
      const price = t.mint === USDC_MINT ? 1 : prices.then(t.mint, time);
      if (price === undefined)
        return prices.thenReading ? READING : `no price for ${prices.symbol(t.mint)} at that time`;
      usd += whole(t) * price;
    }
    return usd;
  };

  /** Applies one row; a reason where the rows cannot say what the position was. */
  const apply = (e: HistoryEvent, time: number): string | null => {
    held.tokens += sumOf(e.received, isBasketToken) - sumOf(e.paid, isBasketToken);
    switch (e.kind) {
      case 'deposit': {
        const usdc = sumOf(e.paid, (m) => m === USDC_MINT);
        held.pending.push(usdc);
        held.net += usdc;
        return null;
      }
      case 'credit':
        // The oldest deposit still pending is the one credited. A creator's fee from another
        // wallet's deposit is a credit too, and settles nothing when nothing is pending.
        held.pending.shift();
        return null;
      case 'mint': {
        const paid = valueThen(e.paid, time);
        if (typeof paid === 'string') return paid;
        held.net += paid;
        return null;
      }
      case 'withdraw':
        if (e.withdrawAccount) held.withdrawn.set(e.withdrawAccount, sumOf(e.paid, isBasketToken));
        return null;
      case 'claim':
      case 'burn': {
        if (e.kind === 'claim' && e.withdrawAccount) held.withdrawn.delete(e.withdrawAccount);
        const received = valueThen(e.received, time);
        if (typeof received === 'string') return received;
        held.net -= received;
        return null;
      }
      case 'transfer-in':
        return 'some basket tokens came from another wallet, at a cost not on record';
      case 'transfer-out':
        return 'some basket tokens went to another wallet, for a value not on record';
      case 'create':
      case 'edit':
      case 'set-metadata':
      case 'other':
        return null;
    }
  };

  const points: PositionPoint[] = [];
  let next = 0;
  // The position begins with the wallet's first row that moved value (not a create or an edit).
  const first = rows.find((e) => MOVES_VALUE.has(e.kind))?.blockTime;
  for (const { time, value } of nav) {
    while (next < rows.length) {
      const row = rows[next];
      if (!row) break;
      if (row.blockTime === null)
        return { known: false, why: 'a transaction has no time on record', reading: false };
      if (row.blockTime > time) break;
      const why = apply(row, row.blockTime);
      if (why) return { known: false, why, reading: why === READING };
      next += 1;
    }
    // From the wallet's first row on: before it, there was no position to draw.
    if (first === undefined || first === null || time < first) continue;
    let withdrawn = 0;
    for (const tokens of held.withdrawn.values()) withdrawn += tokens;
    const pending = held.pending.reduce((sum, usdc) => sum + usdc, 0);
    points.push({ time, worth: (held.tokens + withdrawn) * value + pending, net: held.net });
  }
  return { known: true, points };
}
