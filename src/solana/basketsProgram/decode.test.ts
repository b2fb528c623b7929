// Malformed and unknown bytes: every decoder answers with a typed error, never an exception.
// (Well-formed accounts are checked against Anchor's encoding in sandbox/program.)
import { describe, expect, it } from 'vitest';
import {
  decodeBasket,
  decodeBasketState,
  decodeBasketSummary,
  decodeSellState,
  SUMMARY_FIELDS,
} from './basketState';
import { decodeBuyState } from './buyState';
import { describeDecodeError, type DecodeError } from './errors';
import { programAccountKind } from './kind';
import {
  BASKET_STATE,
  BUY_STATE,
  DISCRIMINATORS,
  TOKEN_LIST,
  type AccountName,
  type Field,
} from './layout';
import { planSlices } from './slices';
import { decodeTokenList } from './tokenList';

/** A zeroed account of the right size and discriminator: a valid, empty account. */
function blank(size: number, account: AccountName): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(DISCRIMINATORS[account]);
  return bytes;
}

function setU64(bytes: Uint8Array, field: Field, value: bigint): Uint8Array {
  new DataView(bytes.buffer).setBigUint64(field.offset, value, true);
  return bytes;
}

const B = BASKET_STATE.fields;
const blankBasket = () => blank(BASKET_STATE.size, 'basketState');

/** A deterministic stream of bytes (xorshift32), so a failure names the same input every run. */
function pseudoRandomBytes(length: number, seed: number): Uint8Array {
  let x = seed;
  return Uint8Array.from({ length }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x & 0xff;
  });
}

describe('basket state decoding', () => {
  it('reads a zeroed basket as an empty one', () => {
    const result = decodeBasket(blankBasket());
    expect(result.ok && result.value).toMatchObject({
      composition: [],
      name: '',
      basketType: 0,
      sellState: 0,
      manager: '11111111111111111111111111111111',
    });
  });

  it.each([
    ['no bytes', new Uint8Array(0), { kind: 'wrong-size', expected: 10_208, actual: 0 }],
    [
      'one byte short',
      blankBasket().subarray(1),
      { kind: 'wrong-size', expected: 10_208, actual: 10_207 },
    ],
    [
      'a buy state discriminator',
      blank(BASKET_STATE.size, 'buyState'),
      { kind: 'wrong-discriminator', expected: 'basketState' },
    ],
    [
      '21 composition slots',
      setU64(blankBasket(), B.numOfTokens, 21n),
      { kind: 'out-of-range', field: 'numOfTokens', value: 21n },
    ],
    [
      'a deposit fee past 2^53',
      setU64(blankBasket(), B.managerFee, 2n ** 53n),
      { kind: 'out-of-range', field: 'managerFee', value: 2n ** 53n },
    ],
  ] as const)('answers %s with a typed error', (_, bytes, error) => {
    expect(decodeBasketState(bytes)).toEqual({ ok: false, error });
  });

  it('refuses a name length past the name array', () => {
    const bytes = blankBasket();
    bytes[B.nameLength.offset] = 61;
    expect(decodeBasketState(bytes)).toEqual({
      ok: false,
      error: { kind: 'out-of-range', field: 'nameLength', value: 61n },
    });
  });

  it('tells a sell state from a basket by sellState', () => {
    const sell = setU64(blankBasket(), B.sellState, 1n);
    expect(programAccountKind(sell)).toBe('sell-state');
    expect(decodeSellState(sell).ok).toBe(true);
    expect(decodeBasket(sell)).toEqual({
      ok: false,
      error: { kind: 'wrong-kind', expected: 'basket', actual: 'sell state' },
    });
    expect(decodeSellState(blankBasket())).toEqual({
      ok: false,
      error: { kind: 'wrong-kind', expected: 'sell state', actual: 'basket' },
    });
  });

  it('never throws on arbitrary bytes behind a right discriminator', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const bytes = pseudoRandomBytes(BASKET_STATE.size, seed);
      bytes.set(DISCRIMINATORS.basketState);
      expect(() => decodeBasketState(bytes)).not.toThrow();
      const buy = pseudoRandomBytes(BUY_STATE.size, seed);
      buy.set(DISCRIMINATORS.buyState);
      expect(() => decodeBuyState(buy)).not.toThrow();
    }
  });
});

