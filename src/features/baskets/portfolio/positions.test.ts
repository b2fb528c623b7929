import { describe, expect, it } from 'vitest';
import type { HistoryEvent, HistoryKind, TokenAmount } from '../../../history/types';
import { historyRow } from '../../../history/testing/historyEvent';
import { USDC_MINT } from '../../../solana/tokens';
import {
  positionFigures,
  positionFlows,
  totalFigures,
  type PositionNow,
  type Prices,
} from './positions';

const BASKET = 'Basket1111111111111111111111111111111111111';
const MINT = 'BasketMint111111111111111111111111111111111';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const usdc = (n: number): TokenAmount => ({
  mint: USDC_MINT,
  decimals: 6,
  amount: BigInt(n * 1e6),
});
const shares = (n: number): TokenAmount => ({ mint: MINT, decimals: 6, amount: BigInt(n * 1e6) });
const jup = (n: number): TokenAmount => ({ mint: JUP, decimals: 6, amount: BigInt(n * 1e6) });

function row(
  kind: HistoryKind,
  paid: TokenAmount[],
  received: TokenAmount[],
  ok = true,
): HistoryEvent {
  return historyRow(kind, paid, received, { basket: BASKET, basketMint: MINT, ok });
}

const prices = (
  then: Record<string, number>,
  now: Record<string, number>,
  thenReading = false,
): Prices => ({
  then: (mint) => then[mint],
  now: (mint) => now[mint],
  symbol: (mint) => (mint === JUP ? 'JUP' : mint),
  thenReading,
});

const nowHolding = (held: number, extra: Partial<PositionNow> = {}): PositionNow => ({
  held: BigInt(held * 1e6),
  decimals: 6,
  basketTokenPrice: 1.2,
  pendingUsdc: 0n,
  unclaimed: [],
  historyComplete: true,
  valuesReading: false,
  ...extra,
});

/** Newest first, as the history gives them. */
const history = (...rows: HistoryEvent[]) => rows.reverse();

