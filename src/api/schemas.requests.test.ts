// The API's request and response schemas as wholes: every field required and named when wrong.
import { describe, expect, it } from 'vitest';
import { isStrictBase64 } from '../solana/base64';
import type * as ResponseSchemas from './responseSchemas';
import type * as Schemas from './schemas';
import { USDC, SYSTEM, keyOfLength, SAMPLE_REQUESTS } from './testing/samples';
import { expectValid, expectInvalid } from './testing/zodAssertions';
import { importBeforeTests } from './testing/importBeforeTests';

// Imported once the tests are about to run (importBeforeTests says why).
let s: typeof Schemas;
importBeforeTests(
  () => import('./schemas'),
  (module) => (s = module),
);
let r: typeof ResponseSchemas;
importBeforeTests(
  () => import('./responseSchemas'),
  (module) => (r = module),
);

const { create: validCreate, edit: validEdit } = SAMPLE_REQUESTS;

type RequestSchemaName = {
  [K in keyof typeof Schemas]: K extends `${string}RequestSchema` ? K : never;
}[keyof typeof Schemas];

const requests: [string, RequestSchemaName, Record<string, unknown>][] = [
  ['create', 'createRequestSchema', validCreate],
  ['edit', 'editRequestSchema', validEdit],
  ['deposit', 'depositRequestSchema', SAMPLE_REQUESTS.deposit],
  ['withdraw', 'withdrawRequestSchema', SAMPLE_REQUESTS.withdraw],
  ['claim', 'claimRequestSchema', SAMPLE_REQUESTS.claim],
  ['mint', 'mintRequestSchema', SAMPLE_REQUESTS.mint],
  ['burn', 'burnRequestSchema', SAMPLE_REQUESTS.burn],
  ['set-metadata', 'setMetadataRequestSchema', SAMPLE_REQUESTS['set-metadata']],
];

describe.each(requests)('%s request', (_command, name, valid) => {
  const schema = () => s[name];
  it('accepts the sample body', () => {
    expect(schema().parse(valid)).toEqual(valid);
  });

  it.each(Object.keys(valid))('refuses a body without %s, naming the field', (field) => {
    const body = { ...valid };
    delete body[field];
    const result = schema().safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toEqual([field]);
  });

  it('refuses a wrong type in every field, naming each field', () => {
    const wrong = Object.fromEntries(Object.keys(valid).map((k) => [k, { nested: true }]));
    const result = schema().safeParse(wrong);
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
      expectValid(s.createRequestSchema, { ...validCreate, [field]: value });
    });
    it.each(refused)('refuses %s at the field', (value) => {
      const result = s.createRequestSchema.safeParse({ ...validCreate, [field]: value });
      expect(result.error?.issues.map((i) => i.path[0])).toEqual([field]);
    });
  });

  it('composition errors carry the full path (composition.<row>.<field>)', () => {
    const result = s.editRequestSchema.safeParse({
      ...validEdit,
      composition: [
        { token: USDC, weight: 50 },
        { token: USDC, weight: 50 },
      ],
    });
    expect(result.error?.issues.map((i) => i.path)).toEqual([['composition', 1, 'token']]);
  });

  it.each(['deposit', 'withdraw', 'mint', 'burn'])('%s refuses amount 0 and accepts 1e-6', (c) => {
    const [, name, valid] = requests.find(([command]) => command === c)!;
    const schema = s[name];
    expectValid(schema, { ...valid, amount: 0.000001 });
    expectInvalid(schema, { ...valid, amount: 0 }, /more than 0/);
  });

  it('set-metadata uri is at most 300 characters and may be empty', () => {
    const [, name, valid] = requests.find(([command]) => command === 'set-metadata')!;
    const schema = s[name];
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
    expect(r.createResponseSchema.parse({ ...ok, basket: USDC })).toEqual({ ...ok, basket: USDC });
  });
  it.each([
    ['success false', { ...ok, success: false }, 'success'],
    ['success "true"', { ...ok, success: 'true' }, 'success'],
    ['a missing field', { ...ok, restructureTransaction: undefined }, 'restructureTransaction'],
    ['non-base64 text', { ...ok, compositionTransaction: 'not base64!' }, 'compositionTransaction'],
    ['an empty string', { ...ok, createTransaction: '' }, 'createTransaction'],
  ])('refuses %s, naming the field', (_label, body, field) => {
    expect(r.createResponseSchema.safeParse(body).error?.issues.map((i) => i.path[0])).toEqual([
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
