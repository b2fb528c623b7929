import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  amountSchema,
  basketTypeSchema,
  bpsSchema,
  burnRequestSchema,
  claimRequestSchema,
  compositionSchema,
  createRequestSchema,
  createResponseSchema,
  depositRequestSchema,
  editRequestSchema,
  feeBpsSchema,
  flagSchema,
  isStrictBase64,
  mintRequestSchema,
  nameSchema,
  nonNegativeIntegerSchema,
  publicKeySchema,
  setMetadataRequestSchema,
  symbolSchema,
  uriSchema,
  withdrawRequestSchema,
} from './schemas';

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const WSOL = 'So11111111111111111111111111111111111111112';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const SYSTEM = '11111111111111111111111111111111';
const keyOfLength = (n: number) => bs58.encode(new Uint8Array(n).fill(7));

/** Parses and returns the first issue's message, or undefined when valid. */
function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function expectValid(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
}

function expectInvalid(schema: z.ZodType, value: unknown, message: RegExp) {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((i) => i.message).join(' | ')).toMatch(message);
}

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

describe('compositionSchema', () => {
  // USDC first, then 16 made-up mints.
  const mints = [
    USDC,
    ...Array.from({ length: 16 }, (_, i) => bs58.encode(new Uint8Array(32).fill(i + 1))),
  ];
  const evenly = (n: number) => mints.slice(0, n).map((token) => ({ token, weight: 100 / n }));

  it('accepts 1 entry at 100', () => {
    expectValid(compositionSchema, [{ token: USDC, weight: 100 }]);
  });

  it('accepts 15 entries with USDC (weights 100/15 each, within float tolerance)', () => {
    expect(evenly(15).map((e) => e.token)).toContain(USDC);
    expectValid(compositionSchema, evenly(15));
  });

  it('counts USDC, which every basket holds: 14 other tokens at most', () => {
    const others = mints.filter((m) => m !== USDC);
    const without = (n: number) => others.slice(0, n).map((token) => ({ token, weight: 100 / n }));
    expectValid(compositionSchema, without(14));
    expectInvalid(compositionSchema, without(15), /also holds USDC.*at most 14 other tokens/);
  });

  it('accepts fractional weights that add up to 100', () => {
    expectValid(compositionSchema, [
      { token: USDC, weight: 33.3 },
      { token: WSOL, weight: 33.3 },
      { token: JUP, weight: 33.4 },
    ]);
  });

  it('accepts 0.1 + 0.2 style float sums (tolerance 1e-9)', () => {
    expectValid(compositionSchema, [
      { token: USDC, weight: 0.1 },
      { token: WSOL, weight: 0.2 },
      { token: JUP, weight: 99.7 },
    ]);
  });

  it('refuses 0 entries and 16 entries', () => {
    expectInvalid(compositionSchema, [], /Add at least one token/);
    expectInvalid(compositionSchema, evenly(16), /at most 15 tokens/);
  });

  it('refuses weights that do not add up to 100, saying what they add up to', () => {
    const result = compositionSchema.safeParse([
      { token: USDC, weight: 60 },
      { token: WSOL, weight: 30 },
    ]);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: [],
        message: 'Weights must add up to 100 (they add up to 90)',
      }),
    ]);
    expectInvalid(
      compositionSchema,
      [
        { token: USDC, weight: 50 },
        { token: WSOL, weight: 50.000001 },
      ],
      /add up to 100\.000001/,
    );
  });

  it('refuses a duplicate token, on the duplicate row, even with different whitespace', () => {
    const result = compositionSchema.safeParse([
      { token: USDC, weight: 50 },
      { token: WSOL, weight: 25 },
      { token: ` ${USDC}`, weight: 25 },
    ]);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: [2, 'token'],
        message: 'This token is already in the basket (entry 1)',
      }),
    ]);
  });

  it.each([
    [0, /Weight must be more than 0/],
    [-10, /Weight must be more than 0/],
    [101, /can't be more than 100/],
    [Number.NaN, /./],
    ['50', /Weight must be a number/],
  ])('refuses weight %s at the row', (weight, message) => {
    const result = compositionSchema.safeParse([
      { token: USDC, weight },
      { token: WSOL, weight: 50 },
    ]);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path.join('.') === '0.weight');
    expect(issue?.message).toMatch(message);
  });

  it('reports a bad token and a duplicate together', () => {
    const result = compositionSchema.safeParse([
      { token: 'nope', weight: 50 },
      { token: WSOL, weight: 25 },
      { token: WSOL, weight: 25 },
    ]);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['0.token', '2.token']);
  });

  it('refuses an entry without a token or weight, naming the field', () => {
    const result = compositionSchema.safeParse([{ weight: 100 }]);
    expect(result.error?.issues[0]).toMatchObject({ path: [0, 'token'] });
    const noWeight = compositionSchema.safeParse([{ token: USDC }]);
    expect(noWeight.error?.issues[0]).toMatchObject({
      path: [0, 'weight'],
      message: 'Enter a weight',
    });
  });

  it('refuses a non-list', () => {
    expectInvalid(compositionSchema, { token: USDC, weight: 100 }, /list of tokens/);
    expectInvalid(compositionSchema, undefined, /Add at least one token/);
  });
});

