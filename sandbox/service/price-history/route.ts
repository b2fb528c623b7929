// DefiLlama's coins chart endpoint, answered from the sandbox's price history (walk.ts) in the same
// JSON shape, so the app reads past prices through one code path offline (docs/price-history.md):
//   GET /chart/solana:<mint>,solana:<mint>?start=<unix>|end=<unix>&span=<points>&period=<1h|4h|1d…>
//   → { coins: { "solana:<mint>": { symbol, confidence, decimals, prices: [{ timestamp, price }] } } }
// As DefiLlama does: at most 500 points a request (HTTP 400 with its message beyond), points only
// where the coin has a price (none in the future, none before its history), and a coin with no
// point at all left out of `coins`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiFailure } from '../../model/errors';
import { sendJson } from '../http';
import type { PriceHistoryBook } from './walk';

export const MAX_POINTS = 500;
const UNITS: Record<string, number> = { m: 60, h: 3600, d: 86_400, w: 604_800 };

function seconds(period: string): number {
  const match = /^(\d+)([mhdw])$/.exec(period);
  const amount = Number(match?.[1] ?? 0);
  const unit = UNITS[match?.[2] ?? ''] ?? 0;
  if (amount * unit <= 0) {
    throw new ApiFailure(400, 'INVALID_FIELD', `period must be like 1h, 4h or 1d`, 'period');
  }
  return amount * unit;
}

function unixParam(url: URL, name: string): number | undefined {
  const text = url.searchParams.get(name);
  if (text === null || text === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) {
    throw new ApiFailure(400, 'INVALID_FIELD', `${name} must be a unix time in seconds`, name);
  }
  return Math.floor(value);
}

export interface ChartRequest {
  coins: string[];
  start?: number;
  end?: number;
  span: number;
  period: number;
}

/** The grid of times asked for, oldest first. */
export function gridTimes(request: ChartRequest, now: number): number[] {
  const { start, span, period } = request;
  const times: number[] = [];
  if (start !== undefined) {
    for (let i = 0; i < span; i++) times.push(start + i * period);
  } else {
    const end = request.end ?? now;
    for (let i = span - 1; i >= 0; i--) times.push(end - i * period);
  }
  return times;
}

export function chartAnswer(book: PriceHistoryBook, request: ChartRequest) {
  const now = Math.floor(Date.now() / 1000);
  const times = gridTimes(request, now).filter((t) => t <= now);
  const coins: Record<string, unknown> = {};
  for (const coin of request.coins) {
    const [chain, mint = ''] = coin.split(':');
    const token = chain === 'solana' ? book.token(mint) : undefined;
    if (!token) continue;
    const prices = times.flatMap((timestamp) => {
      const price = book.priceAt(mint, timestamp);
      return price === undefined ? [] : [{ timestamp, price }];
    });
    if (prices.length === 0) continue;
    coins[coin] = { symbol: token.symbol, confidence: 0.99, decimals: token.decimals, prices };
  }
  return { coins };
}

/** Answers GET /chart/<coins>; false for any other path. */
export function routePriceHistory(
  book: PriceHistoryBook,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): boolean {
  const match = /^\/chart\/([^/]+)\/?$/.exec(url.pathname);
  if (!match) return false;
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET, OPTIONS');
    throw new ApiFailure(405, 'METHOD_NOT_ALLOWED', 'Use GET for this path');
  }
  req.resume();
  const coins = [...new Set(decodeURIComponent(match[1] ?? '').split(','))].filter(Boolean);
  const span = Number(url.searchParams.get('span') ?? '0');
  if (!Number.isInteger(span) || span < 1) {
    throw new ApiFailure(400, 'INVALID_FIELD', 'span must be a whole number of points', 'span');
  }
  if (span > MAX_POINTS) {
    // DefiLlama's own refusal: HTTP 400 with a message.
    sendJson(res, 400, {
      message: `Requested ${span} data points exceeds the maximum of ${MAX_POINTS}.`,
    });
    return true;
  }
  const request: ChartRequest = {
    coins,
    start: unixParam(url, 'start'),
    end: unixParam(url, 'end'),
    span,
    period: seconds(url.searchParams.get('period') ?? '24h'),
  };
  sendJson(res, 200, chartAnswer(book, request));
  return true;
}
