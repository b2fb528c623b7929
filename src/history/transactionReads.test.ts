// Batched getTransaction against node-shaped fakes: as many calls per request as the RPC takes,
// the step down (remembered per URL) when a provider refuses batches, and 429s waited out.
import { beforeEach, describe, expect, it } from 'vitest';
import { RpcError, type RpcEndpoint } from '../solana/jsonRpc';
import { BATCH_SIZES, batchSizeFor, forgetBatchSizes, sendCalls } from './transactionReads';

interface Request {
  readonly id: number;
  readonly method: string;
  readonly params: readonly unknown[];
}

/** What the fake answers one HTTP request with: a status and a body (JSON). */
type Reply = { status: number; body: unknown };

/**
 * An RPC at `url` that records each HTTP request's calls (1 for a single request) and answers
 * through `reply` (by default: every call's result is its signature, as a node answers a batch).
 */
function fakeRpc(url: string, reply?: (body: Request | Request[]) => Reply | undefined) {
  const sizes: number[] = [];
  const bodies: string[] = [];
  const answerOf = (r: Request) => ({
    jsonrpc: '2.0',
    id: r.id,
    result: `tx ${String(r.params[0])}`,
  });
  const endpoint: RpcEndpoint = {
    url,
    fetch: async (_url, init) => {
      const text = String(init?.body);
      bodies.push(text);
      const body = JSON.parse(text) as Request | Request[];
      sizes.push(Array.isArray(body) ? body.length : 1);
      const { status, body: out } = reply?.(body) ?? {
        status: 200,
        body: Array.isArray(body) ? body.map(answerOf) : answerOf(body),
      };
      return new Response(JSON.stringify(out), { status });
    },
  };
  return { endpoint, sizes, bodies, answerOf };
}

const calls = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    method: 'getTransaction',
    // A real signature's length (88 base58 characters) and the reader's config.
    params: [
      `${String(i).padStart(88, '5')}`,
      { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: 'confirmed' },
    ],
  }));
const noSleep = async () => undefined;

beforeEach(() => forgetBatchSizes());

describe('sendCalls', () => {
  it('sends up to 200 calls a request, answers in order, each request under a node’s 50 KiB body limit', async () => {
    const rpc = fakeRpc('http://batches.test');
    const asked = calls(450);
    const answers = await sendCalls(rpc.endpoint, asked, noSleep);
    expect(rpc.sizes).toEqual([200, 200, 50]);
    expect(answers).toEqual(asked.map((c) => `tx ${String(c.params[0])}`));
    expect(Math.max(...rpc.bodies.map((b) => new TextEncoder().encode(b).length))).toBeLessThan(
      50 * 1024,
    );
  });

  it('a provider that answers a batch with an HTTP error is asked again in smaller batches, and the size is remembered', async () => {
    const rpc = fakeRpc('http://small-batches.test', (body) =>
      Array.isArray(body) && body.length > 25 ? { status: 413, body: 'too large' } : undefined,
    );
    const answers = await sendCalls(rpc.endpoint, calls(60), noSleep);
    expect(answers).toHaveLength(60);
    expect(answers.every((a) => typeof a === 'string')).toBe(true);
    expect(rpc.sizes).toEqual([60, 25, 25, 10]);
    expect(batchSizeFor('http://small-batches.test')).toBe(25);
    // The next read at that URL starts at the size it took; another URL is not affected.
    rpc.sizes.length = 0;
    await sendCalls(rpc.endpoint, calls(30), noSleep);
    expect(rpc.sizes).toEqual([25, 5]);
    expect(batchSizeFor('http://other.test')).toBe(BATCH_SIZES[0]);
  });

  it('a provider that answers every batch with one JSON-RPC error gets one call per request', async () => {
    const refusal = {
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'batch requests are not allowed' },
    };
    const rpc = fakeRpc('http://no-batches.test', (body) =>
      Array.isArray(body) ? { status: 200, body: refusal } : undefined,
    );
    const answers = await sendCalls(rpc.endpoint, calls(6), noSleep);
    expect(answers).toEqual(calls(6).map((c) => `tx ${String(c.params[0])}`));
    expect(rpc.sizes).toEqual([6, 6, 1, 1, 1, 1, 1, 1]);
    expect(batchSizeFor('http://no-batches.test')).toBe(1);
    rpc.sizes.length = 0;
    await sendCalls(rpc.endpoint, calls(2), noSleep);
    expect(rpc.sizes).toEqual([1, 1]);
  });

  it('calls answered 429 inside a batch are asked again after a back-off; the batch size stays', async () => {
    const slept: number[] = [];
    let limitedOnce = false;
    const rpc = fakeRpc('http://busy.test', (body) => {
      if (!Array.isArray(body) || limitedOnce) return undefined;
      limitedOnce = true;
      // The last three calls are refused for the rate, the others answered.
      return {
        status: 200,
        body: body.map((r, i) =>
          i < body.length - 3
            ? rpc.answerOf(r)
            : { jsonrpc: '2.0', id: r.id, error: { code: 429, message: 'Too many requests' } },
        ),
      };
    });
    const answers = await sendCalls(rpc.endpoint, calls(10), async (ms) => void slept.push(ms));
    expect(answers).toEqual(calls(10).map((c) => `tx ${String(c.params[0])}`));
    expect(rpc.sizes).toEqual([10, 3]);
    expect(slept).toEqual([500]);
    expect(batchSizeFor('http://busy.test')).toBe(BATCH_SIZES[0]);
  });

  it('an HTTP 429 the app’s fetch gave back is the RPC’s error, not a refusal of batches', async () => {
    const rpc = fakeRpc('http://limited.test', () => ({
      status: 429,
      body: { jsonrpc: '2.0', id: null, error: { code: 429, message: 'Too many requests' } },
    }));
    await expect(sendCalls(rpc.endpoint, calls(3), noSleep)).rejects.toThrow(RpcError);
    expect(rpc.sizes).toEqual([3]);
    expect(batchSizeFor('http://limited.test')).toBe(BATCH_SIZES[0]);
  });

  it('one call the node refuses in a batch is that call’s error, the others answered', async () => {
    const rpc = fakeRpc('http://one-bad.test', (body) => ({
      status: 200,
      body: (body as Request[]).map((r, i) =>
        i === 1
          ? { jsonrpc: '2.0', id: r.id, error: { code: -32602, message: 'Invalid param' } }
          : rpc.answerOf(r),
      ),
    }));
    const answers = await sendCalls(rpc.endpoint, calls(3), noSleep);
    expect(answers[0]).toBe(`tx ${String(calls(3)[0]?.params[0])}`);
    expect(answers[1]).toBeInstanceOf(RpcError);
    expect(rpc.sizes).toEqual([3]);
    expect(batchSizeFor('http://one-bad.test')).toBe(BATCH_SIZES[0]);
  });
});
