// The API's field schemas: addresses, the token's name, symbol and URI, basis points, amounts.
import { describe, expect, it } from 'vitest';
import {
  amountSchema,
  basketTypeSchema,
  bpsSchema,
  feeBpsSchema,
  flagSchema,
  nameSchema,
  nonNegativeIntegerSchema,
  publicKeySchema,
  symbolSchema,
  uriSchema,
} from './schemas';
import { USDC, WSOL, JUP, SYSTEM, keyOfLength } from './testing/samples';
import { firstError, expectValid, expectInvalid } from './testing/zodAssertions';

describe('publicKeySchema', () => {
  it.each([USDC, WSOL, JUP, SYSTEM, keyOfLength(32)])('accepts %s', (key) => {
    expect(publicKeySchema.parse(key)).toBe(key);
  });

  it('trims surrounding whitespace that comes with a paste', () => {
    expect(publicKeySchema.parse(`  ${USDC}\n`)).toBe(USDC);
    expect(publicKeySchema.parse(`\t${WSOL} `)).toBe(WSOL);
  });

  it.each([
    ['31 bytes', keyOfLength(31), /31 bytes long, an address is 32/],
    ['33 bytes', keyOfLength(33), /33 bytes long/],
    ['a truncated paste', USDC.slice(0, -3), /bytes long, an address is 32/],
    ['0 (not base58)', `0${USDC.slice(1)}`, /base58/],
    ['O (not base58)', `O${USDC.slice(1)}`, /base58/],
    ['I (not base58)', `I${USDC.slice(1)}`, /base58/],
    ['l (not base58)', `l${USDC.slice(1)}`, /base58/],
    ['an inner space', `${USDC.slice(0, 10)} ${USDC.slice(10)}`, /base58/],
    ['empty text', '', /Enter a Solana address/],
    ['only spaces', '   ', /Enter a Solana address/],
  ])('refuses %s', (_label, key, message) => {
    expectInvalid(publicKeySchema, key, message);
  });

  it.each([
    [undefined, /Enter a Solana address/],
    [123, /as text/],
    [null, /as text/],
    [new Uint8Array(32), /as text/],
  ])('refuses non-text %s', (value, message) => {
    expectInvalid(publicKeySchema, value, message);
  });
});

describe('symbolSchema', () => {
  it.each(['abc', 'ABC', 'a1B', '0123456789', 'Basket10', 'xyz9'])('accepts %s', (symbol) => {
    expectValid(symbolSchema, symbol);
  });

  it.each([
    ['2 characters', 'ab'],
    ['11 characters', 'abcdefghijk'],
    ['an inner space', 'ab c'],
    ['a dash', 'ab-c'],
    ['an underscore', 'ab_c'],
    ['a non-ASCII letter', 'abé'],
    ['an emoji', 'ab🚀'],
    ['empty', ''],
  ])('refuses %s', (_label, symbol) => {
    expectInvalid(symbolSchema, symbol, /Symbol must be 3–10 letters or digits/);
  });

  it('trims surrounding spaces before checking', () => {
    expect(symbolSchema.parse(' BSKT ')).toBe('BSKT');
  });

  it('asks for a symbol when missing and refuses numbers', () => {
    expect(firstError(symbolSchema, undefined)).toBe('Enter a symbol');
    expect(firstError(symbolSchema, 1234)).toBe('Symbol must be text');
  });
});

describe('nameSchema', () => {
  it.each([
    ['3 characters', 'abc'],
    ['60 characters', 'n'.repeat(60)],
    ['spaces and punctuation', 'Blue Chips & Co.'],
    ['60 emoji (counted as characters, not UTF-16 units)', '🚀'.repeat(60)],
  ])('accepts %s', (_label, name) => {
    expectValid(nameSchema, name);
  });

  it.each([
    ['2 characters', 'ab'],
    ['61 characters', 'n'.repeat(61)],
    ['61 emoji', '🚀'.repeat(61)],
    ['3 spaces (trimmed to nothing)', '   '],
    ['empty', ''],
  ])('refuses %s', (_label, name) => {
    expectInvalid(nameSchema, name, /Name must be 3–60 characters/);
  });

  it('asks for a name when missing', () => {
    expect(firstError(nameSchema, undefined)).toBe('Enter a name');
  });
});

