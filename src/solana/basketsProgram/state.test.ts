// Every field of a basket, a sell state and a buy state read back at its byte offset with its exact
// value (u64 edges, flags that are neither 0 nor 1, texts at their full length), the field readers
// at their limits, and the byte reader's segments. The accounts are built inside each test.
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { basketSettings } from './basketSettings';
import {
  decodeBasket,
  decodeBasketState,
  decodeBasketSummary,
  decodeSellState,
  type BasketState,
} from './basketState';
import { activeBuySlots, decodeBuyState, type BuyState } from './buyState';
import {
  hasDiscriminator,
  lengthPrefixedText,
  requireDiscriminator,
  requireFields,
  requireSize,
  u64Count,
  u64Flag,
  u64Number,
  u8Flag,
  zeroPaddedText,
} from './fields';
import {
  BASKET_STATE,
  BUY_STATE,
  DISCRIMINATORS,
  fieldTypeSize,
  TOKEN_LIST,
  TOKEN_SETTINGS,
  tokenListEntryField,
  type Field,
} from './layout';
import { AccountReader } from './reader';

const B = BASKET_STATE.fields;
const Y = BUY_STATE.fields;
const MAX_U64 = 2n ** 64n - 1n;
const key = (byte: number) => new Uint8Array(32).fill(byte);
const address = (byte: number) => bs58.encode(key(byte));
const utf8 = (text: string) => new TextEncoder().encode(text);

/** An account of `size` bytes with `discriminator`, and writers of its fields. */
function account(size: number, discriminator: Uint8Array) {
  const bytes = new Uint8Array(size);
  bytes.set(discriminator);
  const view = new DataView(bytes.buffer);
  return {
    bytes,
    u64(field: Field, value: bigint, index = 0) {
      view.setBigUint64(field.offset + index * 8, value, true);
    },
    u8(field: Field, value: number) {
      bytes[field.offset] = value;
    },
    set(field: Field, value: Uint8Array) {
      bytes.set(value, field.offset);
    },
  };
}

const SYMBOL = 'BLUECHIPS1'; // all 10 bytes of the symbol array
const NAME = 'Blue chips';
const URI = 'https://example.com/blue.json';

function basketBytes(sellState = 0n, activelyManaged = 1n): Uint8Array {
  const a = account(BASKET_STATE.size, DISCRIMINATORS.basketState);
  a.u64(B.version, 3n);
  a.set(B.manager, key(1));
  a.set(B.fundToken, key(2));
  a.u64(B.managerFee, 25n);
  a.u64(B.supplyOutstanding, MAX_U64);
  a.u64(B.activelyManaged, activelyManaged);
  a.u64(B.activeBuyStates, 4n);
  a.u64(B.sellState, sellState);
  a.u64(B.rebalanceSellState, 5n);
  a.set(B.hostPubkey, key(3));
  a.u64(B.hostFee, 10n);
  a.u64(B.numOfTokens, 2n);
  a.u64(B.currentCompToken, 0n, 0);
  a.u64(B.currentCompToken, 7n, 1);
  a.u64(B.currentCompToken, 9n, 2); // past numOfTokens: not read
  a.u64(B.currentCompAmount, 1_500_000n, 0);
  a.u64(B.currentCompAmount, MAX_U64, 1);
  a.u64(B.lastRebalanceTime, 1_700_000_000n, 0);
  a.u64(B.lastRebalanceTime, 1_700_000_001n, 1);
  a.u64(B.targetWeight, 600n, 0);
  a.u64(B.targetWeight, 400n, 1);
  a.u64(B.weightSum, 1000n);
  a.u64(B.currentWeight, 590n, 0);
  a.u64(B.currentWeight, 410n, 1);
  a.u64(B.fundWorth, 123_456_789n);
  a.u64(B.lastUpdateTime, 1_700_000_100n);
  a.u64(B.rebalanceInterval, 86_400n);
  a.u64(B.rebalanceThreshold, 300n);
  a.u64(B.rebalanceSlippage, 150n);
  a.u64(B.lpOffsetThreshold, 2n ** 53n - 1n);
  a.u64(B.disableRebalance, 2n);
  a.u64(B.disableLp, 0n);
  a.u8(B.allowMultiAssetContribution, 7);
  a.u8(B.symbolLength, SYMBOL.length);
  a.set(B.symbol, utf8(SYMBOL));
  a.u8(B.nameLength, NAME.length);
  a.set(B.name, utf8(`${NAME}-not-read`));
  a.u8(B.uriLength, URI.length);
  a.set(B.uri, utf8(URI));
  a.set(B.feeDelegate, key(4));
  return a.bytes;
}

