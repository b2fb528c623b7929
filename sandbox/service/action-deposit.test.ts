// The deposit Action (src/edge, docs/edge.md "Solana Actions") against a real sandbox: the card,
// the headers the spec asks for, every bad input refused in the spec's error shape with nothing
// built, an answer the intent check refuses, and a deposit that lands and is minted.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ActionError, ActionGetResponse, TransactionResponse } from '@solana/actions-spec';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { REFERRER_POLICY } from '../../scripts/securityHeaders.mjs';
import { edgeConfigFromEnv } from '../../src/edge/config';
import { createBasketryHandler } from '../../src/edge/handler';
import * as testing from './testing';

const require = createRequire(import.meta.url);
const wasm = readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm'));

const creator = Keypair.generate();
const user = Keypair.generate();
const sandbox = testing.sandboxForFile({ funded: [creator, user] });
const basket = testing.basketForFile(
  sandbox,
  testing.createRequest(creator.publicKey.toBase58(), { symbol: 'BLINK', name: 'Blink basket' }),
  creator,
);

/** The handler on this sandbox; `deposits` counts what reached the API's deposit command. */
function handlerOn(rewriteDeposit?: (body: Record<string, unknown>) => Record<string, unknown>) {
  const s = sandbox();
  const deposits: unknown[] = [];
  const fetchVia: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/baskets/deposit')) {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      deposits.push(body);
      if (rewriteDeposit)
        return fetch(input, { ...init, body: JSON.stringify(rewriteDeposit(body)) });
    }
    return fetch(input, init);
  };
  const handle = createBasketryHandler(
    edgeConfigFromEnv({
      BASKETRY_RPC_URL: s.rpcUrl,
      BASKETRY_API_BASE: s.apiUrl,
      BASKETRY_JUPITER_API_BASE: s.apiUrl,
      BASKETRY_PRICE_HISTORY_API_BASE: s.apiUrl,
    }),
    { wasm, fetch: fetchVia },
  );
  return { handle, deposits };
}

const ORIGIN = 'http://actions.test';
const actionUrl = (address: string, amount?: string) =>
  `${ORIGIN}/api/actions/deposit/${address}${amount === undefined ? '' : `?amount=${encodeURIComponent(amount)}`}`;
const post = (url: string, body: unknown) =>
  new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function genesisId(): Promise<string> {
  return `solana:${(await sandbox().connection.getGenesisHash()).slice(0, 32)}`;
}

