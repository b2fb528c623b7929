// The sliding window, on a clock the test moves.
import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('admits `requests` per window per client; refusals do not count; the window slides', () => {
    let now = 10_000;
    const limiter = new RateLimiter({ requests: 2, windowMs: 1_000 }, () => now);
    expect(limiter.admit('a')).toBeNull();
    now += 400;
    expect(limiter.admit('a')).toBeNull();
    expect(limiter.admit('a')).toBe(1); // full until the first request leaves the window
    expect(limiter.admit('b')).toBeNull(); // another client
    now += 599;
    expect(limiter.admit('a')).toBe(1);
    now += 1; // the first request is now 1000 ms old
    expect(limiter.admit('a')).toBeNull();
    expect(limiter.admit('a')).toBe(1);
  });

  it('gives Retry-After in whole seconds until room frees up', () => {
    let now = 0;
    const limiter = new RateLimiter({ requests: 1, windowMs: 10_000 }, () => now);
    expect(limiter.admit('a')).toBeNull();
    now = 2_500;
    expect(limiter.admit('a')).toBe(8);
  });

  it('refuses exactly the next n requests when told, then applies the limit (or none)', () => {
    const limiter = new RateLimiter(null);
    limiter.refuseNext(2);
    expect([limiter.admit('a'), limiter.admit('b'), limiter.admit('a')]).toEqual([1, 1, null]);
    expect(limiter.refusalsPending).toBe(0);
  });
});