const settings = {
  creator: WSOL,
  depositFee: 50,
  rebalanceInterval: 3600,
  rebalanceThreshold: 300,
  slippage: 100,
  lpOffsetThreshold: 0,
  disableRebalance: 0,
  disableLp: 1,
  composition: [
    { token: USDC, weight: 40 },
    { token: JUP, weight: 60 },
  ],
};
const validCreate = {
  symbol: 'BSKT',
  name: 'Blue chips',
  uri: '',
  hostPlatform: '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG',
  hostPlatformFees: 10,
  type: 1,
  ...settings,
};
const validEdit = { basket: JUP, ...settings };
const userBasket = { user: WSOL, basket: JUP };

const requests: [string, z.ZodType, Record<string, unknown>][] = [
  ['create', createRequestSchema, validCreate],
  ['edit', editRequestSchema, validEdit],
  ['deposit', depositRequestSchema, { ...userBasket, amount: 1 }],
  ['withdraw', withdrawRequestSchema, { ...userBasket, amount: 0.5 }],
  ['claim', claimRequestSchema, userBasket],
  ['mint', mintRequestSchema, { ...userBasket, tokenMint: USDC, amount: 2 }],
  ['burn', burnRequestSchema, { ...userBasket, tokenMint: USDC, amount: 2 }],
  [
    'set-metadata',
    setMetadataRequestSchema,
    { basket: JUP, creator: WSOL, symbol: 'BSKT', name: 'Blue chips', uri: 'https://x.io/m.json' },
  ],
];

describe.each(requests)('%s request', (_command, schema, valid) => {
  it('accepts the sample body', () => {
    expect(schema.parse(valid)).toEqual(valid);
  });

  it.each(Object.keys(valid))('refuses a body without %s, naming the field', (field) => {
    const body = { ...valid };
    delete body[field];
    const result = schema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toEqual([field]);
  });

  it('refuses a wrong type in every field, naming each field', () => {
    const wrong = Object.fromEntries(Object.keys(valid).map((k) => [k, { nested: true }]));
    const result = schema.safeParse(wrong);
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(Object.keys(valid).sort());
  });
});

