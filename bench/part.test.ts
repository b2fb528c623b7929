import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attempt, blocked, catchStrayRejections } from './part';

describe('attempt', () => {
  beforeAll(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it("gives the part's figures with when it ran and the load around it", async () => {
    const part = await attempt('sizes', async () => 42);
    expect(part).toMatchObject({ status: 'ok', value: 42 });
    expect(part.run?.loadAverage.start).toBeTypeOf('number');
    expect(Date.parse(part.run?.at ?? '')).not.toBeNaN();
  });

  it('turns a failure into that part’s failure with its cause', async () => {
    const part = await attempt('explore', async () => {
      throw new Error('request.sizes: Target page, context or browser has been closed');
    });
    expect(part).toMatchObject({
      status: 'error',
      reason: 'request.sizes: Target page, context or browser has been closed',
    });
  });

  it('fails the part during which a promise nobody awaited rejected, and the process goes on', async () => {
    catchStrayRejections();
    const part = await attempt('explore', async () => {
      // The crash of issue 24: a size read nobody awaited, failing once the page closed.
      // eslint-disable-next-line @typescript-eslint/no-floating-promises -- the bug under test
      Promise.reject(new Error('Target page, context or browser has been closed'));
      return 'figures';
    });
    expect(part).toMatchObject({
      status: 'error',
      reason:
        'a promise nobody awaited rejected while it ran: Target page, context or browser has been closed',
    });
    const next = await attempt('mainnet-like', async () => 'its figures');
    expect(next).toMatchObject({ status: 'ok', value: 'its figures' });
  });
});

describe('blocked', () => {
  it('names what the part needed and why that is missing', () => {
    expect(blocked("the app's build", { status: 'error', reason: 'vite: syntax error' })).toEqual({
      status: 'error',
      reason: "needs the app's build, which failed: vite: syntax error",
    });
  });
});
