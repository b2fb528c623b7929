import { describe, expect, it } from 'vitest';
import type { ChainTx } from '../../history/types';
import { balanceRow as row, chainTx as tx, HOUR } from '../../history/testing/chainTx';
import { holdingsOverTime } from './holdings';
import { seriesReturn, valueSeries } from './valueSeries';

const MINT = 'BasketMint1111111111111111111111111111111111';
const OWNER = 'VaultOwner1111111111111111111111111111111111';
const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

// A basket of SOL (9 decimals) and USDC (6) in two vaults; basket token with 6 decimals.
const TXS: ChainTx[] = [
  // 1: deposit 100 USDC worth: 0.5 SOL + 50 USDC bought, 100 basket tokens minted to a user.
  tx(1, [
    row('vSOL', SOL, OWNER, 9, 0n, 500_000_000n),
    row('vUSDC', USDC, OWNER, 6, 0n, 50_000_000n),
    row('user1', MINT, 'user1', 6, 0n, 100_000_000n),
  ]),
  // 2: a failed withdrawal: moved nothing.
  tx(2, [row('user1', MINT, 'user1', 6, 100_000_000n, 100_000_000n)], {
    err: { InstructionError: [0, { Custom: 1 }] },
  }),
  // 3: a rebalance: some SOL sold for USDC, supply unchanged.
  tx(3, [
    row('vSOL', SOL, OWNER, 9, 500_000_000n, 400_000_000n),
    row('vUSDC', USDC, OWNER, 6, 50_000_000n, 70_000_000n),
    row('keeperUSDC', USDC, 'keeper', 6, 1_000_000_000n, 980_000_000n),
  ]),
  // 4: a withdrawal of 40 basket tokens: 40% of each vault leaves, the tokens are burned.
  tx(4, [
    row('vSOL', SOL, OWNER, 9, 400_000_000n, 240_000_000n),
    row('vUSDC', USDC, OWNER, 6, 70_000_000n, 42_000_000n),
    row('user1', MINT, 'user1', 6, 100_000_000n, 60_000_000n),
  ]),
];

const input = {
  txs: TXS,
  basketMint: MINT,
  basketDecimals: 6,
  vaultOwner: OWNER,
  supplyNow: 60_000_000n,
  fromCreation: true,
};

describe('a basket’s value from its transactions', () => {
  it('reads holdings and supply after each landed transaction, skipping the failed one', () => {
    const steps = holdingsOverTime(input);
    expect(steps.map((s) => [s.signature, s.kind, s.supply])).toEqual([
      ['sig1', 'deposit', 100],
      ['sig3', 'rebalance', 100],
      ['sig4', 'withdrawal', 60],
    ]);
    expect(Object.fromEntries(steps[1]!.holdings)).toEqual({ [SOL]: 0.4, [USDC]: 70 });
    expect(Object.fromEntries(steps[2]!.holdings)).toEqual({ [SOL]: 0.24, [USDC]: 42 });
  });

  it('takes the supply before the first transaction read from the supply now', () => {
    // Only the last two transactions read; 60 now, 40 burned at 4: 100 before.
    const steps = holdingsOverTime({ ...input, txs: TXS.slice(2), fromCreation: false });
    expect(steps.map((s) => s.supply)).toEqual([100, 60]);
  });

  it('values the holdings per basket token at each price time and at each transaction', () => {
    const steps = holdingsOverTime(input);
    const sol = [1, 2, 3, 4, 5].map((h) => ({ time: h * HOUR, price: 100 + h }));
    const usdc = [1, 2, 3, 4, 5].map((h) => ({ time: h * HOUR, price: 1 }));
    const series = valueSeries(
      steps,
      new Map([
        [SOL, sol],
        [USDC, usdc],
      ]),
      [2.5 * HOUR, 5 * HOUR].map((t) => t),
      HOUR / 2,
      5 * HOUR,
    );
    expect(series.points.map((p) => p.time)).toEqual([2.5 * HOUR, 3 * HOUR, 4 * HOUR, 5 * HOUR]);
    // 2.5 h: after sig1 (0.5 SOL + 50 USDC) / 100; SOL's nearest price within half an hour: 102 or 103.
    expect(series.points[1]!.value).toBeCloseTo((0.4 * 103 + 70) / 100, 12);
    expect(series.points[2]!.value).toBeCloseTo((0.24 * 104 + 42) / 60, 12);
    expect(series.points[3]!.value).toBeCloseTo((0.24 * 105 + 42) / 60, 12);
    expect(seriesReturn(series.points)).toBeCloseTo(
      series.points[3]!.value / series.points[0]!.value - 1,
      12,
    );
    expect(series.unpriced).toEqual([]);
  });

  it('values a transaction after the last price time with the last price', () => {
    const steps = holdingsOverTime(input);
    const flat = (price: number) => [{ time: 4 * HOUR, price }];
    const series = valueSeries(
      steps,
      new Map([
        [SOL, flat(100)],
        [USDC, flat(1)],
      ]),
      [4 * HOUR],
      HOUR / 2,
      4.5 * HOUR,
    );
    expect(series.points.map((p) => p.time)).toEqual([4 * HOUR, 4.5 * HOUR]);
    expect(series.points[1]!.value).toBeCloseTo((0.24 * 100 + 42) / 60, 12);
  });

  it('leaves out points where a held token has no price, and names it', () => {
    const steps = holdingsOverTime(input);
    const series = valueSeries(
      steps,
      new Map([[USDC, [{ time: 3 * HOUR, price: 1 }]]]),
      [3 * HOUR],
      HOUR,
      3 * HOUR,
    );
    expect(series.points).toEqual([]);
    expect(series.unpriced).toEqual([SOL]);
  });

  it('the return is last ÷ first − 1, and none from one point or a first value of 0', () => {
    const at = (value: number, time = 0) => ({ time, value });
    expect(seriesReturn([at(2), at(5, 1), at(3, 2)])).toBeCloseTo(0.5, 12);
    expect(seriesReturn([at(2)])).toBeNull();
    expect(seriesReturn([])).toBeNull();
    expect(seriesReturn([at(0), at(3, 1)])).toBeNull();
  });
});