describe('profit and loss from the history', () => {
  it('counts partial withdrawals as money taken out, and what is still held at today’s price', () => {
    const events = history(
      row('deposit', [usdc(100)], []),
      row('credit', [], [shares(100)]),
      row('deposit', [usdc(50)], [], false), // failed: moved nothing
      row('withdraw', [shares(30)], []),
      row('claim', [], [usdc(12), jup(30)]),
      row('burn', [shares(10)], [usdc(11)]),
    );
    const flows = positionFlows(events).get(BASKET);
    if (!flows) throw new Error('no position');
    expect(flows.depositedUsdc).toBe(100_000_000n);
    expect(flows.basketTokensIn - flows.basketTokensOut).toBe(60_000_000n);
    expect(flows.firstDeposit).toBe(events.at(-1)?.blockTime);
    // JUP was worth $0.80 when claimed; the basket token is worth $1.20 now.
    const figures = positionFigures(flows, nowHolding(60), prices({ [JUP]: 0.8 }, {}));
    expect(figures.putIn).toEqual({ known: true, usd: 100 });
    expect(figures.takenOut).toEqual({ known: true, usd: 12 + 24 + 11 });
    expect(figures.valueNow).toEqual({ known: true, usd: 72 });
    const profit = figures.profit.known ? figures.profit.usd : NaN;
    expect(profit).toBeCloseTo(72 + 47 - 100, 9);
    expect(figures.profitPercent.known && figures.profitPercent.usd).toBeCloseTo(19, 9);
  });

  it('a single-asset deposit is valued at its price then; without one, put in and profit are unknown', () => {
    const events = history(row('mint', [jup(10)], [shares(8)]));
    const flows = positionFlows(events).get(BASKET);
    if (!flows) throw new Error('no position');
    const priced = positionFigures(flows, nowHolding(8), prices({ [JUP]: 0.9 }, {}));
    expect(priced.putIn).toEqual({ known: true, usd: 9 });
    const unpriced = positionFigures(flows, nowHolding(8), prices({}, { [JUP]: 0.9 }));
    expect(unpriced.putIn).toEqual({
      known: false,
      why: 'no price for JUP at that time',
      reading: false,
    });
    expect(unpriced.profit.known).toBe(false);
    expect(unpriced.profitPercent.known).toBe(false);
    // What is held now is still known.
    expect(unpriced.valueNow).toEqual({ known: true, usd: 9.6 });
  });

  it('while past prices are being read, a figure that needs one says so rather than unknown', () => {
    const events = history(row('mint', [jup(10)], [shares(8)]));
    const flows = positionFlows(events).get(BASKET);
    if (!flows) throw new Error('no position');
    const figures = positionFigures(flows, nowHolding(8), prices({}, { [JUP]: 0.9 }, true));
    expect(figures.putIn).toEqual({
      known: false,
      why: 'past prices are still being read',
      reading: true,
    });
    expect(figures.profit).toEqual(figures.putIn);
  });

  it('no price for the basket token today: value and profit unknown, put in still known', () => {
    const flows = positionFlows(
      history(row('deposit', [usdc(100)], []), row('credit', [], [shares(100)])),
    ).get(BASKET);
    if (!flows) throw new Error('no position');
    const f = positionFigures(
      flows,
      nowHolding(100, { basketTokenPrice: undefined }),
      prices({}, {}),
    );
    expect(f.putIn).toEqual({ known: true, usd: 100 });
    expect(f.valueNow).toEqual({
      known: false,
      why: 'no price for the basket token today',
      reading: false,
    });
    expect(f.profit).toEqual(f.valueNow);
    expect(totalFigures([f]).valueNow.known).toBe(false);
  });

  it('while today’s prices are being read, a missing one is said to be coming, not absent', () => {
    const flows = positionFlows(
      history(row('deposit', [usdc(100)], []), row('credit', [], [shares(100)])),
    ).get(BASKET);
    if (!flows) throw new Error('no position');
    const reading = { known: false, why: 'today’s prices are still being read', reading: true };
    const f = positionFigures(
      flows,
      nowHolding(100, {
        basketTokenPrice: undefined,
        valuesReading: true,
        unclaimed: [{ mint: JUP, decimals: 6, amount: 1_000_000n }],
      }),
      prices({}, {}),
    );
    expect(f.valueNow).toEqual(reading);
    expect(f.unclaimed).toEqual(reading);
    expect(f.profit).toEqual(reading);
  });

  it('tokens the history does not explain, or an unfinished read, leave put in unknown', () => {
    const flows = positionFlows(
      history(row('deposit', [usdc(100)], []), row('credit', [], [shares(100)])),
    ).get(BASKET);
    if (!flows) throw new Error('no position');
    expect(positionFigures(flows, nowHolding(150), prices({}, {})).putIn.known).toBe(false);
    expect(
      positionFigures(flows, nowHolding(100, { historyComplete: false }), prices({}, {})).putIn,
    ).toEqual({
      known: false,
      why: 'the older history is still being read',
      reading: true,
    });
  });

  it('pending deposits and unclaimed withdrawals count at their value now', () => {
    const flows = positionFlows(
      history(
        row('deposit', [usdc(100)], []),
        row('credit', [], [shares(100)]),
        row('withdraw', [shares(100)], []),
        row('deposit', [usdc(20)], []),
      ),
    ).get(BASKET);
    if (!flows) throw new Error('no position');
    const f = positionFigures(
      flows,
      nowHolding(0, { pendingUsdc: 20_000_000n, unclaimed: [usdc(40), jup(100)] }),
      prices({}, { [JUP]: 0.7 }),
    );
    expect(f.pending).toEqual({ known: true, usd: 20 });
    expect(f.unclaimed).toEqual({ known: true, usd: 110 });
    expect(f.profit.known && f.profit.usd).toBeCloseTo(130 - 120, 9);
    const t = totalFigures([f, f]);
    expect(t.putIn).toEqual({ known: true, usd: 240 });
    expect(t.profitPercent.known && t.profitPercent.usd).toBeCloseTo((20 / 240) * 100, 9);
    // Still the wallet's in the baskets: nothing held, 2 × (20 pending + 110 unclaimed).
    expect(t.worthNow).toEqual({ known: true, usd: 260 });
  });
});
