// Public RPC endpoints answer bursts with HTTP 429 (e.g. api.mainnet-beta.solana.com, per client
// address). A sliding window per client: at most `requests` admitted in any `windowMs`; a refused
// request does not count, so a client that backs off gets through again.

export interface RateLimit {
  requests: number;
  windowMs: number;
}

export class RateLimiter {
  private readonly admitted = new Map<string, number[]>();
  private forced = 0;

  constructor(
    private limit: RateLimit | null,
    private readonly now: () => number = Date.now,
  ) {}

  get current(): RateLimit | null {
    return this.limit;
  }

  setLimit(limit: RateLimit | null): void {
    this.limit = limit;
    this.admitted.clear();
  }

  /** The next `n` requests are refused whatever the window holds (fault tests). */
  refuseNext(n: number): void {
    this.forced = n;
  }

  get refusalsPending(): number {
    return this.forced;
  }

  reset(limit: RateLimit | null): void {
    this.setLimit(limit);
    this.forced = 0;
  }

  /** null when the request is admitted; otherwise the seconds to wait (Retry-After, at least 1). */
  admit(client: string): number | null {
    if (this.forced > 0) {
      this.forced -= 1;
      return 1;
    }
    const limit = this.limit;
    if (!limit) return null;
    const now = this.now();
    const recent = (this.admitted.get(client) ?? []).filter((t) => now - t < limit.windowMs);
    if (recent.length >= limit.requests) {
      this.admitted.set(client, recent);
      const oldest = recent[0] ?? now;
      return Math.max(1, Math.ceil((oldest + limit.windowMs - now) / 1000));
    }
    recent.push(now);
    this.admitted.set(client, recent);
    return null;
  }
}
