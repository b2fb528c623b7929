// Bad requests, table-driven: each gets its 4xx status, error code and field, never a 5xx or a
// hang, and the service keeps serving afterwards.
import { Keypair } from '@solana/web3.js';
import { beforeAll, expect, it } from 'vitest';
import { KNOWN_TOKENS } from '../../src/solana/tokens';
import * as testing from './testing';

const sandbox = testing.sandboxForFile();
let demoBasket = '';
const someone = Keypair.generate().publicKey.toBase58();
const nobody = Keypair.generate().publicKey.toBase58();
const [USDC, WSOL, JUP] = KNOWN_TOKENS.map((t) => t.mint);

beforeAll(async () => {
  demoBasket = (await testing.demoBasket(sandbox())).address;
});

const create = (overrides: Record<string, unknown> = {}, drop?: string) => {
  const body = testing.createRequest(someone, {
    symbol: 'GOOD',
    name: 'Good Basket',
    hostPlatformFees: 10,
    depositFee: 50,
    composition: [
      { token: WSOL, weight: 60 },
      { token: JUP, weight: 40 },
    ],
    ...overrides,
  });
  if (drop) delete body[drop];
  return body;
};
const weights = (...entries: [token: unknown, weight: number][]) =>
  entries.map(([token, weight]) => ({ token, weight }));
const deposit = (overrides: Record<string, unknown> = {}) => ({
  user: someone,
  basket: demoBasket,
  amount: 1,
  ...overrides,
});

interface Case {
  name: string;
  path: string;
  /** An object is sent as JSON; a string as the raw body. */
  body?: () => unknown;
  method?: string;
  contentType?: string;
  status: number;
  code: string;
  field?: string;
}

const sixteen = Array.from({ length: 16 }, (_, i) => ({
  token: Keypair.generate().publicKey.toBase58(),
  weight: i === 0 ? 25 : 5,
}));

// Fifteen tokens and no USDC: every basket also holds USDC, so that is sixteen assets.
const fifteenWithoutUsdc = Array.from({ length: 15 }, (_, i) => ({
  token: Keypair.generate().publicKey.toBase58(),
  weight: i === 0 ? 30 : 5,
}));

