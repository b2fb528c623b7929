import { describe, expect, it } from 'vitest';
import type { HistoryEvent, HistoryKind, TokenAmount } from '../../../history/types';
import { historyRow } from '../../../history/testing/historyEvent';
import { USDC_MINT } from '../../../solana/tokens';
import {
  emptyFlows,
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

describe('what the history says of a basket, and why a figure is unknown', () => {
  const OTHER = 'Basket2222222222222222222222222222222222222';
  const DAY = 86_400;
  const T = 1_800_000_000;
  /** A row of BASKET at day `day` after T. */
  const on = (day: number, kind: HistoryKind, paid: TokenAmount[], received: TokenAmount[]) =>
    historyRow(kind, paid, received, {
      basket: BASKET,
      basketMint: MINT,
      blockTime: T + day * DAY,
    });
  const flowsOf = (...rows: HistoryEvent[]) => {
    const flows = positionFlows(history(...rows)).get(BASKET);
    if (!flows) throw new Error('no position');
    return flows;
  };
  const why = (words: string) => ({ known: false, why: words, reading: false });

  it('adds up each kind of row: deposits, single-asset deposits, claims, redemptions and plain transfers', () => {
    const rows = [
      on(0, 'transfer-in', [], [shares(5)]),
      on(1, 'deposit', [usdc(100)], []),
      on(2, 'credit', [], [shares(100)]),
      on(3, 'mint', [jup(10)], [shares(8)]),
      on(4, 'deposit', [usdc(50)], []),
      on(5, 'transfer-out', [shares(3)], []),
      on(6, 'withdraw', [shares(20)], []),
      on(7, 'claim', [], [usdc(12), jup(30)]),
      on(8, 'burn', [shares(10)], [usdc(11)]),
      historyRow('deposit', [usdc(70)], [], { basket: BASKET, basketMint: MINT, ok: false }),
      historyRow('deposit', [usdc(40)], [], { basket: OTHER, basketMint: 'OtherMint' }),
    ];
    const all = positionFlows(history(...rows));
    expect([...all.keys()]).toEqual([BASKET, OTHER]);
    expect(all.get(BASKET)).toEqual({
      basket: BASKET,
      basketMint: MINT,
      depositedUsdc: 150_000_000n,
      assetsIn: [{ ...jup(10), time: T + 3 * DAY }],
      takenOut: [
        { ...usdc(12), time: T + 7 * DAY },
        { ...jup(30), time: T + 7 * DAY },
        { ...usdc(11), time: T + 8 * DAY },
      ],
      basketTokensIn: 113_000_000n,
      basketTokensOut: 33_000_000n,
      receivedFromOthers: 5_000_000n,
      sentToOthers: 3_000_000n,
      // The first deposit, not the transfer before it.
      firstDeposit: T + DAY,
      signatures: rows.slice(0, 9).map((r) => r.signature),
    });
    expect(all.get(OTHER)?.depositedUsdc).toBe(40_000_000n);
  });

  it('a single-asset deposit first is the first deposit; a row naming no basket counts nowhere', () => {
    const nowhere = { ...on(0, 'deposit', [usdc(9)], []), basket: null };
    const mint = on(2, 'mint', [jup(10)], [shares(8)]);
    const deposit = on(3, 'deposit', [usdc(5)], []);
    const flows = flowsOf(nowhere, mint, deposit);
    expect(flows.firstDeposit).toBe(T + 2 * DAY);
    expect(flows.depositedUsdc).toBe(5_000_000n);
    expect(flows.signatures).toEqual([mint.signature, deposit.signature]);
  });

  it('takes the basket token from a later row when the first does not name it', () => {
    const first = { ...on(0, 'deposit', [usdc(100)], []), basketMint: null };
    const flows = flowsOf(
      first,
      on(1, 'credit', [], [shares(100)]),
      on(2, 'withdraw', [shares(40)], []),
    );
    expect(flows.basketMint).toBe(MINT);
    expect(flows.basketTokensIn).toBe(100_000_000n);
    expect(flows.basketTokensOut).toBe(40_000_000n);
  });

  it('USDC paid into a single-asset deposit is put in once, as that asset, not as a deposit', () => {
    const flows = flowsOf(
      on(0, 'deposit', [usdc(100)], []),
      on(1, 'mint', [usdc(10)], [shares(9)]),
    );
    expect(flows.depositedUsdc).toBe(100_000_000n);
    expect(flows.assetsIn).toEqual([{ ...usdc(10), time: T + DAY }]);
    expect(positionFigures(flows, nowHolding(0), prices({}, {})).putIn).toEqual({
      known: true,
      usd: 110,
    });
  });

  it('only claims and redemptions count as taken out, and never the basket tokens they bring', () => {
    const flows = flowsOf(
      on(0, 'deposit', [usdc(100)], []),
      // A transfer that brings another token along is not money taken out of the basket.
      on(1, 'transfer-in', [], [shares(2), jup(7)]),
      on(2, 'claim', [], [usdc(12), shares(3)]),
    );
    expect(flows.takenOut).toEqual([{ ...usdc(12), time: T + 2 * DAY }]);
    expect(flows.basketTokensIn).toBe(5_000_000n);
    expect(flows.receivedFromOthers).toBe(2_000_000n);
  });

  it('basket tokens from another wallet leave put in unknown, in words', () => {
    const flows = flowsOf(
      on(0, 'deposit', [usdc(100)], []),
      on(1, 'credit', [], [shares(100)]),
      on(2, 'transfer-in', [], [shares(1)]),
    );
    const f = positionFigures(flows, nowHolding(101), prices({}, {}));
    expect(f.putIn).toEqual(
      why('some basket tokens came from another wallet, at a cost not on record'),
    );
    expect(f.profit).toEqual(f.putIn);
    expect(f.profitPercent).toEqual(f.putIn);
    // An unfinished read says so first: the missing rows may explain them.
    const reading = positionFigures(
      flows,
      nowHolding(101, { historyComplete: false }),
      prices({}, {}),
    );
    expect(reading.putIn).toEqual({
      known: false,
      why: 'the older history is still being read',
      reading: true,
    });
  });

  it('more basket tokens held than the history explains leaves put in unknown; exactly as many does not', () => {
    const flows = flowsOf(
      on(0, 'deposit', [usdc(100)], []),
      on(1, 'credit', [], [shares(100)]),
      on(2, 'withdraw', [shares(40)], []),
    );
    expect(
      positionFigures(flows, nowHolding(0, { held: 60_000_001n }), prices({}, {})).putIn,
    ).toEqual(why('the wallet holds basket tokens its history does not show it paid for'));
    expect(positionFigures(flows, nowHolding(60), prices({}, {})).putIn).toEqual({
      known: true,
      usd: 100,
    });
  });

  it('basket tokens sent to another wallet leave taken out unknown, in words, unless a price already is missing', () => {
    const flows = flowsOf(
      on(0, 'deposit', [usdc(100)], []),
      on(1, 'credit', [], [shares(100)]),
      on(2, 'transfer-out', [shares(30)], []),
      on(3, 'claim', [], [jup(10)]),
    );
    const sent = positionFigures(flows, nowHolding(70), prices({ [JUP]: 0.5 }, {}));
    expect(sent.takenOut).toEqual(
      why('some basket tokens were sent to another wallet, for a value not on record'),
    );
    expect(sent.profit).toEqual(sent.takenOut);
    expect(sent.profitPercent).toEqual(sent.takenOut);
    const unpriced = positionFigures(flows, nowHolding(70), prices({}, {}));
    expect(unpriced.takenOut).toEqual(why('no price for JUP at that time'));
  });

  it('values what was taken out at the price of its own day', () => {
    const flows = flowsOf(
      on(0, 'deposit', [usdc(100)], []),
      on(1, 'credit', [], [shares(100)]),
      on(2, 'burn', [shares(50)], [jup(20)]),
      on(3, 'burn', [shares(50)], [jup(20)]),
    );
    const byDay: Prices = {
      then: (mint, time) => (mint === JUP && time !== null ? (time - T) / DAY : undefined),
      now: () => undefined,
      symbol: (mint) => mint,
      thenReading: false,
    };
    const f = positionFigures(flows, nowHolding(0), byDay);
    expect(f.takenOut).toEqual({ known: true, usd: 20 * 2 + 20 * 3 });
    expect(f.valueNow).toEqual({ known: true, usd: 0 });
    expect(f.profit).toEqual({ known: true, usd: 0 });
    expect(f.profitPercent).toEqual({ known: true, usd: 0 });
  });

  it('the value now of basket tokens: none held is $0 without a price; without decimals it is unknown', () => {
    const flows = flowsOf(on(0, 'deposit', [usdc(100)], []), on(1, 'credit', [], [shares(100)]));
    const noPrice = { basketTokenPrice: undefined };
    expect(positionFigures(flows, nowHolding(0, noPrice), prices({}, {})).valueNow).toEqual({
      known: true,
      usd: 0,
    });
    expect(
      positionFigures(flows, nowHolding(100, { decimals: undefined }), prices({}, {})).valueNow,
    ).toEqual(why('no price for the basket token today'));
    const nineDecimals = { held: 2_500_000_000n, decimals: 9, basketTokenPrice: 2 };
    expect(positionFigures(flows, nowHolding(0, nineDecimals), prices({}, {})).valueNow).toEqual({
      known: true,
      usd: 5,
    });
  });

  it('an unclaimed token without a price today is unknown, naming it', () => {
    const flows = flowsOf(
      on(0, 'deposit', [usdc(100)], []),
      on(1, 'credit', [], [shares(100)]),
      on(2, 'withdraw', [shares(100)], []),
    );
    const f = positionFigures(
      flows,
      nowHolding(0, { unclaimed: [usdc(30), jup(5)] }),
      prices({}, {}),
    );
    expect(f.unclaimed).toEqual(why('no price for JUP today'));
    expect(f.profit).toEqual(f.unclaimed);
    expect(f.profitPercent).toEqual(f.unclaimed);
  });

  it('the profit share: a loss as a negative percentage; nothing put in, no share', () => {
    const flows = flowsOf(on(0, 'deposit', [usdc(100)], []), on(1, 'credit', [], [shares(100)]));
    const loss = positionFigures(flows, nowHolding(100, { basketTokenPrice: 0.8 }), prices({}, {}));
    expect(loss.profit).toEqual({ known: true, usd: 80 - 100 });
    expect(loss.profitPercent).toEqual({ known: true, usd: -20 });
    const nothing = positionFigures(emptyFlows(BASKET, MINT), nowHolding(0), prices({}, {}));
    expect(nothing.putIn).toEqual({ known: true, usd: 0 });
    expect(nothing.profit).toEqual({ known: true, usd: 0 });
    expect(nothing.profitPercent).toEqual(why('nothing was put in'));
  });

  it('the totals: every figure summed, the share of the sums, or why not', () => {
    const flows = flowsOf(
      on(0, 'deposit', [usdc(100)], []),
      on(1, 'credit', [], [shares(100)]),
      on(2, 'burn', [shares(50)], [usdc(30)]),
    );
    const a = positionFigures(
      flows,
      nowHolding(50, { pendingUsdc: 5_000_000n, unclaimed: [usdc(2)] }),
      prices({}, {}),
    );
    const b = positionFigures(flows, nowHolding(50, { basketTokenPrice: 0.5 }), prices({}, {}));
    expect(totalFigures([a, b])).toEqual({
      putIn: { known: true, usd: 200 },
      takenOut: { known: true, usd: 60 },
      valueNow: { known: true, usd: 60 + 25 },
      pending: { known: true, usd: 5 },
      unclaimed: { known: true, usd: 2 },
      worthNow: { known: true, usd: 60 + 25 + 5 + 2 },
      // a: 60 + 5 + 2 + 30 − 100 = −3; b: 25 + 30 − 100 = −45.
      profit: { known: true, usd: -3 + -45 },
      profitPercent: { known: true, usd: (-48 / 200) * 100 },
    });
    const unpriced = positionFigures(
      flows,
      nowHolding(50, { basketTokenPrice: undefined }),
      prices({}, {}),
    );
    const withUnknown = totalFigures([a, unpriced]);
    expect(withUnknown.profit).toEqual(why('no price for the basket token today'));
    expect(withUnknown.profitPercent).toEqual(why('no price for the basket token today'));
    expect(withUnknown.worthNow).toEqual(why('no price for the basket token today'));
    const nothing = positionFigures(emptyFlows(BASKET, MINT), nowHolding(0), prices({}, {}));
    expect(totalFigures([nothing]).profitPercent).toEqual(why('nothing was put in'));
    expect(totalFigures([]).profitPercent).toEqual(why('nothing was put in'));
  });
});
