import { describe, expect, it } from 'vitest';
import type { SellState } from '../../solana/basketsProgram/basketState';
import type { BuyState } from '../../solana/basketsProgram/buyState';
import { chainStateOf, TEST_BASKET } from '../baskets/testing';
import { claimedElsewhere, mergeInbox, pendingDeposits, sellStateAssets } from './claimInbox';

const SELL_1 = 'So11111111111111111111111111111111111111112';
const SELL_2 = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const SAVED_ONLY = 'mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So';
const BASKET = 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm';
const USER = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';

const { state, tokenList } = chainStateOf(TEST_BASKET);

/** A sell state holding `amounts` (base units, 6 decimals) of the test basket's tokens. */
function sellState(amounts: bigint[], lastUpdateTime = 100): SellState {
  return {
    ...state,
    manager: USER,
    sellState: 1,
    lastUpdateTime,
    composition: state.composition.map((slot, i) => ({ ...slot, amount: amounts[i] ?? 0n })),
  };
}

describe('claim inbox', () => {
  it('names what a sell state holds by the token list, in whole units', () => {
    expect(sellStateAssets(sellState([1_500_000n, 0n]), tokenList)).toEqual([
      { mint: TEST_BASKET.composition[0]?.token, amount: 1.5 },
    ]);
  });

  it('lists the chain’s sell states (ready when they hold assets), then saved ones it lacks', () => {
    const items = mergeInbox(
      [
        { account: SELL_1, basket: BASKET, basketSymbol: 'DEMO', amount: 2, savedAt: 50_000 },
        { account: SAVED_ONLY, savedAt: 10 },
      ],
      [
        { address: SELL_1, account: sellState([1_000_000n, 0n], 40) },
        { address: SELL_2, account: sellState([0n, 0n], 300) },
      ],
      tokenList,
    );
    expect(items.map((i) => [i.account, i.status, i.basket, i.basketSymbol, i.amount])).toEqual([
      [SELL_2, 'pending', undefined, 'TEST', undefined],
      [SELL_1, 'ready', BASKET, 'DEMO', 2],
      [SAVED_ONLY, 'unknown', undefined, undefined, undefined],
    ]);
    expect(items[1]?.assets).toHaveLength(1);
  });

  it('lists saved claims as unknown while the chain has not answered', () => {
    const items = mergeInbox([{ account: SAVED_ONLY, savedAt: 10 }], undefined, null);
    expect(items.map((i) => i.status)).toEqual(['unknown']);
  });
});

describe('pending deposits', () => {
  const buy = (creationTimestamp: number): BuyState => ({
    fund: BASKET,
    buyer: USER,
    fundManager: USER,
    hostPlatform: USER,
    buyerFundTokenAccount: USER,
    usdcContributed: 25_000_000n,
    usdcLeft: 10_000_000n,
    slots: [],
    creationTimestamp,
    contributedValue: 25_000_000n,
  });

  it('counts down the service’s 3 minutes from the buy state’s creation, newest first', () => {
    const deposits = pendingDeposits(
      [
        { address: SELL_1, account: buy(1_000) },
        { address: SELL_2, account: buy(1_100) },
      ],
      1_150,
    );
    expect(deposits.map((d) => [d.account, d.secondsLeft, d.usdc, d.usdcLeft])).toEqual([
      [SELL_2, 130, 25, 10],
      [SELL_1, 30, 25, 10],
    ]);
  });

  it('stops at 0 once the 3 minutes are up', () => {
    expect(pendingDeposits([{ address: SELL_1, account: buy(0) }], 10_000)[0]?.secondsLeft).toBe(0);
  });
});

describe('claimed elsewhere', () => {
  const saved = [
    { account: SELL_1, savedAt: 0 },
    { account: SELL_2, savedAt: 0 },
    { account: SAVED_ONLY, savedAt: 9 * 60_000 },
  ];

  it('forgets saved claims whose account is gone, once a lagging node cannot explain it', () => {
    const exists = new Map([
      [SELL_1, false],
      [SELL_2, true],
      [SAVED_ONLY, false],
    ]);
    // SELL_2 still exists; SAVED_ONLY was saved 1 minute ago (a node may not show it yet).
    expect(claimedElsewhere(saved, exists, 10 * 60_000)).toEqual([SELL_1]);
  });

  it('forgets nothing the chain was not asked about', () => {
    expect(claimedElsewhere(saved, new Map(), 60 * 60_000)).toEqual([]);
  });
});
