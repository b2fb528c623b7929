import { describe, expect, it, vi } from 'vitest';
import { legacyTransferBase64, v0TransferBase64 } from '../solana/testing/transactions';
import { commandUrl, DEFAULT_TIMEOUT_MS, postCommand, toWireBody } from './client';
import { COMMANDS, COMMAND_NAMES, type Command } from './commands';
import { ApiError, RequestInvalidError } from './errors';
import { JUP, SAMPLE_REQUESTS, WSOL } from './testing/samples';

const API = 'http://127.0.0.1:9/api';
const TX = legacyTransferBase64();
const TX_V0 = v0TransferBase64();
const BODIES = SAMPLE_REQUESTS;

function successBody(command: Command, tx = TX): Record<string, unknown> {
  return {
    success: true,
    ...Object.fromEntries(COMMANDS[command].txFields.map((f) => [f, tx])),
  };
}

interface Sent {
  url: string;
  init: RequestInit;
  json: Record<string, unknown>;
}

/** A fetch that records the request and answers with `status` and `text`. */
function fakeFetch(status: number, text: string, contentType = 'application/json') {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), init: init!, json: JSON.parse(String(init!.body)) });
    return new Response(text, { status, headers: { 'Content-Type': contentType } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent, spy: fetch };
}

/** A fetch that never answers until its signal aborts, then rejects as browsers do. */
function hangingFetch() {
  return (async (_url: string | URL | Request, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
    })) as typeof globalThis.fetch;
}

async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('commandUrl', () => {
  it.each([
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787/baskets/create'],
    ['http://127.0.0.1:8787/', 'http://127.0.0.1:8787/baskets/create'],
    ['http://127.0.0.1:8787//', 'http://127.0.0.1:8787/baskets/create'],
    ['https://api.example.com/v1/ ', 'https://api.example.com/v1/baskets/create'],
  ])('joins %j without a double slash', (base, url) => {
    expect(commandUrl(base, 'create')).toBe(url);
  });

  it('uses the command path, including set-metadata', () => {
    expect(commandUrl('http://h', 'set-metadata')).toBe('http://h/baskets/set-metadata');
  });
});

describe('postCommand: the request', () => {
  it.each(COMMAND_NAMES)(
    '%s: POSTs JSON to /baskets/<command> and returns the typed answer',
    async (command) => {
      const { fetch, sent } = fakeFetch(200, JSON.stringify(successBody(command)));
      const result = await postCommand(API, command, BODIES[command], { fetch });
      expect(result).toEqual(successBody(command));
      expect(sent).toHaveLength(1);
      expect(sent[0]!.url).toBe(`${API}/baskets/${command}`);
      expect(sent[0]!.init.method).toBe('POST');
      expect(new Headers(sent[0]!.init.headers).get('Content-Type')).toBe('application/json');
    },
  );

  it('sends the create host fee under both spellings, with the same value', async () => {
    const { fetch, sent } = fakeFetch(200, JSON.stringify(successBody('create')));
    await postCommand(API, 'create', BODIES.create, { fetch });
    expect(sent[0]!.json).toMatchObject({ hostPlatformFees: 25, hostPlatformFee: 25 });
    expect(sent[0]!.json).toEqual({ ...BODIES.create, hostPlatformFee: 25 });
  });

  it('sends no host fee alias on other commands', async () => {
    expect(toWireBody('edit', BODIES.edit)).toEqual(BODIES.edit);
    const { fetch, sent } = fakeFetch(200, JSON.stringify(successBody('deposit')));
    await postCommand(API, 'deposit', BODIES.deposit, { fetch });
    expect(sent[0]!.json).toEqual(BODIES.deposit);
  });

  it('sends the validated body (pasted addresses trimmed)', async () => {
    const { fetch, sent } = fakeFetch(200, JSON.stringify(successBody('claim')));
    await postCommand(API, 'claim', { user: ` ${WSOL}\n`, basket: JUP }, { fetch });
    expect(sent[0]!.json).toEqual({ user: WSOL, basket: JUP });
  });

  it('refuses an invalid body before sending anything, naming the fields', async () => {
    const { fetch, spy } = fakeFetch(200, JSON.stringify(successBody('deposit')));
    const error = await postCommand(
      API,
      'deposit',
      { user: 'nope', basket: JUP, amount: 0 },
      { fetch },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestInvalidError);
    const invalid = error as RequestInvalidError;
    expect(Object.keys(invalid.fieldErrors)).toEqual(['user', 'amount']);
    expect(invalid.message).toMatch(
      /deposit request is not valid: user: .*; amount: Amount must be more than 0/,
    );
    expect(spy).not.toHaveBeenCalled();
  });

  it('accepts a v0 transaction in the answer', async () => {
    const { fetch } = fakeFetch(200, JSON.stringify(successBody('withdraw', TX_V0)));
    await expect(postCommand(API, 'withdraw', BODIES.withdraw, { fetch })).resolves.toMatchObject({
      transaction: TX_V0,
    });
  });

  it('defaults to a 20 s timeout', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(20_000);
  });
});

