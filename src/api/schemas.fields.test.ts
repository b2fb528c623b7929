// The API's field schemas: addresses, the token's name, symbol and URI, basis points, amounts.
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import type * as Schemas from './schemas';
import { USDC, WSOL, JUP, SYSTEM, keyOfLength } from './testing/samples';
import { firstError, expectValid, expectInvalid } from './testing/zodAssertions';
import { importBeforeTests } from './testing/importBeforeTests';

// Imported once the tests are about to run (importBeforeTests says why).
let s: typeof Schemas;
importBeforeTests(
  () => import('./schemas'),
  (module) => (s = module),
);

/** Every message that refuses `value`, in order; undefined when it is accepted. */
function messages(schema: z.ZodMiniType, value: unknown): string[] | undefined {
  return schema.safeParse(value).error?.issues.map((i) => i.message);
}

describe('publicKeySchema', () => {
  it.each([USDC, WSOL, JUP, SYSTEM, keyOfLength(32)])('accepts %s', (key) => {
    expect(s.publicKeySchema.parse(key)).toBe(key);
  });

  it('trims surrounding whitespace that comes with a paste', () => {
    expect(s.publicKeySchema.parse(`  ${USDC}\n`)).toBe(USDC);
    expect(s.publicKeySchema.parse(`\t${WSOL} `)).toBe(WSOL);
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
    expectInvalid(s.publicKeySchema, key, message);
  });

  it('words each refusal exactly, once', () => {
    expect(messages(s.publicKeySchema, ' ')).toEqual(['Enter a Solana address']);
    expect(messages(s.publicKeySchema, undefined)).toEqual(['Enter a Solana address']);
    expect(messages(s.publicKeySchema, 42)).toEqual(['Enter a Solana address as text']);
    expect(messages(s.publicKeySchema, `0${USDC.slice(1)}`)).toEqual([
      'Not a Solana address: it may only contain base58 letters and digits (no 0, O, I or l)',
    ]);
    expect(messages(s.publicKeySchema, keyOfLength(31))).toEqual([
      'Not a Solana address: it is 31 bytes long, an address is 32 — check that you copied all of it',
    ]);
  });

  it.each([
    [undefined, /Enter a Solana address/],
    [123, /as text/],
    [null, /as text/],
    [new Uint8Array(32), /as text/],
  ])('refuses non-text %s', (value, message) => {
    expectInvalid(s.publicKeySchema, value, message);
  });
});

describe('symbolSchema', () => {
  it.each(['abc', 'ABC', 'a1B', '0123456789', 'Basket10', 'xyz9'])('accepts %s', (symbol) => {
    expectValid(s.symbolSchema, symbol);
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
    expect(messages(s.symbolSchema, symbol)).toEqual([
      'Symbol must be 3–10 letters or digits (A–Z, a–z, 0–9), no spaces',
    ]);
  });

  it('trims surrounding spaces before checking', () => {
    expect(s.symbolSchema.parse(' BSKT ')).toBe('BSKT');
  });

  it('asks for a symbol when missing and refuses numbers', () => {
    expect(firstError(s.symbolSchema, undefined)).toBe('Enter a symbol');
    expect(firstError(s.symbolSchema, 1234)).toBe('Symbol must be text');
  });
});

describe('nameSchema', () => {
  it.each([
    ['3 characters', 'abc'],
    ['60 characters', 'n'.repeat(60)],
    ['spaces and punctuation', 'Blue Chips & Co.'],
    ['60 emoji (counted as characters, not UTF-16 units)', '🚀'.repeat(60)],
  ])('accepts %s', (_label, name) => {
    expectValid(s.nameSchema, name);
  });

  it.each([
    ['2 characters', 'ab'],
    ['61 characters', 'n'.repeat(61)],
    ['61 emoji', '🚀'.repeat(61)],
    ['3 spaces (trimmed to nothing)', '   '],
    ['empty', ''],
  ])('refuses %s', (_label, name) => {
    expect(messages(s.nameSchema, name)).toEqual(['Name must be 3–60 characters']);
  });

  it('trims surrounding spaces before counting', () => {
    expect(s.nameSchema.parse('  Blue chips \n')).toBe('Blue chips');
    expectValid(s.nameSchema, ` ${'n'.repeat(60)} `);
  });

  it('asks for a name when missing and refuses numbers', () => {
    expect(firstError(s.nameSchema, undefined)).toBe('Enter a name');
    expect(firstError(s.nameSchema, 123)).toBe('Name must be text');
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
    expectValid(s.uriSchema, uri);
  });

  it('refuses 301 characters', () => {
    expect(messages(s.uriSchema, base + 'a'.repeat(301 - base.length))).toEqual([
      'Metadata URI must be at most 300 characters',
    ]);
  });

  it.each([
    ['no scheme', 'example.com/basket.json'],
    ['an inner space', 'https://example.com/my basket.json'],
    ['plain words', 'my basket'],
    // A scheme-like tail after the space does not make the whole text an address.
    ['an inner space before a colon', 'https://example.com/my basket:v2.json'],
    ['a digit before the scheme', '1https://example.com/basket.json'],
  ])('refuses %s', (_label, uri) => {
    expect(messages(s.uriSchema, uri)).toEqual([
      'Metadata URI must be a full address such as https://example.com/basket.json',
    ]);
  });

  it('trims surrounding whitespace', () => {
    expect(s.uriSchema.parse(' https://example.com/a.json\n')).toBe('https://example.com/a.json');
    expectValid(s.uriSchema, ` ${base}${'a'.repeat(300 - base.length)}\n`);
  });

  it('asks for a URI when missing and refuses numbers', () => {
    expect(messages(s.uriSchema, undefined)).toEqual(['Enter a metadata URI or leave it empty']);
    expect(messages(s.uriSchema, 1)).toEqual(['Metadata URI must be text']);
  });
});

