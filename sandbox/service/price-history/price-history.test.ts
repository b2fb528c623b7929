// The sandbox's price history: deterministic, a year hourly (WIF 45 days), ending at the prices
// /price/v3 answers and the keeper values baskets with; served in DefiLlama's chart shape and read
// back through the app's own client.
import { describe, expect, it } from 'vitest';
import { KNOWN_TOKENS } from '../../../src/solana/tokens';
import { fetchPriceCharts } from '../../../src/priceHistory/client';
import { usdPrices } from '../../../src/tokens/jupiter/api';
import { windowCovering, DAY, HOUR } from '../../../src/priceHistory/windows';
import { sandboxTokens } from '../../model/tokens';
import * as testing from '../testing';
import { PriceHistoryBook } from './walk';

const mintOf = (symbol: string) => KNOWN_TOKENS.find((t) => t.symbol === symbol)?.mint ?? '';
const USDC = mintOf('USDC');
const WSOL = mintOf('wSOL');
const MSOL = mintOf('mSOL');
const WIF = mintOf('WIF');
const ANCHOR = 1_790_000_000 - (1_790_000_000 % HOUR);

describe('the sandbox’s price history', () => {
  const tokens = sandboxTokens();

  it('is the same for the same anchor, and ends at each token’s sandbox price', () => {
    const a = new PriceHistoryBook(tokens, ANCHOR);
    const b = new PriceHistoryBook(tokens, ANCHOR + 120); // same hour
    for (const token of tokens.all) {
      const mint = token.mint.toBase58();
      expect(a.priceAt(mint, ANCHOR)).toBe(token.price);
      expect(a.priceAt(mint, ANCHOR + 5 * DAY)).toBe(token.price);
      for (const back of [1, 7, 100, 1000]) {
        const t = ANCHOR - back * HOUR - 600;
        if (a.firstTime(mint)! > t) continue;
        expect(a.priceAt(mint, t)).toBe(b.priceAt(mint, t));
      }
    }
  });

  it('moves every hour for the last week and covers over a year, a young token 45 days', () => {
    const book = new PriceHistoryBook(tokens, ANCHOR);
    const hourly = Array.from({ length: 7 * 24 }, (_, k) => book.priceAt(WSOL, ANCHOR - k * HOUR));
    expect(new Set(hourly).size).toBe(7 * 24);
    expect(book.priceAt(WSOL, ANCHOR - 400 * DAY)).toBeGreaterThan(0);
    expect(book.priceAt(WSOL, ANCHOR - 401 * DAY)).toBeUndefined();
    expect(book.firstTime(WIF)).toBe(ANCHOR - 45 * DAY);
    expect(book.priceAt(WIF, ANCHOR - 46 * DAY)).toBeUndefined();
    expect(book.priceAt('11111111111111111111111111111111', ANCHOR - HOUR)).toBeUndefined();
    // USDC stays near its dollar; mSOL follows SOL.
    const usdc = Array.from({ length: 365 }, (_, d) => book.priceAt(USDC, ANCHOR - d * DAY)!);
    expect(Math.max(...usdc.map((p) => Math.abs(p - 1)))).toBeLessThan(0.05);
    const ratio = (t: number) => book.priceAt(MSOL, t)! / book.priceAt(WSOL, t)!;
    expect(ratio(ANCHOR - 200 * DAY) / ratio(ANCHOR)).toBeGreaterThan(0.8);
    expect(ratio(ANCHOR - 200 * DAY) / ratio(ANCHOR)).toBeLessThan(1.25);
  });

  describe('over HTTP, in DefiLlama’s shape', () => {
    const sandbox = testing.sandboxForFile();

    it('answers the app’s client; the last point is /price/v3’s price; unknown mints are left out', async () => {
      const config = { base: sandbox().apiUrl, apiKey: '' };
      const now = Date.now() / 1000;
      const window = windowCovering(7 * DAY, now);
      const basket = await testing.demoBasket(sandbox());
      const charts = await fetchPriceCharts(config, [USDC, WSOL, WIF, basket.mint], window);
      expect([...charts.keys()].sort()).toEqual([USDC, WSOL, WIF].sort());
      const sol = charts.get(WSOL)!;
      expect(sol).toHaveLength(window.span);
      expect(sol[0]!.time).toBe(window.start);
      const prices = await usdPrices({ base: sandbox().apiUrl, apiKey: '' }, [WSOL, WIF]);
      expect(sol.at(-1)!.price).toBe(prices.get(WSOL)!.usdPrice);
      expect(charts.get(WIF)!.at(-1)!.price).toBe(prices.get(WIF)!.usdPrice);
    });

    it('answers a whole year for SOL, WIF only from its first day, nothing in the future', async () => {
      const config = { base: sandbox().apiUrl, apiKey: '' };
      const now = Date.now() / 1000;
      const year = windowCovering(365 * DAY, now);
      const charts = await fetchPriceCharts(config, [WSOL, WIF], year);
      expect(charts.get(WSOL)).toHaveLength(year.span);
      const wif = charts.get(WIF)!;
      expect(wif.length).toBeGreaterThanOrEqual(44);
      expect(wif.length).toBeLessThanOrEqual(46);
      const future = await testing.call(
        sandbox().apiUrl,
        `/chart/solana:${WSOL}?start=${Math.floor(now + DAY)}&span=5&period=1h`,
      );
      expect(future.body).toEqual({ coins: {} });
    });

    it('refuses what DefiLlama refuses: more than 500 points, a bad period, other methods', async () => {
      const base = `${sandbox().apiUrl}/chart/solana:${WSOL}`;
      const tooMany = await testing.call(
        sandbox().apiUrl,
        `/chart/solana:${WSOL}?span=501&period=1h`,
      );
      expect(tooMany.status).toBe(400);
      expect(tooMany.body).toEqual({
        message: 'Requested 501 data points exceeds the maximum of 500.',
      });
      expect((await fetch(`${base}?span=2&period=soon`)).status).toBe(400);
      expect((await fetch(`${base}?span=2&period=1h`, { method: 'POST' })).status).toBe(405);
    });
  });
});
