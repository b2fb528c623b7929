import { describe, expect, it } from 'vitest';
import { MemoryStorage, SANDBOX_A, WALLET_A, WALLET_B } from '../../storage/testing';
import { loadBaskets, parseBaskets, saveBasket, storageKey } from './myBasketsStore';

const BASKET_1 = 'So11111111111111111111111111111111111111112';
const BASKET_2 = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';

describe('My baskets store', () => {
  it('keeps one list per network and wallet', () => {
    expect(storageKey(SANDBOX_A)).toBe(
      `basketry.my-baskets.v1:sandbox:http://127.0.0.1:8899:${WALLET_A}`,
    );
  });

  it('saves newest first, merges updates, and keeps other wallets apart', () => {
    const storage = new MemoryStorage();
    saveBasket(SANDBOX_A, { address: BASKET_1, relation: 'created', symbol: 'ONE' }, storage, 1);
    saveBasket(SANDBOX_A, { address: BASKET_2, symbol: 'TWO' }, storage, 2);
    saveBasket(SANDBOX_A, { address: BASKET_1, name: 'First basket' }, storage, 3);

    const list = loadBaskets(SANDBOX_A, storage);
    expect(list.map((b) => b.address)).toEqual([BASKET_1, BASKET_2]);
    expect(list[0]).toMatchObject({
      symbol: 'ONE',
      name: 'First basket',
      relation: 'created',
      savedAt: 1,
      updatedAt: 3,
    });
    expect(list[1]?.relation).toBe('added');
    expect(loadBaskets({ ...SANDBOX_A, wallet: WALLET_B }, storage)).toEqual([]);
  });

  it('keeps "created" when the same basket is later added by address', () => {
    const storage = new MemoryStorage();
    saveBasket(SANDBOX_A, { address: BASKET_1, relation: 'created' }, storage);
    saveBasket(SANDBOX_A, { address: BASKET_1, relation: 'added' }, storage);
    expect(loadBaskets(SANDBOX_A, storage)[0]?.relation).toBe('created');
  });

  it('skips unreadable entries instead of losing the whole list', () => {
    const good = { address: BASKET_1, relation: 'created', savedAt: 1, updatedAt: 1 };
    expect(parseBaskets(JSON.stringify([good, { address: 5 }, null]))).toEqual([good]);
    expect(parseBaskets('not json')).toEqual([]);
    expect(parseBaskets('{"a":1}')).toEqual([]);
  });
});
