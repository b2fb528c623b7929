import { describe, expect, it } from 'vitest';
import type { BasketSummary } from '../../solana/basketsProgram/basketState';
import type { Keyed } from '../../solana/basketsProgram/queries';
import { basketChoices } from './basketChoices';
import { heldBaskets, myBasketRows } from './myBasketList';
import type { SavedBasket } from './myBasketsStore';
import { chainStateOf, TEST_BASKET } from './testing';

const ME = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const THEM = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
const MINT_1 = 'So11111111111111111111111111111111111111112';
const MINT_2 = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const MINT_3 = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const BASKET_1 = 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm';
const BASKET_2 = 'mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So';
const BASKET_3 = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const SAVED_ONLY = '7dHbWXmci3dT8UFYWYZweBLXgycu7Y3iL6trKn1Y7ARj';

const { tokenList } = chainStateOf(TEST_BASKET);

function onChain(address: string, creator: string, mint: string, symbol: string) {
  const { state } = chainStateOf({ ...TEST_BASKET, address, creator, mint, symbol });
  const entry: Keyed<BasketSummary> = { address, account: state };
  return entry;
}

const mine = onChain(BASKET_1, ME, MINT_1, 'MINE');
const theirsHeld = onChain(BASKET_2, THEM, MINT_2, 'HELD');
const theirs = onChain(BASKET_3, THEM, MINT_3, 'OTHER');

describe('heldBaskets', () => {
  it('keeps the baskets whose token mint the wallet has a positive balance of', () => {
    const balances = new Map([
      [MINT_2, 5n],
      [MINT_3, 0n],
    ]);
    expect(heldBaskets([mine, theirsHeld, theirs], balances).map((b) => b.address)).toEqual([
      BASKET_2,
    ]);
  });
});

describe('myBasketRows', () => {
  const saved: SavedBasket[] = [
    { address: SAVED_ONLY, relation: 'created', symbol: 'NEW', savedAt: 1, updatedAt: 1 },
    { address: BASKET_1, relation: 'created', symbol: 'OLDNAME', savedAt: 1, updatedAt: 1 },
  ];

  it('lists created and held baskets from the chain, then what only this browser saved', () => {
    const rows = myBasketRows({
      saved,
      created: [mine],
      held: [theirsHeld],
      wallet: ME,
      balances: new Map([[MINT_2, 2_000_000n]]),
      tokenList,
    });
    expect(rows.map((r) => [r.address, r.symbol, r.created, r.saved, r.onChain])).toEqual([
      [BASKET_1, 'MINE', true, true, true],
      [BASKET_2, 'HELD', false, false, true],
      [SAVED_ONLY, 'NEW', true, true, false],
    ]);
    expect(rows[1]?.balance).toBe(2_000_000n);
    expect(rows[0]?.balance).toBe(0n);
    expect(rows[2]?.balance).toBeUndefined();
    expect(rows[0]?.composition).toEqual(TEST_BASKET.composition);
  });

  it('lists a basket both created and held once', () => {
    const rows = myBasketRows({
      saved: [],
      created: [mine],
      held: [mine],
      wallet: ME,
      balances: new Map([[MINT_1, 1n]]),
      tokenList: null,
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.composition).toBeUndefined();
  });

  it('offers pickers the wallet’s baskets, or only those it created', () => {
    const rows = myBasketRows({
      saved: [],
      created: [mine],
      held: [theirsHeld],
      wallet: ME,
      balances: new Map(),
      tokenList,
    });
    expect(basketChoices(rows, { createdOnly: false }).map((c) => c.label)).toEqual([
      'MINE — Test basket (EKpQ…zcjm)',
      'HELD — Test basket (mSoL…m7So)',
    ]);
    expect(basketChoices(rows, { createdOnly: true }).map((c) => c.address)).toEqual([BASKET_1]);
  });
});