const cases: Case[] = [
  // create: every limit and type
  {
    name: 'symbol too short',
    path: '/baskets/create',
    body: () => create({ symbol: 'AB' }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'symbol',
  },
  {
    name: 'symbol too long',
    path: '/baskets/create',
    body: () => create({ symbol: 'ABCDEFGHIJK' }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'symbol',
  },
  {
    name: 'symbol with a dash',
    path: '/baskets/create',
    body: () => create({ symbol: 'AB-C' }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'symbol',
  },
  {
    name: 'symbol as a number',
    path: '/baskets/create',
    body: () => create({ symbol: 1234 }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'symbol',
  },
  {
    name: 'symbol missing',
    path: '/baskets/create',
    body: () => create({}, 'symbol'),
    status: 400,
    code: 'MISSING_FIELD',
    field: 'symbol',
  },
  {
    name: 'name too short',
    path: '/baskets/create',
    body: () => create({ name: 'ab' }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'name',
  },
  {
    name: 'name too long',
    path: '/baskets/create',
    body: () => create({ name: 'n'.repeat(61) }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'name',
  },
  {
    name: 'uri too long',
    path: '/baskets/create',
    body: () => create({ uri: `https://e.com/${'u'.repeat(290)}` }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'uri',
  },
  {
    name: 'uri not a URI',
    path: '/baskets/create',
    body: () => create({ uri: 'not a uri' }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'uri',
  },
  {
    name: 'host platform not an address',
    path: '/baskets/create',
    body: () => create({ hostPlatform: 'xyz0' }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'hostPlatform',
  },
  {
    name: 'host fee over 100 %',
    path: '/baskets/create',
    body: () => create({ hostPlatformFees: 10_001 }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'hostPlatformFees',
  },
  {
    name: 'host fee negative',
    path: '/baskets/create',
    body: () => create({ hostPlatformFees: -1 }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'hostPlatformFees',
  },
  {
    name: 'host fee fractional',
    path: '/baskets/create',
    body: () => create({ hostPlatformFees: 1.5 }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'hostPlatformFees',
  },
  {
    name: 'host fee spellings disagree',
    path: '/baskets/create',
    body: () => create({ hostPlatformFees: 10, hostPlatformFee: 20 }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'hostPlatformFee',
  },
  {
    name: 'singular host fee wrong type',
    path: '/baskets/create',
    body: () => create({ hostPlatformFees: undefined, hostPlatformFee: 'ten' }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'hostPlatformFee',
  },
  {
    name: 'host fee missing',
    path: '/baskets/create',
    body: () => create({}, 'hostPlatformFees'),
    status: 400,
    code: 'MISSING_FIELD',
    field: 'hostPlatformFees',
  },
  {
    name: 'creator not an address',
    path: '/baskets/create',
    body: () => create({ creator: '0OIl' }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'creator',
  },
  {
    name: 'deposit fee over 100 %',
    path: '/baskets/create',
    body: () => create({ depositFee: 10_001 }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'depositFee',
  },
  {
    name: 'type 3',
    path: '/baskets/create',
    body: () => create({ type: 3 }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'type',
  },
  {
    name: 'type as text',
    path: '/baskets/create',
    body: () => create({ type: '1' }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'type',
  },
  {
    name: 'rebalance interval negative',
    path: '/baskets/create',
    body: () => create({ rebalanceInterval: -5 }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'rebalanceInterval',
  },
  {
    name: 'rebalance interval under an hour (the service’s minimum is 3600 s)',
    path: '/baskets/create',
    body: () => create({ rebalanceInterval: 3599 }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'rebalanceInterval',
  },
  {
    name: 'LP offset over 10,000 bps',
    path: '/baskets/create',
    body: () => create({ lpOffsetThreshold: 10_001 }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'lpOffsetThreshold',
  },
  {
    name: 'rebalance threshold over 100 %',
    path: '/baskets/create',
    body: () => create({ rebalanceThreshold: 10_001 }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'rebalanceThreshold',
  },
  {
    name: 'slippage fractional',
    path: '/baskets/create',
    body: () => create({ slippage: 1.5 }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'slippage',
  },
  {
    name: 'LP offset as text',
    path: '/baskets/create',
    body: () => create({ lpOffsetThreshold: 'x' }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'lpOffsetThreshold',
  },
  {
    name: 'disableRebalance 2',
    path: '/baskets/create',
    body: () => create({ disableRebalance: 2 }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'disableRebalance',
  },
  {
    name: 'disableLp true',
    path: '/baskets/create',
    body: () => create({ disableLp: true }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'disableLp',
  },
  {
    name: 'composition empty',
    path: '/baskets/create',
    body: () => create({ composition: [] }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'composition',
  },
  {
    name: 'composition of 16',
    path: '/baskets/create',
    body: () => create({ composition: sixteen }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'composition',
  },
  {
    name: 'composition of 15 without USDC (USDC takes a slot)',
    path: '/baskets/create',
    body: () => create({ composition: fifteenWithoutUsdc }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'composition',
  },
  {
    name: 'weights add up to 90',
    path: '/baskets/create',
    body: () => create({ composition: weights([WSOL, 50], [JUP, 40]) }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'composition',
  },
  {
    name: 'duplicate token',
    path: '/baskets/create',
    body: () => create({ composition: weights([JUP, 50], [JUP, 50]) }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'composition.1.token',
  },
  {
    name: 'weight zero',
    path: '/baskets/create',
    body: () => create({ composition: weights([WSOL, 0], [JUP, 100]) }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'composition.0.weight',
  },
  {
    name: 'composition token not an address',
    path: '/baskets/create',
    body: () => create({ composition: [{ token: 'nope', weight: 100 }] }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'composition.0.token',
  },
  {
    name: 'composition not a list',
    path: '/baskets/create',
    body: () => create({ composition: { token: JUP, weight: 100 } }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'composition',
  },
  {
    name: 'composition entry null',
    path: '/baskets/create',
    body: () => create({ composition: [null] }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'composition.0',
  },
  {
    name: 'text too long in bytes for one transaction',
    path: '/baskets/create',
    body: () => create({ name: '€'.repeat(60), uri: `https://e.com/${'€'.repeat(280)}` }),
    status: 422,
    code: 'TRANSACTION_TOO_LARGE',
    field: 'uri',
  },
  {
    name: 'token the sandbox cannot price',
    path: '/baskets/create',
    body: () => create({ composition: [{ token: nobody, weight: 100 }] }),
    status: 422,
    code: 'UNSUPPORTED_TOKEN',
    field: 'composition.0.token',
  },
  {
    name: 'symbol of an existing basket (the demo basket’s, in other case)',
    path: '/baskets/create',
    body: () => create({ symbol: 'solBlue' }),
    status: 409,
    code: 'SYMBOL_TAKEN',
    field: 'symbol',
  },
  {
    name: 'name of an existing basket (other case, spaces around)',
    path: '/baskets/create',
    body: () => create({ name: '  SOLANA blue chips ' }),
    status: 409,
    code: 'NAME_TAKEN',
    field: 'name',
  },
  // the other commands
  {
    name: 'deposit of 0',
    path: '/baskets/deposit',
    body: () => deposit({ amount: 0 }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'amount',
  },
  {
    name: 'deposit negative',
    path: '/baskets/deposit',
    body: () => deposit({ amount: -1 }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'amount',
  },
  {
    name: 'deposit amount as text',
    path: '/baskets/deposit',
    body: () => deposit({ amount: 'ten' }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'amount',
  },
  {
    name: 'deposit below one base unit',
    path: '/baskets/deposit',
    body: () => deposit({ amount: 1e-9 }),
    status: 400,
    code: 'INVALID_AMOUNT',
    field: 'amount',
  },
  {
    name: 'deposit without user',
    path: '/baskets/deposit',
    body: () => deposit({ user: undefined }),
    status: 400,
    code: 'MISSING_FIELD',
    field: 'user',
  },
  {
    name: 'deposit basket not an address',
    path: '/baskets/deposit',
    body: () => deposit({ basket: 'abc' }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'basket',
  },
  {
    name: 'deposit to an unknown basket',
    path: '/baskets/deposit',
    body: () => deposit({ basket: nobody }),
    status: 404,
    code: 'BASKET_NOT_FOUND',
    field: 'basket',
  },
  {
    name: 'withdraw amount null',
    path: '/baskets/withdraw',
    body: () => deposit({ amount: null }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'amount',
  },
  {
    name: 'withdraw more than held',
    path: '/baskets/withdraw',
    body: () => deposit({ amount: 5 }),
    status: 422,
    code: 'INSUFFICIENT_BASKET_TOKENS',
    field: 'amount',
  },
  {
    name: 'claim without withdraw account',
    path: '/baskets/claim',
    body: () => ({ user: someone }),
    status: 400,
    code: 'MISSING_FIELD',
    field: 'basket',
  },
  {
    name: 'claim of an unknown withdraw account',
    path: '/baskets/claim',
    body: () => ({ user: someone, basket: nobody }),
    status: 404,
    code: 'WITHDRAW_NOT_FOUND',
    field: 'basket',
  },
  {
    name: 'mint without tokenMint',
    path: '/baskets/mint',
    body: () => deposit(),
    status: 400,
    code: 'MISSING_FIELD',
    field: 'tokenMint',
  },
  {
    name: 'mint of a token outside the composition',
    path: '/baskets/mint',
    body: () => deposit({ tokenMint: KNOWN_TOKENS[3]?.mint }),
    status: 422,
    code: 'TOKEN_NOT_IN_COMPOSITION',
    field: 'tokenMint',
  },
  {
    name: 'burn tokenMint not an address',
    path: '/baskets/burn',
    body: () => deposit({ tokenMint: 'x' }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'tokenMint',
  },
  {
    name: 'set-metadata symbol with a space',
    path: '/baskets/set-metadata',
    body: () => ({ basket: demoBasket, creator: someone, symbol: 'A B', name: 'Name', uri: '' }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'symbol',
  },
  {
    name: 'set-metadata by someone else',
    path: '/baskets/set-metadata',
    body: () => ({ basket: demoBasket, creator: someone, symbol: 'ABC', name: 'Name', uri: '' }),
    status: 403,
    code: 'NOT_CREATOR',
    field: 'creator',
  },
  {
    name: 'edit of an unknown basket',
    path: '/baskets/edit',
    body: () => ({ ...create(), basket: nobody }),
    status: 404,
    code: 'BASKET_NOT_FOUND',
    field: 'basket',
  },
  {
    name: 'edit of someone else’s basket',
    path: '/baskets/edit',
    body: () => ({
      ...create({ composition: [{ token: USDC, weight: 100 }] }),
      basket: demoBasket,
    }),
    status: 403,
    code: 'NOT_CREATOR',
    field: 'creator',
  },
  // the transport
  {
    name: 'unknown command',
    path: '/baskets/rebalance',
    body: () => ({}),
    status: 404,
    code: 'UNKNOWN_COMMAND',
  },
  {
    name: 'malformed JSON',
    path: '/baskets/create',
    body: () => '{"symbol": ',
    status: 400,
    code: 'INVALID_JSON',
  },
  {
    name: 'empty body',
    path: '/baskets/deposit',
    body: () => '',
    status: 400,
    code: 'INVALID_JSON',
  },
  {
    name: 'body is a list',
    path: '/baskets/deposit',
    body: () => '[]',
    status: 400,
    code: 'INVALID_BODY',
  },
  {
    name: 'body is null',
    path: '/baskets/deposit',
    body: () => 'null',
    status: 400,
    code: 'INVALID_BODY',
  },
  {
    name: 'oversize body',
    path: '/baskets/create',
    body: () => JSON.stringify(create({ name: 'x'.repeat(100_000) })),
    status: 413,
    code: 'BODY_TOO_LARGE',
  },
  {
    name: 'GET on a command',
    path: '/baskets/create',
    method: 'GET',
    status: 405,
    code: 'METHOD_NOT_ALLOWED',
  },
  {
    name: 'text/plain body',
    path: '/baskets/create',
    body: () => JSON.stringify(create()),
    contentType: 'text/plain',
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  { name: 'unknown path', path: '/nope', method: 'GET', status: 404, code: 'NOT_FOUND' },
  {
    name: 'faucet for a non-address',
    path: '/sandbox/faucet',
    body: () => ({ address: 'nope' }),
    status: 400,
    code: 'INVALID_FIELD',
    field: 'address',
  },
  {
    name: 'faucet without address',
    path: '/sandbox/faucet',
    body: () => ({}),
    status: 400,
    code: 'MISSING_FIELD',
    field: 'address',
  },
  {
    name: 'withdrawals for a non-address',
    path: '/sandbox/withdrawals?user=nope',
    method: 'GET',
    status: 400,
    code: 'INVALID_FIELD',
    field: 'user',
  },
  {
    name: 'unknown basket record',
    path: `/sandbox/baskets/${nobody}`,
    method: 'GET',
    status: 404,
    code: 'BASKET_NOT_FOUND',
  },
  {
    name: 'POST to the token list',
    path: '/sandbox/tokens',
    body: () => ({}),
    status: 405,
    code: 'METHOD_NOT_ALLOWED',
  },
];

it('has at least 40 bad requests', () => {
  expect(cases.length).toBeGreaterThanOrEqual(40);
});

it.each(cases)('$name → $status $code', async (c) => {
  const raw = c.body?.();
  const init: RequestInit = { method: c.method ?? (raw === undefined ? 'GET' : 'POST') };
  if (raw !== undefined) {
    init.body = typeof raw === 'string' ? raw : JSON.stringify(raw);
    init.headers = { 'Content-Type': c.contentType ?? 'application/json' };
  }
  const res = await fetch(`${sandbox().apiUrl}${c.path}`, init);
  const body = (await res.json()) as {
    success: boolean;
    error: { code: string; message: string; field?: string };
  };
  expect({
    status: res.status,
    success: body.success,
    code: body.error.code,
    field: body.error.field,
  }).toEqual({
    status: c.status,
    success: false,
    code: c.code,
    field: c.field,
  });
  expect(body.error.message.length).toBeGreaterThan(0);
});

it('still serves after the bad requests, and answers CORS preflights for local apps only', async () => {
  const tokens = await fetch(`${sandbox().apiUrl}/sandbox/tokens`);
  expect(tokens.status).toBe(200);
  const list = (await tokens.json()) as { tokens: { symbol: string; price: number }[] };
  expect(list.tokens.map((t) => t.symbol)).toEqual(KNOWN_TOKENS.map((t) => t.symbol));
  const ok = await fetch(`${sandbox().apiUrl}/baskets/create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(create()),
  });
  expect(ok.status).toBe(200);
  expect(((await ok.json()) as { success: boolean }).success).toBe(true);

  const local = await fetch(`${sandbox().apiUrl}/baskets/create`, {
    method: 'OPTIONS',
    headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
  });
  expect(local.status).toBe(204);
  expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  const foreign = await fetch(`${sandbox().apiUrl}/baskets/create`, {
    method: 'OPTIONS',
    headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'POST' },
  });
  expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
});