describe.each([
  ['feeBpsSchema', 'A fee must be at most 10,000 bps (100 %)'],
  ['bpsSchema', 'Must be at most 10,000 bps (100 %)'],
  ['lpOffsetThresholdSchema', 'Must be at most 10,000 bps (100 %); 0 turns it off'],
] as const)('%s (integer 0..10000)', (name, tooLarge) => {
  it.each([0, 1, 50, 9999, 10000])('accepts %d', (value) => {
    expect(s[name].parse(value)).toBe(value);
  });

  it.each([
    [-1, "Can't be negative"],
    [10001, tooLarge],
    [0.5, 'Enter a whole number'],
    [99.99, 'Enter a whole number'],
    [Number.NaN, 'Enter a number'],
    [Number.POSITIVE_INFINITY, 'Enter a number'],
    ['50', 'Enter a number'],
    [undefined, 'Enter a number'],
    [null, 'Enter a number'],
  ])('refuses %s', (value, message) => {
    expect(messages(s[name], value)).toEqual([message]);
  });
});

describe('nonNegativeIntegerSchema', () => {
  it.each([0, 1, 3600, 86_400 * 365, Number.MAX_SAFE_INTEGER])('accepts %d', (value) => {
    expectValid(s.nonNegativeIntegerSchema, value);
  });

  it.each([
    [-1, "Can't be negative"],
    [1.5, 'Enter a whole number'],
    ['60', 'Enter a number'],
  ])('refuses %s', (value, message) => {
    expect(messages(s.nonNegativeIntegerSchema, value)).toEqual([message]);
  });

  it('refuses past the largest safe integer (zod calls it not whole, too)', () => {
    expect(messages(s.nonNegativeIntegerSchema, Number.MAX_SAFE_INTEGER + 2)).toEqual([
      'Enter a whole number',
      'Number is too large',
    ]);
  });
});

describe('rebalanceIntervalSchema (whole seconds, an hour or more)', () => {
  it.each([3600, 3601, 86_400, Number.MAX_SAFE_INTEGER])('accepts %d', (value) => {
    expect(s.rebalanceIntervalSchema.parse(value)).toBe(value);
  });

  it.each([
    [3599, 'The service checks at most hourly: enter 3600 seconds (1 hour) or more'],
    [0, 'The service checks at most hourly: enter 3600 seconds (1 hour) or more'],
    [3600.5, 'Enter a whole number'],
    ['3600', 'Enter a number'],
    [undefined, 'Enter a number'],
  ])('refuses %s', (value, message) => {
    expect(messages(s.rebalanceIntervalSchema, value)).toEqual([message]);
  });

  it('refuses past the largest safe integer (zod calls it not whole, too)', () => {
    expect(messages(s.rebalanceIntervalSchema, Number.MAX_SAFE_INTEGER + 2)).toEqual([
      'Enter a whole number',
      'Number is too large',
    ]);
  });
});

describe('amountSchema', () => {
  it.each([0.000001, 0.1, 1, 1e12])('accepts %d', (value) => {
    expectValid(s.amountSchema, value);
  });

  it.each([
    [0, 'Amount must be more than 0'],
    [-0.000001, 'Amount must be more than 0'],
    [-5, 'Amount must be more than 0'],
    // zod refuses NaN and ±Infinity as not numbers, before the schema's own finite check.
    [Number.NaN, 'Amount must be a number'],
    [Number.POSITIVE_INFINITY, 'Amount must be a number'],
    ['1', 'Amount must be a number'],
    [undefined, 'Enter an amount'],
  ])('refuses %s', (value, message) => {
    expect(messages(s.amountSchema, value)).toEqual([message]);
  });
});

describe('basketTypeSchema and flagSchema', () => {
  it.each([0, 1, 2])('basket type accepts %d', (value) => expectValid(s.basketTypeSchema, value));
  it.each([-1, 3, 1.5, '1', undefined])('basket type refuses %s', (value) => {
    expect(messages(s.basketTypeSchema, value)).toEqual([
      'Basket type must be 0 (Immutable), 1 (Mutable) or 2 (Permissioned)',
    ]);
  });
  it.each([0, 1])('flag accepts %d', (value) => expectValid(s.flagSchema, value));
  it.each([-1, 2, 0.5, true, '0', undefined])('flag refuses %s', (value) => {
    expect(messages(s.flagSchema, value)).toEqual(['Must be 0 (off) or 1 (on)']);
  });
});
