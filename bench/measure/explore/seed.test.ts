import { describe, expect, it } from 'vitest';
import { decodeBasketState } from '../../../src/solana/basketsProgram/basketState';
import { encodeBasketState } from '../../../sandbox/program/encode';
import { benchBasket, benchBasketName } from './seed';

describe('benchBasket', () => {
  it('is a basket state the app decodes, with a unique name and 2 to 5 weighted tokens', () => {
    const ids = [0, 1, 2, 3, 4, 5];
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const basket = benchBasket(i, ids, 1_700_000_000);
      const state = decodeBasketState(encodeBasketState(basket.state));
      if (!state.ok) throw new Error(`basket ${i} does not decode`);
      expect(state.value.name).toBe(benchBasketName(i));
      expect(state.value.fundToken).toBe(basket.mint.toBase58());
      expect(state.value.sellState).toBe(0);
      const weighted = state.value.composition.filter((slot) => slot.targetWeight > 0);
      expect(weighted.length).toBe(2 + (i % 4));
      expect(new Set(weighted.map((slot) => slot.tokenId)).size).toBe(weighted.length);
      seen.add(basket.address.toBase58());
    }
    expect(seen.size).toBe(8);
  });

  it('needs two tokens to choose from', () => {
    expect(() => benchBasket(0, [0], 0)).toThrow('at least 2 tokens');
  });
});