const BASKET: BasketState = {
  manager: address(1),
  fundToken: address(2),
  managerFee: 25,
  supplyOutstanding: MAX_U64,
  activelyManaged: 1,
  basketType: 1,
  sellState: 0,
  hostPubkey: address(3),
  hostFee: 10,
  composition: [
    {
      tokenId: 0,
      targetWeight: 600,
      amount: 1_500_000n,
      currentWeight: 590,
      lastRebalanceTime: 1_700_000_000,
    },
    {
      tokenId: 7,
      targetWeight: 400,
      amount: MAX_U64,
      currentWeight: 410,
      lastRebalanceTime: 1_700_000_001,
    },
  ],
  weightSum: 1000,
  symbol: SYMBOL,
  name: NAME,
  version: 3,
  activeBuyStates: 4,
  rebalanceSellState: 5,
  fundWorth: 123_456_789n,
  lastUpdateTime: 1_700_000_100,
  rebalanceInterval: 86_400,
  rebalanceThreshold: 300,
  rebalanceSlippage: 150,
  lpOffsetThreshold: 2 ** 53 - 1,
  disableRebalance: true,
  disableLp: false,
  allowMultiAssetContribution: true,
  uri: URI,
  feeDelegate: address(4),
};

describe('a basket state read field by field', () => {
  it('reads every field at its offset, exactly', () => {
    expect(decodeBasketState(basketBytes())).toEqual({ ok: true, value: BASKET });
    expect(decodeBasket(basketBytes())).toEqual({ ok: true, value: BASKET });
  });

  it.each([
    [0n, 0],
    [1n, 1],
    [2n, 2],
    [3n, null],
    [MAX_U64 >> 11n, null],
  ] as const)('reads activelyManaged %s as the basket type %s', (raw, type) => {
    const result = decodeBasketState(basketBytes(0n, raw));
    expect(result.ok && [result.value.activelyManaged, result.value.basketType]).toEqual([
      Number(raw),
      type,
    ]);
  });

  it('reads a sell state of any non-zero sellState, and no basket from it', () => {
    for (const sellState of [1n, 2n]) {
      const bytes = basketBytes(sellState);
      const expected = { ok: true, value: { ...BASKET, sellState: Number(sellState) } };
      expect(decodeSellState(bytes)).toEqual(expected);
      expect(decodeBasketState(bytes)).toEqual(expected);
      expect(decodeBasket(bytes)).toEqual({
        ok: false,
        error: { kind: 'wrong-kind', expected: 'basket', actual: 'sell state' },
      });
    }
  });

  it('reads a summary from the whole account, and 20 composition slots at most', () => {
    const bytes = basketBytes();
    const { version: _v, activeBuyStates: _a, rebalanceSellState: _r, ...summary } = BASKET;
    const result = decodeBasketSummary([{ offset: 0, bytes }]);
    expect(result).toEqual({
      ok: true,
      value: {
        manager: summary.manager,
        fundToken: summary.fundToken,
        managerFee: 25,
        supplyOutstanding: MAX_U64,
        activelyManaged: 1,
        basketType: 1,
        sellState: 0,
        hostPubkey: summary.hostPubkey,
        hostFee: 10,
        composition: [
          { tokenId: 0, targetWeight: 600 },
          { tokenId: 7, targetWeight: 400 },
        ],
        weightSum: 1000,
        symbol: SYMBOL,
        name: NAME,
      },
    });
    new DataView(bytes.buffer).setBigUint64(B.numOfTokens.offset, 20n, true);
    const full = decodeBasketState(bytes);
    expect(full.ok && full.value.composition.map((slot) => slot.tokenId)).toEqual([
      0,
      7,
      9,
      ...Array.from({ length: 17 }, () => 0),
    ]);
  });

  it("gives the edit form the basket's settings in the API's words", () => {
    expect(basketSettings(BASKET)).toEqual({
      type: 1,
      depositFee: 25,
      rebalanceInterval: 86_400,
      rebalanceThreshold: 300,
      slippage: 150,
      lpOffsetThreshold: 2 ** 53 - 1,
      disableRebalance: 1,
      disableLp: 0,
    });
    expect(
      basketSettings({ ...BASKET, basketType: null, disableRebalance: false, disableLp: true }),
    ).toMatchObject({ type: null, disableRebalance: 0, disableLp: 1 });
  });
});