describe('uriSchema', () => {
  const base = 'https://example.com/';
  it.each([
    ['empty (set later)', ''],
    ['https', 'https://example.com/basket.json'],
    ['ipfs', 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'],
    ['ar', 'ar://abc123'],
    ['300 characters', base + 'a'.repeat(300 - base.length)],
  ])('accepts %s', (_label, uri) => {
    expectValid(uriSchema, uri);
  });

  it('refuses 301 characters', () => {
    expectInvalid(uriSchema, base + 'a'.repeat(301 - base.length), /at most 300 characters/);
  });

  it.each([
    ['no scheme', 'example.com/basket.json'],
    ['an inner space', 'https://example.com/my basket.json'],
    ['plain words', 'my basket'],
  ])('refuses %s', (_label, uri) => {
    expectInvalid(uriSchema, uri, /full address such as https:/);
  });

  it('trims surrounding whitespace', () => {
    expect(uriSchema.parse(' https://example.com/a.json\n')).toBe('https://example.com/a.json');
  });
});

describe.each([
  ['feeBpsSchema', feeBpsSchema],
  ['bpsSchema', bpsSchema],
])('%s (integer 0..10000)', (_name, schema) => {
  it.each([0, 1, 50, 9999, 10000])('accepts %d', (value) => {
    expect(schema.parse(value)).toBe(value);
  });

  it.each([
    [-1, /can't be negative/i],
    [10001, /at most 10,000 bps/],
    [0.5, /whole number/],
    [99.99, /whole number/],
    [Number.NaN, /Enter a number/],
    [Number.POSITIVE_INFINITY, /./],
    ['50', /Enter a number/],
    [undefined, /Enter a number/],
    [null, /Enter a number/],
  ])('refuses %s', (value, message) => {
    expectInvalid(schema, value, message);
  });
});

describe('nonNegativeIntegerSchema', () => {
  it.each([0, 1, 3600, 86_400 * 365, Number.MAX_SAFE_INTEGER])('accepts %d', (value) => {
    expectValid(nonNegativeIntegerSchema, value);
  });

  it.each([
    [-1, /can't be negative/i],
    [1.5, /whole number/],
    [Number.MAX_SAFE_INTEGER + 2, /./],
    ['60', /Enter a number/],
  ])('refuses %s', (value, message) => {
    expectInvalid(nonNegativeIntegerSchema, value, message);
  });
});

describe('amountSchema', () => {
  it.each([0.000001, 0.1, 1, 1e12])('accepts %d', (value) => {
    expectValid(amountSchema, value);
  });

  it.each([
    [0, /more than 0/],
    [-0.000001, /more than 0/],
    [-5, /more than 0/],
    [Number.NaN, /./],
    [Number.POSITIVE_INFINITY, /./],
    ['1', /Amount must be a number/],
    [undefined, /Enter an amount/],
  ])('refuses %s', (value, message) => {
    expectInvalid(amountSchema, value, message);
  });
});

describe('basketTypeSchema and flagSchema', () => {
  it.each([0, 1, 2])('basket type accepts %d', (value) => expectValid(basketTypeSchema, value));
  it.each([-1, 3, 1.5, '1', undefined])('basket type refuses %s', (value) => {
    expectInvalid(basketTypeSchema, value, /0 \(Immutable\), 1 \(Mutable\) or 2 \(Permissioned\)/);
  });
  it.each([0, 1])('flag accepts %d', (value) => expectValid(flagSchema, value));
  it.each([-1, 2, 0.5, true, '0', undefined])('flag refuses %s', (value) => {
    expectInvalid(flagSchema, value, /Must be 0 \(off\) or 1 \(on\)/);
  });
});
