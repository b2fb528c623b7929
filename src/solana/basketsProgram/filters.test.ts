import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { basketFilters, buyStateFilters, sellStateFilters } from './filters';

const creator = Keypair.generate().publicKey.toBase58();
const host = Keypair.generate().publicKey.toBase58();
const user = Keypair.generate().publicKey.toBase58();

// The literal filters baskets-sdk 0.0.45 sends (index.ts findBaskets, findActiveSellStates,
// findActiveBuyStates); ours are computed from the layout and must come out the same.
describe('getProgramAccounts filters', () => {
  it('find baskets as the SDK does, by creator and by host', () => {
    expect(basketFilters()).toEqual([
      { dataSize: 10208 },
      { memcmp: { offset: 112, bytes: '11111111' } },
    ]);
    expect(basketFilters({ creator, host })).toEqual([
      { dataSize: 10208 },
      { memcmp: { offset: 112, bytes: '11111111' } },
      { memcmp: { offset: 16, bytes: creator } },
      { memcmp: { offset: 128, bytes: host } },
    ]);
  });

  it("find a user's open sell states and buy states as the SDK does", () => {
    expect(sellStateFilters(user)).toEqual([
      { dataSize: 10208 },
      { memcmp: { offset: 16, bytes: user } },
      { memcmp: { offset: 112, bytes: 'Ahg1opVcGX' } },
    ]);
    expect(buyStateFilters(user)).toEqual([
      { dataSize: 680 },
      { memcmp: { offset: 40, bytes: user } },
    ]);
  });
});