describe('basket summaries from dataSlices', () => {
  const slices = planSlices(SUMMARY_FIELDS);

  it('fetch two slices, 880 of 10,208 bytes', () => {
    expect(slices).toEqual([
      { offset: 0, length: 824 },
      { offset: 9441, length: 72 },
    ]);
  });

  it('read the summary from the slices alone', () => {
    const bytes = blankBasket();
    setU64(bytes, B.numOfTokens, 2n);
    setU64(bytes, B.weightSum, 1000n);
    new DataView(bytes.buffer).setBigUint64(B.targetWeight.offset + 8, 400n, true);
    bytes[B.symbolLength.offset] = 3;
    bytes.set(new TextEncoder().encode('ABC'), B.symbol.offset);
    const segments = slices.map(({ offset, length }) => ({
      offset,
      bytes: bytes.slice(offset, offset + length),
    }));
    const result = decodeBasketSummary(segments);
    expect(result.ok && result.value).toMatchObject({
      symbol: 'ABC',
      weightSum: 1000,
      composition: [
        { tokenId: 0, targetWeight: 0 },
        { tokenId: 0, targetWeight: 400 },
      ],
    });
  });

  it('say which field is missing when a slice is', () => {
    const [first] = slices;
    const segments = first ? [{ offset: first.offset, bytes: new Uint8Array(first.length) }] : [];
    expect(decodeBasketSummary(segments)).toEqual({
      ok: false,
      error: { kind: 'truncated', field: 'symbolLength' },
    });
  });
});

describe('buy states, the token list and account kinds', () => {
  it('refuse a token list longer than its 200 entries', () => {
    const list = setU64(blank(TOKEN_LIST.size, 'tokenList'), TOKEN_LIST.fields.numTokens, 201n);
    expect(decodeTokenList(list)).toEqual({
      ok: false,
      error: { kind: 'out-of-range', field: 'numTokens', value: 201n },
    });
  });

  it('refuse a buy state of the wrong size or discriminator', () => {
    expect(decodeBuyState(new Uint8Array(679))).toEqual({
      ok: false,
      error: { kind: 'wrong-size', expected: 680, actual: 679 },
    });
    expect(decodeBuyState(blank(BUY_STATE.size, 'tokenList'))).toEqual({
      ok: false,
      error: { kind: 'wrong-discriminator', expected: 'buyState' },
    });
  });

  it('call anything else "other"', () => {
    expect(programAccountKind(new Uint8Array(0))).toBe('other');
    expect(programAccountKind(new Uint8Array(BASKET_STATE.size))).toBe('other');
    expect(programAccountKind(blank(BUY_STATE.size, 'basketState'))).toBe('other');
    expect(programAccountKind(blank(TOKEN_LIST.size, 'tokenList'))).toBe('token-list');
    expect(programAccountKind(blank(BUY_STATE.size, 'buyState'))).toBe('buy-state');
  });
});

describe('describeDecodeError', () => {
  it.each<[DecodeError, RegExp]>([
    [{ kind: 'wrong-owner', owner: 'X' }, /another program \(X\)/],
    [{ kind: 'wrong-size', expected: 680, actual: 3 }, /3 bytes; expected 680/],
    [{ kind: 'wrong-discriminator', expected: 'buyState' }, /not a buy state/],
    [{ kind: 'wrong-kind', expected: 'basket', actual: 'sell state' }, /sell state, not a basket/],
    [{ kind: 'out-of-range', field: 'numOfTokens', value: 21n }, /numOfTokens is 21/],
    [{ kind: 'truncated', field: 'name' }, /do not include the account's name/],
  ])('says what is wrong (%o)', (error, message) => {
    expect(describeDecodeError(error)).toMatch(message);
  });
});
