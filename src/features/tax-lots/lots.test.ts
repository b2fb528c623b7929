// Lot matching from history rows: deposits paired with their credits, partial and exact disposals,
// a withdrawal larger than any one lot and larger than every lot, tokens from another wallet,
// a missing price, a failed transaction, both methods.
import { describe, expect, it } from 'vitest';
import type { HistoryEvent, TokenAmount } from '../../history/types';
import { historyRow } from '../../history/testing/historyEvent';
import { USDC_MINT } from '../../solana/tokens';
import { matchLots, realizedByYear, unrealized, type LotPrices, type Usd } from './lots';

const BASKET = 'Basket';
const MINT = 'BasketMint';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const at = { basket: BASKET, basketMint: MINT };
const usdc = (n: number): TokenAmount => ({
  mint: USDC_MINT,
  decimals: 6,
  amount: BigInt(n * 1e6),
});
const jup = (n: number): TokenAmount => ({ mint: JUP, decimals: 6, amount: BigInt(n * 1e6) });
const shares = (n: number): TokenAmount => ({ mint: MINT, decimals: 6, amount: BigInt(n * 1e6) });

/** JUP at $2; none at the time named missing. */
const prices = (missing: number | null = null): LotPrices => ({
  then: (mint, time) => (mint !== JUP || time === null || time === missing ? undefined : 2),
  symbol: (mint) => (mint === JUP ? 'JUP' : mint),
});

/** A deposit of `amount` USDC and its credit of `tokens` basket tokens, paired by a buy state. */
function deposit(amount: number, tokens: number, buyState: string): HistoryEvent[] {
  const paid = { ...historyRow('deposit', [usdc(amount)], [], at), buyState };
  const credit = { ...historyRow('credit', [], [shares(tokens)], at), buyState };
  return [paid, credit];
}
const withdraw = (tokens: number, account: string) =>
  historyRow('withdraw', [shares(tokens)], [], { ...at, withdrawAccount: account });
const claim = (account: string, received: TokenAmount[]) =>
  historyRow('claim', [], received, { ...at, withdrawAccount: account });
/** Rows oldest first → newest first, as the history gives them. */
const newestFirst = (...groups: (HistoryEvent | HistoryEvent[])[]) => groups.flat().reverse();

const known = (figure: Usd | null | undefined) => (figure?.known ? figure.usd : figure);

