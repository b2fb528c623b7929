import { describe, expect, it } from 'vitest';
import { createRateLimitedFetch, retryAfterMs } from './rateLimitedFetch';

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(status === 200 ? '{"ok":true}' : '{"error":"slow down"}', { status, headers });

describe('the Connection’s fetch on HTTP 429', () => {
  it('waits as long as Retry-After asks, says so, and asks again', async () => {
    const answers = [answer(429, { 'Retry-After': '2' }), answer(200)];
    const slept: number[] = [];
    const told: number[] = [];
    const limited = createRateLimitedFetch(
      async () => answers.shift() ?? answer(500),
      async (ms) => void slept.push(ms),
    );
    limited.onRateLimited((ms) => told.push(ms));
    const response = await limited.fetch('http://rpc', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(slept).toEqual([2_000]);
    expect(told).toEqual([2_000]);
  });

  it('backs off, doubling, when the RPC does not say how long', async () => {
    const answers = [answer(429), answer(429), answer(429), answer(200)];
    const slept: number[] = [];
    const limited = createRateLimitedFetch(
      async () => answers.shift() ?? answer(500),
      async (ms) => void slept.push(ms),
    );
    expect((await limited.fetch('http://rpc')).status).toBe(200);
    expect(slept).toEqual([500, 1_000, 2_000]);
  });

  it('gives the 429 back after its retries, so the caller can say the RPC refused', async () => {
    const limited = createRateLimitedFetch(
      async () => answer(429, { 'Retry-After': '1' }),
      async () => undefined,
    );
    expect((await limited.fetch('http://rpc')).status).toBe(429);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs('3')).toBe(3_000);
    expect(retryAfterMs('0.5')).toBe(500);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6_000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
