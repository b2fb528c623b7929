// The sandbox's past prices: a deterministic history of each test token, hourly for 400 days (a
// year's window whenever it ends; a younger token for less), that ends at the token's sandbox price. The oracles hold that
// price (../../program/oracle.ts), the program and the keeper value baskets at it, and /price/v3 answers it: the history is flat at it from the
// anchor (the hour the sandbox started) on, and walks backwards from it before. Same anchor, same
// history: a pseudo-random walk seeded by the token's symbol, never by the clock.
import { seededRandom } from '../../chain/network/random';
import type { SandboxToken, TokenBook } from '../../model/tokens';

export const HOUR = 3600;
const DAY = 24 * HOUR;

interface WalkSpec {
  /** Standard deviation of the log price per hour. */
  hourlyVolatility: number;
  /** Days of history before the anchor. */
  days: number;
  /** Follows another token's walk (a liquid staking token follows SOL), plus its own noise. */
  follows?: string;
}

/**
 * Per symbol. WIF is young on purpose: 45 days of history, so a 90- or 365-day backtest has a token
 * without enough history to name.
 */
const WALKS: Record<string, WalkSpec> = {
  USDC: { hourlyVolatility: 0.0001, days: 400 },
  wSOL: { hourlyVolatility: 0.01, days: 400 },
  JUP: { hourlyVolatility: 0.016, days: 400 },
  BONK: { hourlyVolatility: 0.024, days: 400 },
  mSOL: { hourlyVolatility: 0.001, days: 400, follows: 'wSOL' },
  JitoSOL: { hourlyVolatility: 0.001, days: 400, follows: 'wSOL' },
  WIF: { hourlyVolatility: 0.03, days: 45 },
};

/** 32-bit FNV-1a of text: the seed of a token's walk. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Standard normal numbers from a uniform generator (Box–Muller). */
function normals(uniform: () => number): () => number {
  return () => {
    const u = Math.max(uniform(), Number.EPSILON);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * uniform());
  };
}

/**
 * Log-price offsets from the anchor, one per hour back: offsets[k] = log(price k hours before the
 * anchor / price at the anchor); offsets[0] = 0.
 */
function logOffsets(symbol: string, spec: WalkSpec, hours: number): Float64Array {
  const next = normals(seededRandom(hash(symbol)));
  const offsets = new Float64Array(hours + 1);
  // A slow swing (a few weeks long) under the hourly noise, so charts have trends to read.
  const swing = spec.hourlyVolatility * 6;
  const period = (20 + (hash(symbol) % 40)) * DAY;
  for (let k = 1; k <= hours; k++) {
    offsets[k] = (offsets[k - 1] ?? 0) + spec.hourlyVolatility * next();
  }
  for (let k = 1; k <= hours; k++) {
    offsets[k] = (offsets[k] ?? 0) + swing * Math.sin((2 * Math.PI * k * HOUR) / period);
  }
  return offsets;
}

export class PriceHistoryBook {
  /** Unix seconds, on the hour: prices are the current ones from here on. */
  readonly anchor: number;
  private readonly tokens: TokenBook;
  private readonly offsets = new Map<string, Float64Array>();

  constructor(tokens: TokenBook, anchor: number) {
    this.tokens = tokens;
    this.anchor = Math.floor(anchor / HOUR) * HOUR;
  }

  /** The test token at this mint, if any. */
  token(mint: string): SandboxToken | undefined {
    return this.tokens.get(mint);
  }

  /** The first time this token has a price, or undefined when the history has none of it. */
  firstTime(mint: string): number | undefined {
    const token = this.tokens.get(mint);
    const spec = token && WALKS[token.symbol];
    return spec ? this.anchor - spec.days * DAY : undefined;
  }

  /** The token's price at unix time `t`; undefined before its history starts or for other mints. */
  priceAt(mint: string, t: number): number | undefined {
    const token = this.tokens.get(mint);
    const first = this.firstTime(mint);
    if (!token || first === undefined || t < first) return undefined;
    if (t >= this.anchor) return token.price;
    const offsets = this.walk(token);
    const hoursBack = (this.anchor - t) / HOUR;
    const k = Math.floor(hoursBack);
    const within = hoursBack - k;
    const a = offsets[k] ?? 0;
    const b = offsets[Math.min(k + 1, offsets.length - 1)] ?? a;
    return token.price * Math.exp(a + (b - a) * within);
  }

  private walk(token: SandboxToken): Float64Array {
    const known = this.offsets.get(token.symbol);
    if (known) return known;
    const spec = WALKS[token.symbol];
    if (!spec) throw new Error(`no price history for ${token.symbol}`);
    const hours = spec.days * 24;
    let offsets = logOffsets(token.symbol, spec, hours);
    const leader = spec.follows
      ? this.tokens.all.find((t) => t.symbol === spec.follows)
      : undefined;
    if (leader) {
      const followed = this.walk(leader);
      offsets = offsets.map((own, k) => own + (followed[k] ?? 0));
    }
    this.offsets.set(token.symbol, offsets);
    return offsets;
  }
}