function buyStateBytes(): Uint8Array {
  const a = account(BUY_STATE.size, DISCRIMINATORS.buyState);
  a.set(Y.fund, key(11));
  a.set(Y.buyer, key(12));
  a.set(Y.fundManager, key(13));
  a.set(Y.hostPlatform, key(14));
  a.set(Y.buyerFundTokenAccount, key(15));
  a.u64(Y.usdcContributed, 100_000_000n);
  a.u64(Y.usdcLeft, MAX_U64);
  a.u64(Y.token, 0n, 0);
  a.u64(Y.token, 7n, 1);
  a.u64(Y.token, 8n, 2);
  a.u64(Y.token, 9n, 19);
  a.u64(Y.amountToSpend, 60_000_000n, 1);
  a.u64(Y.amountBought, 1n, 2);
  a.u64(Y.amountToSpend, MAX_U64, 19);
  a.u64(Y.amountBought, 2n, 19);
  a.u64(Y.creationTimestamp, 1_700_000_200n);
  a.u64(Y.contributedValue, 99_000_000n);
  return a.bytes;
}

describe('a buy state read field by field', () => {
  it('reads every field and all 20 slots', () => {
    const result = decodeBuyState(buyStateBytes());
    const slot = (tokenId: number, amountToSpend = 0n, amountBought = 0n) => ({
      tokenId,
      amountToSpend,
      amountBought,
    });
    const slots = Array.from({ length: 20 }, () => slot(0));
    slots[1] = slot(7, 60_000_000n);
    slots[2] = slot(8, 0n, 1n);
    slots[19] = slot(9, MAX_U64, 2n);
    const expected: BuyState = {
      fund: address(11),
      buyer: address(12),
      fundManager: address(13),
      hostPlatform: address(14),
      buyerFundTokenAccount: address(15),
      usdcContributed: 100_000_000n,
      usdcLeft: MAX_U64,
      slots,
      creationTimestamp: 1_700_000_200,
      contributedValue: 99_000_000n,
    };
    expect(result).toEqual({ ok: true, value: expected });
    // Slot 0 always (USDC); another only with something to spend or bought.
    expect(activeBuySlots(expected)).toEqual([slot(0), slots[1], slots[2], slots[19]]);
  });

  it('says which token id is out of range', () => {
    const bytes = buyStateBytes();
    new DataView(bytes.buffer).setBigUint64(Y.token.offset + 8 * 3, 2n ** 53n, true);
    expect(decodeBuyState(bytes)).toEqual({
      ok: false,
      error: { kind: 'out-of-range', field: 'token', value: 2n ** 53n },
    });
  });
});

