import { describe, expect, it } from 'vitest';
import { basketChoices } from './basketChoices';
import { myBasketRows } from './myBasketList';
import type { SavedBasket } from './myBasketsStore';
import type { SandboxBasket } from './sandboxBasketsApi';

const ME = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const THEM = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
const A = 'So11111111111111111111111111111111111111112';
const B = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const C = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const D = 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm';

function sandboxBasket(
  address: string,
  creator: string,
  mint: string,
  symbol: string,
): SandboxBasket {
  return {
    address,
    mint,
    creator,
    status: 'active',
    name: `${symbol} basket`,
    symbol,
    uri: '',
    type: 1,
    settings: null,
    composition: [{ token: A, weight: 100 }],
    supply: 0,
    nav: 1,
    value: 0,
    holdings: [],
    createdAt: 1,
  };
}

const saved: SavedBasket = {
  address: A,
  mint: 'mintA111111111111111111111111111111111111111',
  relation: 'created',
  symbol: 'SAVED',
  savedAt: 1,
  updatedAt: 1,
};

describe('myBasketRows', () => {
  it('lists saved baskets and sandbox baskets the wallet created or holds, not the others', () => {
    const rows = myBasketRows({
      saved: [saved],
      sandbox: [
        sandboxBasket(B, ME, 'mintB111111111111111111111111111111111111111', 'MINE'),
        sandboxBasket(C, THEM, 'mintC111111111111111111111111111111111111111', 'HELD'),
        sandboxBasket(D, THEM, 'mintD111111111111111111111111111111111111111', 'OTHER'),
      ],
      wallet: ME,
      balances: new Map([
        ['mintC111111111111111111111111111111111111111', 5_000_000n],
        ['mintD111111111111111111111111111111111111111', 0n],
      ]),
    });
    expect(rows.map((r) => [r.symbol, r.created, r.balance])).toEqual([
      ['SAVED', true, 0n],
      ['MINE', true, 0n],
      ['HELD', false, 5_000_000n],
    ]);
  });

  it('prefers the sandbox’s current details over saved ones', () => {
    const rows = myBasketRows({
      saved: [saved],
      sandbox: [{ ...sandboxBasket(A, ME, saved.mint!, 'RENAMED') }],
      wallet: ME,
      balances: new Map(),
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ symbol: 'RENAMED', saved: true, created: true });
  });
});

describe('basketChoices', () => {
  const sandbox = [
    sandboxBasket(B, ME, 'mintB111111111111111111111111111111111111111', 'MINE'),
    sandboxBasket(C, THEM, 'mintC111111111111111111111111111111111111111', 'HELD'),
    sandboxBasket(D, THEM, 'mintD111111111111111111111111111111111111111', 'OTHER'),
  ];
  const heldMints = new Set(['mintC111111111111111111111111111111111111111']);

  it('puts the wallet’s baskets first and the sandbox’s others after', () => {
    const choices = basketChoices({
      saved: [saved],
      sandbox,
      wallet: ME,
      heldMints,
      createdOnly: false,
    });
    expect(choices.map((c) => [c.address, c.group])).toEqual([
      [A, 'mine'],
      [B, 'mine'],
      [C, 'mine'],
      [D, 'other'],
    ]);
    expect(choices[1]?.label).toBe('MINE — MINE basket (JUPy…DvCN)');
  });

  it('offers only baskets the wallet created when asked (edit, metadata)', () => {
    const choices = basketChoices({
      saved: [saved],
      sandbox,
      wallet: ME,
      heldMints,
      createdOnly: true,
    });
    expect(choices.map((c) => c.address)).toEqual([A, B]);
  });
});