describe('matchLots', () => {
  const first = deposit(100, 100, 'buy1');
  const second = deposit(300, 150, 'buy2'); // $2 a token
  const third = historyRow('mint', [jup(50)], [shares(40)], at); // 50 JUP at $2 = $100 for 40
  const events = newestFirst(
    first,
    second,
    third,
    withdraw(60, 'w1'), // part of the first lot
    claim('w1', [usdc(30), jup(20)]),
    withdraw(140, 'w2'), // the rest of the first, part of the second: larger than any one lot
    claim('w2', [usdc(300)]),
  );

  it('FIFO: a partial disposal, one across two lots, the open lots and their cost', () => {
    const lots = matchLots(events, 'fifo', prices()).get(BASKET);
    expect(lots?.lots.map((l) => [l.source, l.tokens, known(l.cost)])).toEqual([
      ['deposit', 100_000_000n, 100],
      ['deposit', 150_000_000n, 300],
      ['single-asset', 40_000_000n, 100],
    ]);
    const [w1, w2] = lots?.disposals ?? [];
    // 60 of the first lot ($60), for 30 USDC + 20 JUP at the withdrawal's time ($2): $70.
    expect(w1?.takes.map((t) => t.tokens)).toEqual([60_000_000n]);
    expect(known(w1?.basis)).toBeCloseTo(60);
    expect(known(w1?.proceeds)).toBeCloseTo(70);
    expect(known(w1?.gain)).toBeCloseTo(10);
    // 40 left of the first ($40) and 100 of the second ($200), for $300.
    expect(w2?.takes.map((t) => t.tokens)).toEqual([40_000_000n, 100_000_000n]);
    expect(known(w2?.basis)).toBeCloseTo(240);
    expect(known(w2?.gain)).toBeCloseTo(60);
    expect(lots?.open.map((l) => [l.remaining, known(l.remainingCost)])).toEqual([
      [50_000_000n, 100],
      [40_000_000n, 100],
    ]);
    // 50 tokens at $3 now, for $100.
    expect(known(lots?.open[0] && unrealized(lots.open[0], 3, ''))).toBeCloseTo(50);
    expect(lots?.open[0] && unrealized(lots.open[0], undefined, 'no value now')).toMatchObject({
      known: false,
      why: 'no value now',
    });
    const years = realizedByYear(lots?.disposals ?? []);
    expect([...years.values()].map(known).reduce((a, b) => Number(a) + Number(b), 0)).toBeCloseTo(
      70,
    );
  });

  it('average cost: every token held costs the same', () => {
    const lots = matchLots(events, 'average', prices()).get(BASKET);
    const [w1, w2] = lots?.disposals ?? [];
    // Before w1: 290 tokens for $500; 60 of them cost 60 × 500 / 290.
    expect(known(w1?.basis)).toBeCloseTo((60 * 500) / 290);
    // Left: 230 tokens for 500 − that; 140 of them.
    const left = 500 - (60 * 500) / 290;
    expect(known(w2?.basis)).toBeCloseTo((140 * left) / 230);
    const remaining = lots?.open.reduce((s, l) => s + (known(l.remainingCost) as number), 0);
    expect(remaining).toBeCloseTo(left - (140 * left) / 230);
    // Each take costs its share of the basis, not its lot's own.
    expect(known(w2?.takes[0]?.cost)).toBeCloseTo((40 * left) / 230);
  });

  it('an exact disposal closes the lot; a failed transaction moves nothing', () => {
    const failed = historyRow('withdraw', [shares(100)], [], { ...at, ok: false });
    const lots = matchLots(
      newestFirst(first, failed, withdraw(100, 'w'), claim('w', [usdc(120)])),
      'fifo',
      prices(),
    ).get(BASKET);
    expect(lots?.disposals).toHaveLength(1);
    expect(lots?.open).toEqual([]);
    expect(known(lots?.disposals[0]?.gain)).toBeCloseTo(20);
  });

  it('more tokens out than the lots hold: the excess has no cost on record', () => {
    const lots = matchLots(
      newestFirst(first, withdraw(130, 'w'), claim('w', [usdc(150)])),
      'fifo',
      prices(),
    ).get(BASKET);
    const [w] = lots?.disposals ?? [];
    expect(w?.unmatched).toBe(30_000_000n);
    expect(w?.basis.known).toBe(false);
    expect(w?.gain).toMatchObject({
      known: false,
      why: expect.stringMatching(/fewer basket tokens/),
    });
    const years = realizedByYear(lots?.disposals ?? []);
    expect([...years.values()][0]?.known).toBe(false);
  });

  it('tokens from another wallet: a lot whose cost is said to be unknown, and so is its gain', () => {
    const received = historyRow('transfer-in', [], [shares(10)], at);
    const lots = matchLots(
      newestFirst(received, withdraw(10, 'w'), claim('w', [usdc(12)])),
      'fifo',
      prices(),
    ).get(BASKET);
    expect(lots?.lots[0]).toMatchObject({ source: 'transfer-in', cost: { known: false } });
    expect(lots?.disposals[0]?.gain).toMatchObject({
      why: expect.stringMatching(/another wallet/),
    });
  });

  it('a price missing at the lot’s time, a withdrawal not claimed, a credit without its deposit', () => {
    const mint = historyRow('mint', [jup(10)], [shares(8)], at);
    const credit = { ...historyRow('credit', [], [shares(5)], at), buyState: 'elsewhere' };
    const lots = matchLots(
      newestFirst(mint, credit, withdraw(3, 'open')),
      'fifo',
      prices(mint.blockTime),
    ).get(BASKET);
    expect(lots?.lots[0]?.cost).toMatchObject({
      known: false,
      why: 'no price for JUP at that time',
    });
    expect(lots?.lots[1]?.cost).toMatchObject({ why: expect.stringMatching(/not in the history/) });
    expect(lots?.disposals[0]?.proceeds).toMatchObject({
      why: expect.stringMatching(/not claimed/),
    });
  });

  it('a wallet with no deposits has no lots', () => {
    expect(matchLots([], 'fifo', prices()).size).toBe(0);
    const create = historyRow('create', [], [], at);
    expect(matchLots([create], 'fifo', prices()).size).toBe(0);
  });

  it('basket tokens sent away leave their lots and are no sale', () => {
    const sent = historyRow('transfer-out', [shares(40)], [], at);
    const lots = matchLots(newestFirst(first, sent), 'fifo', prices()).get(BASKET);
    expect(lots?.disposals[0]).toMatchObject({ kind: 'transfer-out', proceeds: null, gain: null });
    expect(lots?.open[0]?.remaining).toBe(60_000_000n);
    expect(realizedByYear(lots?.disposals ?? []).size).toBe(0);
  });
});