describe('the field readers at their limits', () => {
  const a = () => account(BASKET_STATE.size, DISCRIMINATORS.basketState);

  it('u64Number: exact up to 2^53 − 1, out of range from 2^53, at its index', () => {
    const acc = a();
    acc.u64(B.targetWeight, 2n ** 53n - 1n, 3);
    acc.u64(B.targetWeight, 2n ** 53n, 4);
    const reader = AccountReader.whole(acc.bytes);
    expect(u64Number(reader, B.targetWeight, 3)).toBe(2 ** 53 - 1);
    expect(u64Number(reader, B.targetWeight)).toBe(0);
    expect(() => u64Number(reader, B.targetWeight, 4)).toThrow(
      "The account's targetWeight is 9007199254740992, outside what the program allows.",
    );
  });

  it('u64Count: up to its max, not past it', () => {
    const acc = a();
    acc.u64(B.numOfTokens, 20n);
    expect(u64Count(AccountReader.whole(acc.bytes), B.numOfTokens, 20)).toBe(20);
    expect(() => u64Count(AccountReader.whole(acc.bytes), B.numOfTokens, 19)).toThrow(
      "The account's numOfTokens is 20, outside",
    );
  });

  it('flags: any non-zero value is set', () => {
    const acc = a();
    acc.u64(B.disableLp, 2n ** 63n);
    acc.u8(B.allowMultiAssetContribution, 255);
    const reader = AccountReader.whole(acc.bytes);
    expect(u64Flag(reader, B.disableLp)).toBe(true);
    expect(u64Flag(reader, B.disableRebalance)).toBe(false);
    expect(u8Flag(reader, B.allowMultiAssetContribution)).toBe(true);
    expect(u8Flag(reader, B.symbolLength)).toBe(false);
  });

  it('length-prefixed text: up to the whole array, not one byte more', () => {
    const acc = a();
    acc.set(B.symbol, utf8('ABCDEFGHIJ'));
    acc.u8(B.symbolLength, 10);
    expect(lengthPrefixedText(AccountReader.whole(acc.bytes), B.symbolLength, B.symbol)).toBe(
      'ABCDEFGHIJ',
    );
    acc.u8(B.symbolLength, 3);
    expect(lengthPrefixedText(AccountReader.whole(acc.bytes), B.symbolLength, B.symbol)).toBe(
      'ABC',
    );
    acc.u8(B.symbolLength, 11);
    expect(() =>
      lengthPrefixedText(AccountReader.whole(acc.bytes), B.symbolLength, B.symbol),
    ).toThrow("The account's symbolLength is 11, outside");
  });

  it('zero-padded text: cut at the first zero, whole when there is none', () => {
    const field = TOKEN_SETTINGS.fields.coingeckoId;
    const bytes = new Uint8Array(TOKEN_SETTINGS.size);
    bytes.set(utf8('usd-coin'), field.offset);
    bytes[field.offset + 10] = 65; // after the zero: not read
    expect(zeroPaddedText(AccountReader.whole(bytes), field)).toBe('usd-coin');
    const full = 'a'.repeat(30);
    bytes.set(utf8(full), field.offset);
    expect(zeroPaddedText(AccountReader.whole(bytes), field)).toBe(full);
    bytes[field.offset] = 0;
    expect(zeroPaddedText(AccountReader.whole(bytes), field)).toBe('');
  });

  it('size, fields and discriminator checks', () => {
    expect(() => requireSize(new Uint8Array(680), 680)).not.toThrow();
    expect(() => requireSize(new Uint8Array(681), 680)).toThrow(
      'The account holds 681 bytes; expected 680.',
    );
    const reader = new AccountReader([{ offset: 0, bytes: new Uint8Array(40) }]);
    expect(() => requireFields(reader, [B.discriminator, B.version, B.manager])).toThrow(
      "The bytes read do not include the account's manager.",
    );
    expect(() => requireFields(reader, [B.discriminator, B.version])).not.toThrow();

    const disc = DISCRIMINATORS.buyState;
    expect(hasDiscriminator(disc, 'buyState')).toBe(true);
    expect(hasDiscriminator(Uint8Array.of(...disc, 1, 2), 'buyState')).toBe(true);
    expect(hasDiscriminator(disc.subarray(0, 7), 'buyState')).toBe(false);
    expect(hasDiscriminator(new Uint8Array(0), 'buyState')).toBe(false);
    expect(hasDiscriminator(Uint8Array.of(...disc.subarray(0, 7), disc[7]! ^ 1), 'buyState')).toBe(
      false,
    );
    expect(hasDiscriminator(Uint8Array.of(disc[0]! ^ 1, ...disc.subarray(1)), 'buyState')).toBe(
      false,
    );
    expect(hasDiscriminator(disc, 'basketState')).toBe(false);
    const own = AccountReader.whole(Uint8Array.of(...disc));
    expect(() => requireDiscriminator(own, Y.discriminator, 'buyState')).not.toThrow();
    expect(() => requireDiscriminator(own, Y.discriminator, 'tokenList')).toThrow(
      'The account is not a token list of the baskets program.',
    );
  });
});