describe('postCommand: each ApiError kind', () => {
  it('network: fetch rejected', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    const e = await apiErrorOf(postCommand(API, 'claim', BODIES.claim, { fetch }));
    expect(e).toMatchObject({ kind: 'network', command: 'claim', url: `${API}/baskets/claim` });
    expect(e.status).toBeUndefined();
    expect(e.cause).toBeInstanceOf(TypeError);
    expect(e.message).toMatch(/fetch failed/);
  });

  it('timeout: no answer within the timeout', async () => {
    const e = await apiErrorOf(
      postCommand(API, 'deposit', BODIES.deposit, { fetch: hangingFetch(), timeoutMs: 5 }),
    );
    expect(e).toMatchObject({ kind: 'timeout', timeoutMs: 5, command: 'deposit' });
  });

  it('timeout: headers arrived but the body never finished', async () => {
    const fetch = (async (_url: string | URL | Request, init?: RequestInit) =>
      ({
        ok: true,
        status: 200,
        text: () =>
          new Promise<string>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
          }),
      }) as Response) as typeof globalThis.fetch;
    const e = await apiErrorOf(
      postCommand(API, 'deposit', BODIES.deposit, { fetch, timeoutMs: 5 }),
    );
    expect(e).toMatchObject({ kind: 'timeout', status: 200 });
  });

  it('a caller abort is rethrown as is, not as an ApiError', async () => {
    const controller = new AbortController();
    const reason = new Error('user left the page');
    const pending = postCommand(API, 'deposit', BODIES.deposit, {
      fetch: hangingFetch(),
      signal: controller.signal,
    });
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    controller.abort();
    await expect(
      postCommand(API, 'deposit', BODIES.deposit, {
        fetch: hangingFetch(),
        signal: controller.signal,
      }),
    ).rejects.toBe(reason);
  });

  it('http: 500 with a JSON error body keeps status, body and text', async () => {
    const body = { success: false, error: { code: 'INTERNAL', message: 'database down' } };
    const text = JSON.stringify(body);
    const { fetch } = fakeFetch(500, text);
    const e = await apiErrorOf(postCommand(API, 'edit', BODIES.edit, { fetch }));
    expect(e).toMatchObject({ kind: 'http', status: 500, body, bodyText: text, command: 'edit' });
    expect(e.message).toMatch(/HTTP 500.*database down/);
  });

  it('http: a non-2xx status wins even when the body says success true', async () => {
    const { fetch } = fakeFetch(400, JSON.stringify(successBody('deposit')));
    const e = await apiErrorOf(postCommand(API, 'deposit', BODIES.deposit, { fetch }));
    expect(e).toMatchObject({ kind: 'http', status: 400, body: successBody('deposit') });
  });

  it('http: 502 with an HTML body keeps the text, no parsed body', async () => {
    const { fetch } = fakeFetch(502, '<html>Bad gateway</html>', 'text/html');
    const e = await apiErrorOf(postCommand(API, 'mint', BODIES.mint, { fetch }));
    expect(e).toMatchObject({ kind: 'http', status: 502, bodyText: '<html>Bad gateway</html>' });
    expect(e.body).toBeUndefined();
  });

  it('not-json: 200 with HTML', async () => {
    const html = '<!doctype html><html><body>Welcome to nginx</body></html>';
    const { fetch } = fakeFetch(200, html, 'text/html');
    const e = await apiErrorOf(postCommand(API, 'burn', BODIES.burn, { fetch }));
    expect(e).toMatchObject({ kind: 'not-json', status: 200, bodyText: html });
    expect(e.body).toBeUndefined();
  });

  it('not-json: 200 with an empty body', async () => {
    const { fetch } = fakeFetch(200, '');
    const e = await apiErrorOf(postCommand(API, 'burn', BODIES.burn, { fetch }));
    expect(e).toMatchObject({ kind: 'not-json', bodyText: '' });
  });

  it.each([
    [
      'success false with an error',
      { success: false, error: { code: 'X', message: 'Basket not found' } },
    ],
    ['success "true" as text', { ...successBody('deposit'), success: 'true' }],
    ['no success field', { transaction: TX }],
    ['a JSON array', [successBody('deposit')]],
    ['JSON null', null],
  ])('unsuccessful: %s, keeping the whole body', async (_label, body) => {
    const text = JSON.stringify(body);
    const { fetch } = fakeFetch(200, text);
    const e = await apiErrorOf(postCommand(API, 'deposit', BODIES.deposit, { fetch }));
    expect(e).toMatchObject({ kind: 'unsuccessful', status: 200, bodyText: text });
    expect(e.body).toEqual(body);
  });

  it('unsuccessful: the error message carries the service’s explanation', async () => {
    const body = { success: false, error: { code: 'X', message: 'Basket not found' } };
    const { fetch } = fakeFetch(200, JSON.stringify(body));
    const e = await apiErrorOf(postCommand(API, 'deposit', BODIES.deposit, { fetch }));
    expect(e.message).toMatch(/Basket not found/);
  });

  it.each([
    [
      'a missing tx field',
      { success: true, createTransaction: TX, compositionTransaction: TX },
      'restructureTransaction',
    ],
    [
      'a tx field that is not base64',
      { ...successBody('create'), compositionTransaction: 'not base64!' },
      'compositionTransaction',
    ],
    [
      'base64 that is not a transaction',
      { ...successBody('create'), createTransaction: 'aGVsbG8gd29ybGQ=' },
      'createTransaction',
    ],
    [
      'a number instead of text',
      { ...successBody('create'), restructureTransaction: 42 },
      'restructureTransaction',
    ],
  ])('invalid-response: success with %s names the field', async (_label, body, field) => {
    const { fetch } = fakeFetch(200, JSON.stringify(body));
    const e = await apiErrorOf(postCommand(API, 'create', BODIES.create, { fetch }));
    expect(e).toMatchObject({ kind: 'invalid-response', status: 200, body });
    expect(e.problems).toHaveLength(1);
    expect(e.problems![0]).toMatch(new RegExp(`^${field}: `));
  });

  it('invalid-response: a claim missing claimTokensTx', async () => {
    const { fetch } = fakeFetch(200, JSON.stringify({ success: true, createATAsTx: TX }));
    const e = await apiErrorOf(postCommand(API, 'claim', BODIES.claim, { fetch }));
    expect(e.kind).toBe('invalid-response');
    expect(e.problems).toEqual(['claimTokensTx: Transaction is missing']);
  });
});
