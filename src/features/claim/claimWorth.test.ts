import { describe, expect, it } from 'vitest';
import { USDC_MINT, WSOL_MINT } from '../../solana/tokens';
import { claimWorthWords } from './claimWorth';

const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const symbolOf = (mint: string) => (mint === JUP ? 'JUP' : mint === WSOL_MINT ? 'wSOL' : 'USDC');
const assets = [
  { mint: WSOL_MINT, amount: 0.02 },
  { mint: JUP, amount: 2.5 },
  { mint: USDC_MINT, amount: 1 },
];

describe('claimWorthWords', () => {
  it('sums each asset at today’s price, USDC at $1', () => {
    const prices = new Map([
      [WSOL_MINT, 150],
      [JUP, 0.98],
    ]);
    // 0.02 × 150 + 2.5 × 0.98 + 1 = 6.45
    expect(claimWorthWords(assets, prices, false, symbolOf)).toBe('Worth about $6.45 today');
  });

  it('names the token without a price rather than sum the rest', () => {
    const prices = new Map([[WSOL_MINT, 150]]);
    expect(claimWorthWords(assets, prices, false, symbolOf)).toBe(
      'Worth today: unknown (no price for JUP today)',
    );
  });

  it('says the prices are on their way while they are read', () => {
    expect(claimWorthWords(assets, new Map(), true, symbolOf)).toBe('Worth today: reading prices…');
  });
});
