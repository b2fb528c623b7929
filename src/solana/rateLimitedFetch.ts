// The Connection's fetch: when the RPC answers HTTP 429 (public endpoints do, for bursts), wait as
// long as its Retry-After asks — or back off — and ask again, telling listeners so the app can say
// why it is waiting. web3.js's own retry ignores Retry-After and only logs, so it is turned off
// (`disableRetryOnRateLimit`) where this fetch is used.

export type RateLimitListener = (retryAfterMs: number) => void;

export interface RateLimitedFetch {
  fetch: typeof fetch;
  /** Called each time the RPC makes the app wait; returns unsubscribe. */
  onRateLimited(listener: RateLimitListener): () => void;
}

/** How often one request is asked again after 429s before the 429 is returned to the caller. */
const MAX_RETRIES = 8;
const FIRST_BACKOFF_MS = 500;
const MAX_WAIT_MS = 30_000;

/** Retry-After as milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export function createRateLimitedFetch(
  base: typeof fetch = (...args) => globalThis.fetch(...args),
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): RateLimitedFetch {
  const listeners = new Set<RateLimitListener>();
  const limited: typeof fetch = async (input, init) => {
    let backoff = FIRST_BACKOFF_MS;
    for (let attempt = 0; ; attempt++) {
      const response = await base(input, init);
      if (response.status !== 429 || attempt >= MAX_RETRIES) return response;
      const asked = retryAfterMs(response.headers.get('Retry-After'));
      const wait = Math.min(MAX_WAIT_MS, asked ?? backoff);
      backoff = Math.min(MAX_WAIT_MS, backoff * 2);
      for (const l of listeners) l(wait);
      // The body is not needed; reading it frees the connection.
      await response.body?.cancel().catch(() => undefined);
      await sleep(wait);
    }
  };
  return {
    fetch: limited,
    onRateLimited(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
