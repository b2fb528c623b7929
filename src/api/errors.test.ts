import { describe, expect, it } from 'vitest';
import {
  ApiError,
  describeApiError,
  formatBody,
  isApiError,
  RequestInvalidError,
  serverMessage,
} from './errors';

const url = 'http://127.0.0.1:8787/baskets/deposit';
const base = { command: 'deposit' as const, url, message: 'x' };

describe('describeApiError', () => {
  it('network: says the API could not be reached, and what to check', () => {
    const d = describeApiError(
      new ApiError({ ...base, kind: 'network', cause: new TypeError('fetch failed') }),
    );
    expect(d.title).toBe('Could not reach the Basket API');
    expect(d.detail).toContain(url);
    expect(d.detail).toContain('(fetch failed)');
    expect(d.detail).toMatch(/Settings, then retry/);
    expect(d.detail).toMatch(/Nothing was signed or sent/);
  });

  it('timeout: gives the limit in seconds and suggests a retry', () => {
    const d = describeApiError(new ApiError({ ...base, kind: 'timeout', timeoutMs: 20_000 }));
    expect(d.title).toBe('The Basket API took too long to answer');
    expect(d.detail).toContain('within 20 s');
    expect(d.detail).toMatch(/retry in a moment/);
  });

  it('http 500: the service’s message, advice, and the whole body pretty-printed', () => {
    const body = { success: false, error: { code: 'INTERNAL', message: 'database down' } };
    const d = describeApiError(
      new ApiError({ ...base, kind: 'http', status: 500, body, bodyText: JSON.stringify(body) }),
    );
    expect(d.title).toBe('The Basket API failed (HTTP 500)');
    expect(d.detail).toContain('The service said: “database down”');
    expect(d.detail).toMatch(/service’s side: retry/);
    expect(d.detail).toContain(JSON.stringify(body, null, 2));
  });

  it.each([
    [400, /refused the request \(HTTP 400\)/, /Check the values you entered/],
    [404, /refused the request \(HTTP 404\)/, /address in Settings may be wrong/],
    [429, /HTTP 429/, /Too many requests/],
    [503, /failed \(HTTP 503\)/, /retry in a moment/],
  ])('http %d: title and advice', (status, title, advice) => {
    const d = describeApiError(new ApiError({ ...base, kind: 'http', status, bodyText: '' }));
    expect(d.title).toMatch(title);
    expect(d.detail).toMatch(advice);
    expect(d.detail).toMatch(/The answer was empty/);
  });

  it('not-json: shows the text with whitespace collapsed, truncated when long', () => {
    const html = `<html>\n  <body>${'x'.repeat(5000)}</body>\n</html>`;
    const d = describeApiError(
      new ApiError({ ...base, kind: 'not-json', status: 200, bodyText: html }),
    );
    expect(d.title).toBe('The Basket API sent an answer that is not JSON');
    expect(d.detail).toMatch(/may point to a web page/);
    expect(d.detail).toContain('<html> <body>xxx');
    expect(d.detail).toMatch(/… \(3,5\d\d more characters\)$/);
    expect(d.detail.length).toBeLessThan(2_000);
  });

  it('unsuccessful: the service’s message and the body', () => {
    const body = {
      success: false,
      error: { code: 'NOT_FOUND', message: 'Basket not found', field: 'basket' },
    };
    const d = describeApiError(new ApiError({ ...base, kind: 'unsuccessful', status: 200, body }));
    expect(d.title).toBe('The Basket API could not prepare the transaction');
    expect(d.detail).toContain('The service said: “Basket not found”');
    expect(d.detail).toContain('"field": "basket"');
  });

  it('unsuccessful without any explanation still shows the body', () => {
    const d = describeApiError(
      new ApiError({ ...base, kind: 'unsuccessful', status: 200, body: { success: false } }),
    );
    expect(d.detail).not.toContain('The service said');
    expect(d.detail).toContain('"success": false');
  });

  it('invalid-response: lists the problems and shortens the base64 in the body', () => {
    const body = { success: true, transaction: 'A'.repeat(400) };
    const d = describeApiError(
      new ApiError({
        ...base,
        kind: 'invalid-response',
        status: 200,
        body,
        problems: ['transaction: The data is not a Solana transaction'],
      }),
    );
    expect(d.title).toBe('The Basket API’s answer is incomplete');
    expect(d.detail).toContain('• transaction: The data is not a Solana transaction');
    expect(d.detail).toContain(`"${'A'.repeat(120)}… (400 characters)"`);
    expect(d.detail).not.toContain('A'.repeat(121));
  });
});

describe('serverMessage', () => {
  it.each([
    [{ success: false, error: { code: 'X', message: 'from error.message' } }, 'from error.message'],
    [{ success: false, error: 'from error' }, 'from error'],
    [{ success: false, message: 'from message' }, 'from message'],
    [{ success: false }, undefined],
    ['text', undefined],
    [null, undefined],
  ])('%j → %s', (body, message) => {
    expect(serverMessage(body)).toBe(message);
  });
});

describe('formatBody', () => {
  it('pretty-prints JSON and keeps short strings whole', () => {
    expect(formatBody({ a: 1, b: 'two' })).toBe('{\n  "a": 1,\n  "b": "two"\n}');
  });
  it('caps a huge body', () => {
    const body = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]));
    expect(formatBody(body)).toMatch(/… \([\d,]+ more characters\)$/);
  });
});

describe('error classes', () => {
  it('ApiError is an Error with its fields', () => {
    const e = new ApiError({
      ...base,
      kind: 'http',
      status: 418,
      body: { a: 1 },
      bodyText: '{"a":1}',
    });
    expect(e).toBeInstanceOf(Error);
    expect(isApiError(e)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(e).toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 418,
      command: 'deposit',
      url,
    });
  });

  it('RequestInvalidError maps dotted paths to the first message', () => {
    const e = new RequestInvalidError('create', [
      { code: 'custom', path: ['composition', 1, 'token'], message: 'dup', input: '' },
      { code: 'custom', path: ['composition', 1, 'token'], message: 'second', input: '' },
      { code: 'custom', path: [], message: 'whole body', input: '' },
    ]);
    expect(e.fieldErrors).toEqual({ 'composition.1.token': 'dup', '(body)': 'whole body' });
    expect(e.message).toBe(
      'The create request is not valid: composition.1.token: dup; (body): whole body',
    );
  });
});
