import { describe, expect, it } from 'vitest';
import type { Holding } from './chainBasket';
import { basketValue, pricePerBasketToken } from './basketValue';

const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const SOL = 'So11111111111111111111111111111111111111112';

const holding = (mint: string | null, amount: bigint, decimals: number | null = 6): Holding => ({
  tokenId: 0,
  mint,
  decimals,
  targetPercent: 50,
  currentPercent: 50,
  amount,
});

describe('basketValue', () => {
  it('values each holding, the total and one basket token at the known prices', () => {
    const value = basketValue(
      [holding(JUP, 10_000_000n), holding(SOL, 500_000_000n, 9)],
      new Map([
        [JUP, 0.5],
        [SOL, 150],
      ]),
      2_000_000n,
      6,
    );
    expect(value.holdings).toEqual([5, 75]);
    expect(value.total).toBe(80);
    expect(value.perToken).toBe(40);
  });

  it('gives no total when a holding with an amount has no price, but values the others', () => {
    const value = basketValue(
      [holding(JUP, 10_000_000n), holding(SOL, 1n, 9)],
      new Map([[JUP, 0.5]]),
      1n,
      6,
    );
    expect(value.holdings).toEqual([5, undefined]);
    expect(value.total).toBeUndefined();
    expect(value.perToken).toBeUndefined();
  });

  it('counts an empty holding as 0 even when unpriced; no value per token without a supply', () => {
    const value = basketValue([holding(null, 0n, null)], new Map(), 0n, 6);
    expect(value.total).toBe(0);
    expect(value.perToken).toBeUndefined();
  });
});

describe('pricePerBasketToken', () => {
  const priced = basketValue([holding(JUP, 10_000_000n)], new Map([[JUP, 0.5]]), 5_000_000n, 6);
  const unpriced = basketValue([holding(JUP, 10_000_000n)], new Map(), 5_000_000n, 6);

  it('prefers the holdings over the supply to the market’s price of the basket token', () => {
    expect(pricePerBasketToken(priced, 1.7)).toBe(1);
  });

  it('takes the market’s price when a holding is unpriced, and is unknown without either', () => {
    expect(pricePerBasketToken(unpriced, 1.7)).toBe(1.7);
    expect(pricePerBasketToken(unpriced, undefined)).toBeUndefined();
  });

  it('waits for the holdings rather than show the market’s price while they are read', () => {
    expect(pricePerBasketToken(unpriced, 1.7, true)).toBeUndefined();
    expect(pricePerBasketToken(priced, 1.7, true)).toBe(1);
  });
});