describe('the deposit Action', () => {
  it('answers actions.json, OPTIONS and GET with the spec’s headers and the basket’s card', async () => {
    const { handle } = handlerOn();
    const id = await genesisId();
    const rules = await handle(new Request(`${ORIGIN}/actions.json`));
    expect(rules.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await rules.json()).toEqual({
      rules: [
        { pathPattern: '/baskets/*', apiPath: '/api/actions/deposit/*' },
        { pathPattern: '/api/actions/**', apiPath: '/api/actions/**' },
      ],
    });
    const preflight = await handle(new Request(actionUrl(basket().basket), { method: 'OPTIONS' }));
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toBe('GET,POST,PUT,OPTIONS');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain(
      'X-Accept-Action-Version',
    );

    const got = await handle(new Request(actionUrl(basket().basket)));
    expect(got.status).toBe(200);
    expect(got.headers.get('X-Action-Version')).toBe('2.4');
    expect(got.headers.get('X-Blockchain-Ids')).toBe(id);
    expect(got.headers.get('Access-Control-Expose-Headers')).toBe(
      'X-Action-Version, X-Blockchain-Ids',
    );
    const card = (await got.json()) as ActionGetResponse;
    expect(card).toMatchObject({
      type: 'action',
      title: 'Blink basket (BLINK)',
      label: 'Deposit USDC',
    });
    expect(card.icon).toBe(`${ORIGIN}/share/baskets/${basket().basket}/icon.png`);
    expect(card.description).toMatch(/^Value held \$[\d,.]+ · 30-day return /);
    expect(card.links?.actions.map((a) => a.href)).toEqual([
      `/api/actions/deposit/${basket().basket}?amount=10`,
      `/api/actions/deposit/${basket().basket}?amount=50`,
      `/api/actions/deposit/${basket().basket}?amount=100`,
      `/api/actions/deposit/${basket().basket}?amount={amount}`,
    ]);
    const icon = await handle(new Request(card.icon));
    expect(icon.headers.get('Content-Type')).toBe('image/png');
  });

  it('sends the security headers with every answer: actions.json, the Action, an error, the share page, its card', async () => {
    const { handle } = handlerOn();
    const at = basket().basket;
    const requests = [
      new Request(`${ORIGIN}/actions.json`),
      new Request(actionUrl(at), { method: 'OPTIONS' }),
      new Request(actionUrl(at)),
      post(actionUrl(at, '0'), { account: user.publicKey.toBase58() }),
      new Request(`${ORIGIN}/share/baskets/${at}`),
      new Request(`${ORIGIN}/share/baskets/${at}/icon.png`),
      new Request(`${ORIGIN}/share/baskets/nope`),
      new Request(`${ORIGIN}/elsewhere`),
    ];
    for (const request of requests) {
      const answer = await handle(request);
      const what = `${request.method} ${request.url}`;
      expect(answer.headers.get('X-Content-Type-Options'), what).toBe('nosniff');
      expect(answer.headers.get('Referrer-Policy'), what).toBe(REFERRER_POLICY);
      const policy = answer.headers.get('Content-Security-Policy') ?? '';
      expect(policy, what).toContain("default-src 'none'");
      expect(policy, what).toContain("frame-ancestors 'none'");
    }
  });

  it('refuses each bad input with a 4xx ActionError and builds nothing', async () => {
    const { handle, deposits } = handlerOn();
    const account = user.publicKey.toBase58();
    // A basket whose create landed but not its composition and restructure: not active.
    const draft = await testing.command(
      sandbox().apiUrl,
      'create',
      testing.createRequest(creator.publicKey.toBase58(), { symbol: 'DRAFT', name: 'Draft' }),
    );
    await testing.signAndSend(sandbox().connection, draft.createTransaction, creator);
    const cases: [string, Request, RegExp, number][] = [
      ['no account', post(actionUrl(basket().basket, '5'), {}), /names no account/, 400],
      ['no body', post(actionUrl(basket().basket, '5'), 'not json'), /names no account/, 400],
      [
        'malformed account',
        post(actionUrl(basket().basket, '5'), { account: 'abc' }),
        /not a Solana address/,
        400,
      ],
      [
        'a number as account',
        post(actionUrl(basket().basket, '5'), { account: 42 }),
        /not a Solana address/,
        400,
      ],
      [
        'unknown basket',
        post(actionUrl(Keypair.generate().publicKey.toBase58(), '5'), { account }),
        /^No basket at /,
        404,
      ],
      ['not an address', post(actionUrl('nope', '5'), { account }), /is not a basket address/, 400],
      ['no amount', post(actionUrl(basket().basket), { account }), /Enter an amount/, 400],
      ['amount 0', post(actionUrl(basket().basket, '0'), { account }), /more than 0 USDC/, 400],
      ['negative', post(actionUrl(basket().basket, '-5'), { account }), /negative/, 400],
      [
        'not a number',
        post(actionUrl(basket().basket, '5e3'), { account }),
        /is not an amount/,
        400,
      ],
      [
        'too many decimals',
        post(actionUrl(basket().basket, '1.1234567'), { account }),
        /6 decimals/,
        400,
      ],
      [
        'above the balance',
        post(actionUrl(basket().basket, '1000000000'), { account }),
        /less than the 1000000000 USDC/,
        400,
      ],
      [
        'empty wallet',
        post(actionUrl(basket().basket, '5'), { account: Keypair.generate().publicKey.toBase58() }),
        /holds no USDC/,
        400,
      ],
    ];
    for (const [what, request, said, status] of cases) {
      const answer = await handle(request);
      expect(answer.status, what).toBe(status);
      expect(answer.headers.get('Content-Type'), what).toBe('application/json');
      expect(answer.headers.get('Access-Control-Allow-Origin'), what).toBe('*');
      const error = (await answer.json()) as ActionError;
      expect(Object.keys(error), what).toEqual(['message']);
      expect(error.message, what).toMatch(said);
    }
    expect(deposits).toEqual([]);
    const inactive = await handle(post(actionUrl(String(draft.basket), '5'), { account }));
    expect(inactive.status).toBe(409);
    expect(((await inactive.json()) as ActionError).message).toMatch(
      /^The Basket API refused the deposit: .*not active/,
    );
  });

  it('refuses an API answer that deposits another amount than asked: the intent check’s reason', async () => {
    const { handle } = handlerOn((body) => ({ ...body, amount: Number(body.amount) * 2 }));
    const answer = await handle(
      post(actionUrl(basket().basket, '3'), { account: user.publicKey.toBase58() }),
    );
    expect(answer.status).toBe(502);
    const error = (await answer.json()) as ActionError;
    expect(error.message).toMatch(
      /^Basketry refused the Basket API’s deposit transaction: .*6 USDC/,
    );
  });

  it('answers a checked transaction that the wallet signs and sends; the keeper mints', async () => {
    const { handle } = handlerOn();
    const answer = await handle(
      post(actionUrl(basket().basket, '2.5'), { account: user.publicKey.toBase58() }),
    );
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as TransactionResponse;
    expect(body.type).toBe('transaction');
    expect(body.message).toMatch(/Deposits exactly 2\.5 USDC/);
    await testing.signAndSend(sandbox().connection, body.transaction, user);
    const account = getAssociatedTokenAddressSync(basket().mint, user.publicKey);
    const minted = await testing.eventually(async () => {
      const held = await testing.tokenAmount(sandbox().connection, account);
      return held > 0n ? held : undefined;
    });
    expect(minted).toBeGreaterThan(0n);
  });
});
