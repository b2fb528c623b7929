import { describe, expect, it } from 'vitest';
import { fetchFirstActivity } from './firstActivity';

/** An RPC whose address has `count` signatures, newest first, block time = index from the oldest. */
function rpcWith(count: number) {
  const calls: unknown[] = [];
  const fetch = (async (_url: string, init?: RequestInit) => {
    const { params } = JSON.parse(String(init?.body)) as {
      params: [string, { limit: number; before?: string }];
    };
    calls.push(params[1]);
    const start = params[1].before ? Number(params[1].before.slice(4)) - 1 : count - 1;
    const entries = [];
    for (let i = start; i >= 0 && entries.length < params[1].limit; i--) {
      entries.push({ signature: `sig-${i}`, blockTime: 1_700_000_000 + i });
    }
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: entries }));
  }) as typeof globalThis.fetch;
  return { endpoint: { url: 'http://rpc', fetch }, calls };
}

describe('fetchFirstActivity', () => {
  it('pages back to the first transaction', async () => {
    const { endpoint, calls } = rpcWith(2500);
    expect(await fetchFirstActivity(endpoint, 'A')).toEqual({
      time: 1_700_000_000,
      complete: true,
    });
    expect(calls).toHaveLength(3);
  });

  it('stops at its page limit and says the time is a bound', async () => {
    const { endpoint } = rpcWith(5000);
    expect(await fetchFirstActivity(endpoint, 'A', 2)).toEqual({
      time: 1_700_003_000,
      complete: false,
    });
  });

  it('an account without transactions has no first activity', async () => {
    const { endpoint } = rpcWith(0);
    expect(await fetchFirstActivity(endpoint, 'A')).toBeNull();
  });
});
