import { describe, expect, it } from 'vitest';
import { estimateDeposit } from './depositEstimate';

describe('deposit estimate', () => {
  it('takes the deposit and host fees from the USDC, then buys at the NAV', () => {
    const e = estimateDeposit({ amount: 100, depositFeeBps: 50, hostFeeBps: 10, nav: 2 });
    expect(e.netUsdc).toBeCloseTo(99.4, 10);
    expect(e.basketTokens).toBeCloseTo(49.7, 10);
  });

  it('has no token estimate without a price', () => {
    const e = estimateDeposit({ amount: 10, depositFeeBps: 100 });
    expect(e.netUsdc).toBeCloseTo(9.9, 10);
    expect(e.basketTokens).toBeUndefined();
  });

  it('never goes below zero when fees add up past 100%', () => {
    expect(estimateDeposit({ amount: 5, depositFeeBps: 9000, hostFeeBps: 2000 }).netUsdc).toBe(0);
  });
});