describe('the byte reader', () => {
  const field = (name: string, offset: number, size: number): Field => ({
    name,
    type: 'u64',
    offset,
    size,
  });

  it('reads each scalar little-endian at its index, from the segment that holds it', () => {
    const first = Uint8Array.from({ length: 16 }, (_, i) => i + 1);
    const second = new Uint8Array(48);
    const view = new DataView(second.buffer);
    view.setBigInt64(0, -2n, true);
    view.setBigUint64(8, MAX_U64 - 1n, true);
    second.set(key(9), 16);
    const reader = new AccountReader([
      { offset: 100, bytes: first },
      { offset: 200, bytes: second },
    ]);
    expect(reader.u8(field('a', 100, 16))).toBe(1);
    expect(reader.u8(field('a', 100, 16), 15)).toBe(16);
    expect(reader.u64(field('b', 100, 16), 1)).toBe(0x100f0e0d0c0b0a09n);
    expect(reader.i64(field('c', 200, 16))).toBe(-2n);
    expect(reader.u64(field('c', 200, 16))).toBe(MAX_U64 - 1n);
    expect(reader.i64(field('c', 200, 16), 1)).toBe(-2n);
    expect(reader.u64(field('c', 200, 16), 1)).toBe(MAX_U64 - 1n);
    expect(reader.pubkey(field('k', 184, 64), 1)).toBe(address(9));
    expect(reader.pubkey(field('k', 216, 32))).toBe(address(9));
    expect(reader.bytes(field('a', 100, 16), 14)).toEqual(Uint8Array.of(15, 16));
    expect(reader.bytes(field('a', 100, 16), 2, 3)).toEqual(Uint8Array.of(3, 4, 5));
    expect(reader.covers(field('a', 100, 16))).toBe(true);
    expect(reader.covers(field('a', 99, 1))).toBe(false);
    expect(reader.covers(field('a', 101, 16))).toBe(false);
    expect(reader.covers(field('d', 200, 48))).toBe(true);
    expect(reader.covers(field('d', 200, 49))).toBe(false);
    expect(reader.covers(field('d', 116, 1))).toBe(false);
    expect(() => reader.u64(field('b', 100, 16), 2)).toThrow('b[2] is not in the bytes read');
    expect(() => reader.u8(field('e', 116, 1))).toThrow('e[0] is not in the bytes read');
    expect(() => reader.bytes(field('f', 96, 8))).toThrow('f is not in the bytes read');
  });

  it('reads text as UTF-8, only the bytes asked for', () => {
    const bytes = utf8('Blue ✓ chips');
    const reader = AccountReader.whole(bytes);
    const whole = field('t', 0, bytes.length);
    expect(reader.text(whole, 8)).toBe('Blue ✓');
    expect(reader.text(whole, 0)).toBe('');
    expect(reader.text(whole, bytes.length)).toBe('Blue ✓ chips');
  });
});

describe('the layout helpers', () => {
  it('sizes a scalar, an array and an opaque run', () => {
    expect(fieldTypeSize('u8')).toBe(1);
    expect(fieldTypeSize('pubkey')).toBe(32);
    expect(fieldTypeSize({ array: 'u64', length: 20 })).toBe(160);
    expect(fieldTypeSize({ array: 'pubkey', length: 3 })).toBe(96);
    expect(fieldTypeSize({ opaque: 7 })).toBe(7);
  });

  it('places a token list entry field at the list, the entry, then the field', () => {
    const decimals = TOKEN_SETTINGS.fields.decimals;
    expect(TOKEN_LIST.fields.list.offset).toBe(16);
    expect(TOKEN_SETTINGS.size).toBe(199);
    expect(tokenListEntryField(decimals, 0)).toEqual({ ...decimals, offset: 16 + 32 });
    expect(tokenListEntryField(decimals, 2)).toEqual({
      name: 'decimals',
      type: 'u8',
      offset: 16 + 2 * 199 + 32,
      size: 1,
    });
    expect(tokenListEntryField(TOKEN_SETTINGS.fields.tokenMint, 199).offset).toBe(16 + 199 * 199);
  });
});
