import { describe, expect, it } from 'vitest';
import {
  basketTokensFor,
  holdingsValue,
  proRata,
  splitByWeight,
  splitDeposit,
  tokenUnitsFor,
  usdcUnitsFor,
} from './nav';

describe('keeper arithmetic', () => {
  it('splits a deposit into creator fee, host fee and the invested rest', () => {
    expect(splitDeposit(100_000_000n, 100, 50)).toEqual({
      creatorFee: 1_000_000n,
      hostFee: 500_000n,
      net: 98_500_000n,
    });
    expect(splitDeposit(1_000n, 0, 0)).toEqual({ creatorFee: 0n, hostFee: 0n, net: 1_000n });
    // Fees can never take more than the deposit.
    const all = splitDeposit(1_000n, 10_000, 10_000);
    expect(all.net).toBe(0n);
    expect(all.creatorFee + all.hostFee).toBe(1_000n);
  });

  it('values holdings at their prices in USDC base units', () => {
    expect(
      holdingsValue([
        { amount: 2_000_000_000n, decimals: 9, price: 150 },
        { amount: 5_000_000n, decimals: 6, price: 1 },
      ]),
    ).toBe(305_000_000);
  });

  it('mints 1 basket token per USDC first, then at NAV', () => {
    expect(basketTokensFor(98_500_000, 0n, 0)).toBe(98_500_000n);
    // Shares 100, value 200 USDC → NAV 2: 50 USDC buys 25 tokens.
    expect(basketTokensFor(50_000_000, 100_000_000n, 200_000_000)).toBe(25_000_000n);
    expect(usdcUnitsFor(25_000_000n, 100_000_000n, 200_000_000)).toBe(50_000_000);
    expect(usdcUnitsFor(1n, 0n, 5)).toBe(0);
  });

  it('converts USDC to token units and shares out pro rata, rounding down', () => {
    expect(tokenUnitsFor(150_000_000, 9, 150)).toBe(1_000_000_000n);
    // One USDC base unit (1e-6 USDC) buys 0.05 BONK = 5000 of its base units.
    expect(tokenUnitsFor(1, 5, 0.00002)).toBe(5_000n);
    expect(proRata(1_000n, 1n, 3n)).toBe(333n);
    expect(proRata(1_000n, 1n, 0n)).toBe(0n);
  });

  it('splits by weight without ever exceeding the total', () => {
    expect(splitByWeight(100n, [50, 30, 20])).toEqual([50n, 30n, 20n]);
    const thirds = splitByWeight(100n, [1, 1, 1]);
    expect(thirds.reduce((a, b) => a + b, 0n)).toBeLessThanOrEqual(100n);
    expect(thirds).toEqual([33n, 33n, 33n]);
  });
});