describe('request field limits, by field', () => {
  // [field, edge values accepted, values one past refused]
  const createLimits: [string, unknown[], unknown[]][] = [
    ['symbol', ['abc', 'abcdefghij'], ['ab', 'abcdefghijk']],
    ['name', ['abc', 'n'.repeat(60)], ['ab', 'n'.repeat(61)]],
    ['uri', ['', `https://e.io/${'a'.repeat(287)}`], [`https://e.io/${'a'.repeat(288)}`]],
    ['hostPlatformFees', [0, 10000], [-1, 10001, 1.5]],
    ['depositFee', [0, 10000], [-1, 10001, 0.5]],
    ['rebalanceThreshold', [0, 10000], [-1, 10001, 2.5]],
    ['slippage', [0, 10000], [-1, 10001, 0.1]],
    ['rebalanceInterval', [3600, Number.MAX_SAFE_INTEGER], [-1, 0, 3599, 3600.5]],
    ['lpOffsetThreshold', [0, 10000], [-1, 10001, 0.5]],
    ['type', [0, 2], [-1, 3]],
    ['disableRebalance', [0, 1], [-1, 2]],
    ['disableLp', [0, 1], [-1, 2]],
    ['hostPlatform', [SYSTEM], [keyOfLength(31), keyOfLength(33)]],
    ['creator', [USDC], [`${USDC}0`]],
  ];

  describe.each(createLimits)('create.%s', (field, accepted, refused) => {
    it.each(accepted)('accepts %s', (value) => {
      expectValid(createRequestSchema, { ...validCreate, [field]: value });
    });
    it.each(refused)('refuses %s at the field', (value) => {
      const result = createRequestSchema.safeParse({ ...validCreate, [field]: value });
      expect(result.error?.issues.map((i) => i.path[0])).toEqual([field]);
    });
  });

  it('composition errors carry the full path (composition.<row>.<field>)', () => {
    const result = editRequestSchema.safeParse({
      ...validEdit,
      composition: [
        { token: USDC, weight: 50 },
        { token: USDC, weight: 50 },
      ],
    });
    expect(result.error?.issues.map((i) => i.path)).toEqual([['composition', 1, 'token']]);
  });

  it.each(['deposit', 'withdraw', 'mint', 'burn'])('%s refuses amount 0 and accepts 1e-6', (c) => {
    const [, schema, valid] = requests.find(([name]) => name === c)!;
    expectValid(schema, { ...valid, amount: 0.000001 });
    expectInvalid(schema, { ...valid, amount: 0 }, /more than 0/);
  });

  it('set-metadata uri is at most 300 characters and may be empty', () => {
    const [, schema, valid] = requests.find(([name]) => name === 'set-metadata')!;
    expectValid(schema, { ...valid, uri: '' });
    expectValid(schema, { ...valid, uri: `https://e.io/${'a'.repeat(287)}` });
    expectInvalid(schema, { ...valid, uri: `https://e.io/${'a'.repeat(288)}` }, /at most 300/);
  });
});

describe('response schemas (shape and base64)', () => {
  const ok = {
    success: true,
    createTransaction: 'AQID',
    compositionTransaction: 'AQI=',
    restructureTransaction: 'AQ==',
  };
  it('accepts success true with base64 transaction fields and keeps extra fields', () => {
    expect(createResponseSchema.parse({ ...ok, basket: USDC })).toEqual({ ...ok, basket: USDC });
  });
  it.each([
    ['success false', { ...ok, success: false }, 'success'],
    ['success "true"', { ...ok, success: 'true' }, 'success'],
    ['a missing field', { ...ok, restructureTransaction: undefined }, 'restructureTransaction'],
    ['non-base64 text', { ...ok, compositionTransaction: 'not base64!' }, 'compositionTransaction'],
    ['an empty string', { ...ok, createTransaction: '' }, 'createTransaction'],
  ])('refuses %s, naming the field', (_label, body, field) => {
    expect(createResponseSchema.safeParse(body).error?.issues.map((i) => i.path[0])).toEqual([
      field,
    ]);
  });
});

describe('isStrictBase64', () => {
  it.each(['AQID', 'AQI=', 'AQ==', 'SGVsbG8gd29ybGQ+Lw=='])('accepts %s', (s) => {
    expect(isStrictBase64(s)).toBe(true);
  });
  it.each(['', 'AQI', 'AQ=', 'A===', 'AQ-_', 'AQ ID', ' AQID', 'AQID\n', '====', 'AQ==AQID'])(
    'refuses %j',
    (s) => {
      expect(isStrictBase64(s)).toBe(false);
    },
  );
});
