import { describe, expect, it } from 'vitest';
import {
  claimsStorageKey,
  loadClaims,
  parseClaims,
  removePendingClaim,
  savePendingClaim,
  subscribeClaims,
} from './pendingClaimsStore';

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
const ACCOUNT_1 = 'So11111111111111111111111111111111111111112';
const ACCOUNT_2 = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const BASKET = 'mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So';
const sandboxA = { network: 'sandbox:http://127.0.0.1:8899', wallet: WALLET_A };

describe('pending claims store', () => {
  it('keeps one list per network and wallet, apart from My baskets', () => {
    expect(claimsStorageKey(sandboxA)).toBe(
      `basketry.pending-claims.v1:sandbox:http://127.0.0.1:8899:${WALLET_A}`,
    );
    const storage = new MemoryStorage();
    savePendingClaim(sandboxA, { account: ACCOUNT_1 }, storage, 1);
    expect(loadClaims({ ...sandboxA, wallet: WALLET_B }, storage)).toEqual([]);
    expect(loadClaims({ network: 'mainnet', wallet: WALLET_A }, storage)).toEqual([]);
  });

  it('saves newest first and merges a second save of the same account', () => {
    const storage = new MemoryStorage();
    savePendingClaim(sandboxA, { account: ACCOUNT_1, basket: BASKET, amount: 2 }, storage, 1);
    savePendingClaim(sandboxA, { account: ACCOUNT_2 }, storage, 2);
    savePendingClaim(sandboxA, { account: ACCOUNT_1, basketSymbol: 'DEMO' }, storage, 3);
    const list = loadClaims(sandboxA, storage);
    expect(list.map((c) => c.account)).toEqual([ACCOUNT_1, ACCOUNT_2]);
    expect(list[0]).toEqual({
      account: ACCOUNT_1,
      basket: BASKET,
      amount: 2,
      basketSymbol: 'DEMO',
      savedAt: 1,
    });
  });

  it('removes a claimed account and tells subscribers', () => {
    const storage = new MemoryStorage();
    let calls = 0;
    const unsubscribe = subscribeClaims(() => calls++);
    savePendingClaim(sandboxA, { account: ACCOUNT_1 }, storage);
    savePendingClaim(sandboxA, { account: ACCOUNT_2 }, storage);
    removePendingClaim(sandboxA, ACCOUNT_1, storage);
    removePendingClaim(sandboxA, ACCOUNT_1, storage); // already gone: no write, no call
    unsubscribe();
    expect(loadClaims(sandboxA, storage).map((c) => c.account)).toEqual([ACCOUNT_2]);
    expect(calls).toBe(3);
  });

  it('skips unreadable entries instead of losing the inbox', () => {
    const good = { account: ACCOUNT_1, savedAt: 1 };
    expect(parseClaims(JSON.stringify([good, { account: 7 }, null]))).toEqual([good]);
    expect(parseClaims('{')).toEqual([]);
    expect(parseClaims('"text"')).toEqual([]);
  });
});