describe('which times become points of the value line', () => {
  const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
  /** A step: after a transaction at `hours`, the vaults hold `holdings` for `supply` basket tokens. */
  const step = (hours: number, supply: number, holdings: Record<string, number>) => ({
    signature: `sig${hours}`,
    time: hours * HOUR,
    holdings: new Map(Object.entries(holdings)),
    supply,
    kind: null,
  });
  /** SOL at $10 × the hour, every hour from 1 h to 8 h. */
  const hourly = () =>
    new Map([[SOL, [1, 2, 3, 4, 5, 6, 7, 8].map((h) => ({ time: h * HOUR, price: 10 * h }))]]);

  it('a transaction before the window’s first day or after now adds no point; one within it does', () => {
    const steps = [
      step(1, 4, { [SOL]: 1 }),
      step(3, 4, { [SOL]: 2 }),
      step(5, 4, { [SOL]: 3 }),
      step(7, 4, { [SOL]: 4 }), // after now (a clock behind the chain’s)
    ];
    const series = valueSeries(steps, hourly(), [2 * HOUR, 4 * HOUR], HOUR / 2, 6 * HOUR);
    expect(series.points).toEqual([
      // 2 h: the holdings after the transaction at 1 h, before the window.
      { time: 2 * HOUR, value: (1 * 20) / 4 },
      { time: 3 * HOUR, value: (2 * 30) / 4 },
      { time: 4 * HOUR, value: (2 * 40) / 4 },
      { time: 5 * HOUR, value: (3 * 50) / 4 },
      // Now, after the grid's last day: the transaction at 7 h has not happened yet.
      { time: 6 * HOUR, value: (3 * 60) / 4 },
    ]);
    expect(series.unpriced).toEqual([]);
  });

  it('a now before the window’s first day adds no point before it', () => {
    const steps = [step(1, 4, { [SOL]: 1 })];
    const series = valueSeries(steps, hourly(), [3 * HOUR, 4 * HOUR], HOUR / 2, 2 * HOUR);
    expect(series.points).toEqual([
      { time: 3 * HOUR, value: (1 * 30) / 4 },
      { time: 4 * HOUR, value: (1 * 40) / 4 },
    ]);
  });

  it('no point before the first transaction read, nor with an empty grid', () => {
    const steps = [step(3, 4, { [SOL]: 2 })];
    const series = valueSeries(steps, hourly(), [2 * HOUR, 4 * HOUR], HOUR / 2, 4 * HOUR);
    expect(series.points).toEqual([
      { time: 3 * HOUR, value: (2 * 30) / 4 },
      { time: 4 * HOUR, value: (2 * 40) / 4 },
    ]);
    expect(valueSeries(steps, hourly(), [], HOUR / 2, 4 * HOUR)).toEqual({
      points: [],
      unpriced: [],
    });
  });

  it('skips a step with no basket tokens in existence, then values the next', () => {
    const steps = [
      step(1, 4, { [SOL]: 1 }),
      step(2, 0, { [SOL]: 0 }), // every basket token withdrawn
      step(3, 2, { [SOL]: 1 }),
    ];
    const series = valueSeries(steps, hourly(), [1 * HOUR, 2 * HOUR, 3 * HOUR], HOUR / 2, 3 * HOUR);
    expect(series.points).toEqual([
      { time: 1 * HOUR, value: (1 * 10) / 4 },
      { time: 3 * HOUR, value: (1 * 30) / 2 },
    ]);
  });

  it('a token the basket no longer holds needs no price', () => {
    const steps = [step(1, 4, { [SOL]: 2, [BONK]: 0 })];
    const series = valueSeries(steps, hourly(), [1 * HOUR, 2 * HOUR], HOUR / 2, 2 * HOUR);
    expect(series).toEqual({
      points: [
        { time: 1 * HOUR, value: (2 * 10) / 4 },
        { time: 2 * HOUR, value: (2 * 20) / 4 },
      ],
      unpriced: [],
    });
  });

  it('a grid time with no price within the tolerance is left out, not valued from afar', () => {
    const steps = [step(1, 4, { [SOL]: 2 })];
    const prices = new Map([[SOL, [{ time: 1 * HOUR, price: 10 }]]]);
    const series = valueSeries(steps, prices, [1 * HOUR, 3 * HOUR], HOUR / 2, 3 * HOUR);
    expect(series).toEqual({ points: [{ time: 1 * HOUR, value: (2 * 10) / 4 }], unpriced: [SOL] });
  });

  it('the return of exactly two points', () => {
    expect(
      seriesReturn([
        { time: 0, value: 4 },
        { time: 1, value: 5 },
      ]),
    ).toBe(5 / 4 - 1);
  });
});
