import { describe, expect, it } from 'vitest';
import { MemoryStorage, SANDBOX_A, WALLET_A, WALLET_B } from '../../storage/testing';
import { claimsStorageKey, loadClaims, parseClaims, savePendingClaim } from './pendingClaimsStore';

const ACCOUNT_1 = 'So11111111111111111111111111111111111111112';
const ACCOUNT_2 = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const BASKET = 'mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So';

describe('pending claims store', () => {
  it('keeps one list per network and wallet, apart from My baskets', () => {
    expect(claimsStorageKey(SANDBOX_A)).toBe(
      `basketry.pending-claims.v1:sandbox:http://127.0.0.1:8899:${WALLET_A}`,
    );
    const storage = new MemoryStorage();
    savePendingClaim(SANDBOX_A, { account: ACCOUNT_1 }, storage, 1);
    expect(loadClaims({ ...SANDBOX_A, wallet: WALLET_B }, storage)).toEqual([]);
    expect(loadClaims({ network: 'mainnet', wallet: WALLET_A }, storage)).toEqual([]);
  });

  it('saves newest first and merges a second save of the same account', () => {
    const storage = new MemoryStorage();
    savePendingClaim(SANDBOX_A, { account: ACCOUNT_1, basket: BASKET, amount: 2 }, storage, 1);
    savePendingClaim(SANDBOX_A, { account: ACCOUNT_2 }, storage, 2);
    // A field the update does not know (undefined) keeps its saved value.
    savePendingClaim(
      SANDBOX_A,
      { account: ACCOUNT_1, basket: undefined, basketSymbol: 'DEMO' },
      storage,
      3,
    );
    const list = loadClaims(SANDBOX_A, storage);
    expect(list.map((c) => c.account)).toEqual([ACCOUNT_1, ACCOUNT_2]);
    expect(list[0]).toEqual({
      account: ACCOUNT_1,
      basket: BASKET,
      amount: 2,
      basketSymbol: 'DEMO',
      savedAt: 1,
    });
  });

  it('skips unreadable entries instead of losing the inbox', () => {
    const good = { account: ACCOUNT_1, savedAt: 1 };
    expect(parseClaims(JSON.stringify([good, { account: 7 }, null]))).toEqual([good]);
    expect(parseClaims('{')).toEqual([]);
    expect(parseClaims('"text"')).toEqual([]);
  });
});
