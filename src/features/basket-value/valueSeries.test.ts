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
