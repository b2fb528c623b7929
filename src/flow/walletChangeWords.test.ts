import { describe, expect, it } from 'vitest';
import { walletChangeWords } from './walletChangeWords';

describe('what the wallet added, in words', () => {
  it('a priority fee', () => {
    expect(
      walletChangeWords({
        wallet: 'Phantom',
        computeBudget: true,
        lighthouse: 0,
        priorityFeeLamports: '20000',
      }),
    ).toBe('Phantom added a priority fee of 0.00002 SOL. Nothing else changed.');
  });

  it('a fee and Lighthouse assertions', () => {
    expect(
      walletChangeWords({
        wallet: 'Phantom',
        computeBudget: true,
        lighthouse: 2,
        priorityFeeLamports: '5000',
      }),
    ).toMatch(/^Phantom added a priority fee of 0.000005 SOL and 2 Lighthouse assertions \(/);
  });

  it('only a compute-unit limit', () => {
    expect(walletChangeWords({ wallet: 'Backpack', computeBudget: true, lighthouse: 0 })).toBe(
      'Backpack added a compute-unit limit. Nothing else changed.',
    );
  });
});
