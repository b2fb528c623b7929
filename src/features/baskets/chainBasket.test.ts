import { describe, expect, it } from 'vitest';
import { compositionFromChain, holdingsOf, percentWeights } from './chainBasket';
import { chainStateOf, TEST_BASKET } from './testing';

describe('percentWeights', () => {
  it('turns parts of 1000 into percents', () => {
    expect(percentWeights([700, 300])).toEqual([70, 30]);
  });

  it('adds up to exactly 100 with two decimals, the remainder to the largest shares', () => {
    const thirds = percentWeights([333, 333, 333]);
    expect(thirds).toEqual([33.34, 33.33, 33.33]);
    expect(Math.round(thirds.reduce((a, b) => a + b, 0) * 100)).toBe(10_000);
  });

  it('is all zero when nothing has weight (an empty basket’s current weights)', () => {
    expect(percentWeights([0, 0])).toEqual([0, 0]);
  });
});

describe('compositionFromChain', () => {
  const { state, tokenList } = chainStateOf(TEST_BASKET);

  it('names each slot’s mint by the token list', () => {
    expect(compositionFromChain(state.composition, tokenList)).toEqual(TEST_BASKET.composition);
  });

  it('gives up when the token list lacks an id rather than guess', () => {
    expect(compositionFromChain(state.composition, { tokens: [] })).toBeUndefined();
  });

  it('leaves out slots the basket only still holds (target 0)', () => {
    const held = [...state.composition, { tokenId: 1, targetWeight: 0 }];
    expect(compositionFromChain(held, tokenList)).toEqual(TEST_BASKET.composition);
  });
});

describe('holdingsOf', () => {
  it('gives target and current shares and amounts per slot', () => {
    const { state, tokenList } = chainStateOf(TEST_BASKET);
    const held = {
      ...state,
      composition: state.composition.map((slot, i) => ({
        ...slot,
        amount: BigInt(i + 1) * 1_000_000n,
        currentWeight: i === 0 ? 600 : 400,
      })),
    };
    expect(holdingsOf(held, tokenList)).toEqual([
      {
        tokenId: 0,
        mint: TEST_BASKET.composition[0]?.token,
        decimals: 6,
        targetPercent: 70,
        currentPercent: 60,
        amount: 1_000_000n,
      },
      {
        tokenId: 1,
        mint: TEST_BASKET.composition[1]?.token,
        decimals: 6,
        targetPercent: 30,
        currentPercent: 40,
        amount: 2_000_000n,
      },
    ]);
  });
});
