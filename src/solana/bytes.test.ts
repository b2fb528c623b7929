import { describe, expect, it } from 'vitest';
import { sameBytes } from './bytes';

describe('sameBytes', () => {
  it('is true for the same bytes, and for two empty arrays', () => {
    expect(sameBytes(Uint8Array.of(1, 2, 3), Uint8Array.of(1, 2, 3))).toBe(true);
    expect(sameBytes(new Uint8Array(0), new Uint8Array(0))).toBe(true);
  });

  it('is false when one byte differs at the start, the middle or the end, lengths equal', () => {
    // web3.js's codec never re-encodes a transaction to the same length with other bytes, so
    // decode.test.ts cannot reach this case through decodeTransaction: it is pinned here.
    expect(sameBytes(Uint8Array.of(9, 2, 3), Uint8Array.of(1, 2, 3))).toBe(false);
    expect(sameBytes(Uint8Array.of(1, 9, 3), Uint8Array.of(1, 2, 3))).toBe(false);
    expect(sameBytes(Uint8Array.of(1, 2, 9), Uint8Array.of(1, 2, 3))).toBe(false);
  });

  it('is false when one is a prefix of the other, either way round', () => {
    expect(sameBytes(Uint8Array.of(1, 2), Uint8Array.of(1, 2, 3))).toBe(false);
    expect(sameBytes(Uint8Array.of(1, 2, 3), Uint8Array.of(1, 2))).toBe(false);
  });
});
