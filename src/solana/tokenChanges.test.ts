import { describe, expect, it } from 'vitest';
import { walletChanges } from './tokenChanges';

const OWNER = 'Owner1111111111111111111111111111111111111';
const OTHER = 'Other1111111111111111111111111111111111111';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

const entry = (
  accountIndex: number,
  mint: string,
  owner: string,
  amount: string,
  decimals = 6,
) => ({
  accountIndex,
  mint,
  owner,
  uiTokenAmount: { amount, decimals },
});

describe('wallet changes of a transaction', () => {
  it('adds up the owner’s token deltas per mint and ignores other owners', () => {
    const changes = walletChanges(
      {
        fee: 5000,
        preBalances: [1_000_000, 0],
        postBalances: [995_000, 0],
        preTokenBalances: [entry(2, USDC, OWNER, '10000000'), entry(3, JUP, OTHER, '500')],
        postTokenBalances: [
          entry(2, USDC, OWNER, '7500000'),
          entry(3, JUP, OTHER, '0'),
          // A token account created in this transaction has no "pre" entry.
          entry(4, JUP, OWNER, '500'),
        ],
      },
      [OWNER, OTHER],
      OWNER,
    );
    expect(changes.tokens).toEqual([
      { mint: USDC, decimals: 6, delta: -2_500_000n },
      { mint: JUP, decimals: 6, delta: 500n },
    ]);
    // Only the fee left: no SOL change besides it.
    expect(changes.lamportsBeforeFee).toBe(0n);
  });

  it('counts SOL received (a rent refund) without the fee the owner paid', () => {
    const changes = walletChanges(
      { fee: 5000, preBalances: [1_000_000, 890_880], postBalances: [1_885_880, 0] },
      [OWNER, OTHER],
      OWNER,
    );
    expect(changes.tokens).toEqual([]);
    expect(changes.lamportsBeforeFee).toBe(890_880n);
  });

  it('leaves out mints whose balance did not change', () => {
    const changes = walletChanges(
      {
        fee: 0,
        preBalances: [],
        postBalances: [],
        preTokenBalances: [entry(1, USDC, OWNER, '5')],
        postTokenBalances: [entry(1, USDC, OWNER, '5')],
      },
      [OTHER, OWNER],
      OWNER,
    );
    expect(changes.tokens).toEqual([]);
  });
});
