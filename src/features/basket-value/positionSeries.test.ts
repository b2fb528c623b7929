import { describe, expect, it } from 'vitest';
import { historyRow } from '../../history/testing/historyEvent';
import type { HistoryKind, TokenAmount } from '../../history/types';
import { USDC_MINT, WSOL_MINT } from '../../solana/tokens';
import { positionSeries, type PositionPrices } from './positionSeries';

const BASKET = 'Basket1111111111111111111111111111111111111';
const MINT = 'BasketMint111111111111111111111111111111111';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const amount = (mint: string, decimals: number) => (n: number) => ({
  mint,
  decimals,
  amount: BigInt(Math.round(n * 10 ** decimals)),
});
const usdc = amount(USDC_MINT, 6);
const shares = amount(MINT, 6);
const wsol = amount(WSOL_MINT, 9);
const jup = amount(JUP, 6);

const at = (
  blockTime: number,
  kind: HistoryKind,
  paid: TokenAmount[],
  received: TokenAmount[],
  extra: { withdrawAccount?: string; ok?: boolean } = {},
) => historyRow(kind, paid, received, { basket: BASKET, basketMint: MINT, blockTime, ...extra });

const prices = (then: Record<string, number>, thenReading = false): PositionPrices => ({
  then: (mint) => then[mint],
  symbol: (mint) => (mint === JUP ? 'JUP' : mint),
  thenReading,
});

describe('a position over time', () => {
  it('counts a deposit until it is credited, a withdrawal until it is claimed, and the claim as money out', () => {
    const events = [
      at(100, 'deposit', [usdc(100)], []),
      at(150, 'credit', [], [shares(99)]),
      at(250, 'withdraw', [shares(49)], [], { withdrawAccount: 'W1' }),
      at(350, 'claim', [], [wsol(0.3)], { withdrawAccount: 'W1' }),
      // A failed deposit moved nothing.
      at(360, 'deposit', [usdc(500)], [], { ok: false }),
    ].reverse();
    const nav = [
      { time: 50, value: 1 },
      { time: 120, value: 1 },
      { time: 200, value: 1.1 },
      { time: 300, value: 1.2 },
      { time: 400, value: 1.2 },
    ];
    const series = positionSeries(events, MINT, nav, prices({ [WSOL_MINT]: 200 }));
    expect(series.known).toBe(true);
    if (!series.known) return;
    const rounded = series.points.map((p) => ({
      time: p.time,
      worth: Math.round(p.worth * 100) / 100,
      net: Math.round(p.net * 100) / 100,
    }));
    expect(rounded).toEqual([
      // Before the first deposit there is no position: no point.
      { time: 120, worth: 100, net: 100 }, // deposited, not credited yet: the USDC itself
      { time: 200, worth: 108.9, net: 100 }, // 99 basket tokens × 1.1
      { time: 300, worth: 118.8, net: 100 }, // 50 held + 49 withdrawn, unclaimed, × 1.2
      { time: 400, worth: 60, net: 40 }, // 50 × 1.2; the claim's 0.3 wSOL × $200 taken out
    ]);
  });

  it('takes a deposit and its credit in one slot in the order the node listed them', () => {
    const deposit = at(100, 'deposit', [usdc(10)], []);
    const credit = { ...at(100, 'credit', [], [shares(10)]), slot: deposit.slot };
    const nav = [{ time: 200, value: 1.5 }];
    // Newest first, as the history gives them: the credit, then its deposit.
    expect(positionSeries([credit, deposit], MINT, nav, prices({}))).toEqual({
      known: true,
      points: [{ time: 200, worth: 15, net: 10 }],
    });
  });

  it('takes a creator’s fee from another wallet’s deposit as basket tokens received, settling nothing', () => {
    const events = [
      at(100, 'credit', [], [shares(2)]), // the fee, while nothing of this wallet is pending
      at(200, 'deposit', [usdc(10)], []),
    ].reverse();
    // At 300 its own deposit is still pending: 2 fee tokens × 1.5 + the 10 USDC.
    expect(positionSeries(events, MINT, [{ time: 300, value: 1.5 }], prices({}))).toEqual({
      known: true,
      points: [{ time: 300, worth: 13, net: 10 }],
    });
  });

  it('values a single-asset deposit at its price then, and names a token without one', () => {
    const events = [at(100, 'mint', [jup(10)], [shares(8)])];
    const nav = [{ time: 200, value: 1 }];
    const priced = positionSeries(events, MINT, nav, prices({ [JUP]: 0.9 }));
    expect(priced).toEqual({ known: true, points: [{ time: 200, worth: 8, net: 9 }] });
    expect(positionSeries(events, MINT, nav, prices({}))).toEqual({
      known: false,
      why: 'no price for JUP at that time',
      reading: false,
    });
    // While the past prices are still being read, it may yet be known.
    expect(positionSeries(events, MINT, nav, prices({}, true))).toEqual({
      known: false,
      why: 'past prices are still being read',
      reading: true,
    });
  });

  it('cannot say what basket tokens from another wallet cost', () => {
    const events = [at(100, 'transfer-in', [], [shares(5)])];
    expect(positionSeries(events, MINT, [{ time: 200, value: 1 }], prices({}))).toEqual({
      known: false,
      why: 'some basket tokens came from another wallet, at a cost not on record',
      reading: false,
    });
  });

  it('starts at the first row that moved value, not at the basket’s creation', () => {
    const events = [at(100, 'create', [], []), at(300, 'deposit', [usdc(10)], [])];
    const nav = [
      { time: 200, value: 1 },
      { time: 400, value: 1 },
    ];
    expect(positionSeries(events, MINT, nav, prices({}))).toEqual({
      known: true,
      points: [{ time: 400, worth: 10, net: 10 }],
    });
  });
});
