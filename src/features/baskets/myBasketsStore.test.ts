import { describe, expect, it } from 'vitest';
import {
  loadBaskets,
  networkKey,
  parseBaskets,
  removeBasket,
  saveBasket,
  storageKey,
  subscribeBaskets,
} from './myBasketsStore';

class MemoryStorage implements Storage {
  #data = new Map<string, string>();
  get length() {
    return this.#data.size;
  }
  clear() {
    this.#data.clear();
  }
  getItem(key: string) {
    return this.#data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#data.delete(key);
  }
  setItem(key: string, value: string) {
    this.#data.set(key, value);
  }
}

const WALLET_A = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
const WALLET_B = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const BASKET_1 = 'So11111111111111111111111111111111111111112';
const BASKET_2 = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const sandboxA = { network: 'sandbox:http://127.0.0.1:8899', wallet: WALLET_A };

describe('My baskets store', () => {
  it('keys lists by network and wallet; mainnet is one network whatever the RPC', () => {
    expect(networkKey({ cluster: 'mainnet', rpcUrl: 'https://a.example' })).toBe('mainnet');
    expect(networkKey({ cluster: 'mainnet', rpcUrl: 'https://b.example' })).toBe('mainnet');
    expect(networkKey({ cluster: 'sandbox', rpcUrl: 'http://127.0.0.1:8899' })).toBe(
      'sandbox:http://127.0.0.1:8899',
    );
    expect(storageKey(sandboxA)).not.toBe(storageKey({ ...sandboxA, wallet: WALLET_B }));
  });

  it('saves newest first, merges updates, and keeps other wallets apart', () => {
    const storage = new MemoryStorage();
    saveBasket(sandboxA, { address: BASKET_1, relation: 'created', symbol: 'ONE' }, storage, 1);
    saveBasket(sandboxA, { address: BASKET_2, symbol: 'TWO' }, storage, 2);
    saveBasket(sandboxA, { address: BASKET_1, name: 'First basket' }, storage, 3);

    const list = loadBaskets(sandboxA, storage);
    expect(list.map((b) => b.address)).toEqual([BASKET_1, BASKET_2]);
    expect(list[0]).toMatchObject({
      symbol: 'ONE',
      name: 'First basket',
      relation: 'created',
      savedAt: 1,
      updatedAt: 3,
    });
    expect(list[1]?.relation).toBe('added');
    expect(loadBaskets({ ...sandboxA, wallet: WALLET_B }, storage)).toEqual([]);
  });

  it('keeps "created" when the same basket is later added by address', () => {
    const storage = new MemoryStorage();
    saveBasket(sandboxA, { address: BASKET_1, relation: 'created' }, storage);
    saveBasket(sandboxA, { address: BASKET_1, relation: 'added' }, storage);
    expect(loadBaskets(sandboxA, storage)[0]?.relation).toBe('created');
  });

  it('removes one basket and tells subscribers', () => {
    const storage = new MemoryStorage();
    let calls = 0;
    const unsubscribe = subscribeBaskets(() => calls++);
    saveBasket(sandboxA, { address: BASKET_1 }, storage);
    saveBasket(sandboxA, { address: BASKET_2 }, storage);
    removeBasket(sandboxA, BASKET_1, storage);
    unsubscribe();
    expect(loadBaskets(sandboxA, storage).map((b) => b.address)).toEqual([BASKET_2]);
    expect(calls).toBe(3);
  });

  it('skips unreadable entries instead of losing the whole list', () => {
    const good = { address: BASKET_1, relation: 'created', savedAt: 1, updatedAt: 1 };
    expect(parseBaskets(JSON.stringify([good, { address: 5 }, null]))).toEqual([good]);
    expect(parseBaskets('not json')).toEqual([]);
    expect(parseBaskets('{"a":1}')).toEqual([]);
  });
});
