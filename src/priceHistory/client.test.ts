import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch } from '../testing/answerFetch';
import { chartUrl, fetchPriceCharts, PriceHistoryError, type PriceHistoryConfig } from './client';
import { priceNear } from './series';
import { windowCovering, windowTimes, DAY, HOUR } from './windows';

const WSOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const config: PriceHistoryConfig = { base: 'https://coins.llama.fi', apiKey: '' };
const window = { start: 1_700_000_000, span: 3, period: HOUR };

// DefiLlama's documented answer: coins keyed "chain:address", each with its points; timestamps not
// on the grid (58-62 minutes apart in practice).
const ANSWER = {
  coins: {
    [`solana:${WSOL}`]: {
      symbol: 'SOL',
      confidence: 0.99,
      decimals: 9,
      prices: [
        { timestamp: 1_700_003_590, price: 151 },
        { timestamp: 1_700_000_020, price: 150 },
        { timestamp: 1_700_007_230, price: 152.5 },
      ],
    },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('the price-history client (DefiLlama coins chart)', () => {
  it('asks /chart/solana:<mint>,… with the window, and reads the points oldest first', async () => {
    const fetchMock = answerFetch(ANSWER);
    const charts = await fetchPriceCharts(config, [WSOL, USDC], window);
    const url = new URL(fetchMock.mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe(
      `https://coins.llama.fi/chart/solana:${WSOL},solana:${USDC}`,
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      start: '1700000000',
      span: '3',
      period: '1h',
      searchWidth: '30m',
    });
    expect(charts.get(WSOL)).toEqual([
      { time: 1_700_000_020, price: 150 },
      { time: 1_700_003_590, price: 151 },
      { time: 1_700_007_230, price: 152.5 },
    ]);
    // A mint the source has no price for is absent: the views name it as lacking.
    expect(charts.has(USDC)).toBe(false);
  });

  it('puts a Pro key in the path, as DefiLlama asks, and sends no key header', async () => {
    const fetchMock = answerFetch({ coins: {} });
    await fetchPriceCharts(
      { base: 'https://pro-api.llama.fi/coins/', apiKey: 'k-1' },
      [WSOL],
      window,
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(url).pathname).toBe(`/k-1/coins/chart/solana:${WSOL}`);
    expect([...new Headers(init?.headers).keys()]).toEqual(['accept']);
    expect(chartUrl(config, [WSOL], window)).not.toContain('k-1');
  });

  it('drops bad points and coins of other chains, keeps the rest', async () => {
    answerFetch({
      coins: {
        [`solana:${WSOL}`]: {
          prices: [
            { timestamp: 1, price: 0 },
            { timestamp: 'soon', price: 3 },
            { timestamp: 2, price: -1 },
            null,
            { timestamp: 3, price: 149 },
          ],
        },
        [`solana:${USDC}`]: { prices: 'none' },
        'ethereum:0xabc': { prices: [{ timestamp: 1, price: 1 }] },
      },
    });
    const charts = await fetchPriceCharts(config, [WSOL, USDC], window);
    expect([...charts]).toEqual([[WSOL, [{ time: 3, price: 149 }]]]);
  });

  it('says what went wrong: a refused key, too many points, a limit, not JSON, another shape', async () => {
    answerFetch({ message: 'forbidden' }, 403);
    const refused = await fetchPriceCharts(config, [WSOL], window).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PriceHistoryError);
    expect((refused as PriceHistoryError).permanent).toBe(true);
    expect((refused as PriceHistoryError).message).toMatch(/key was refused.*Settings/);

    answerFetch({ message: 'Requested 720 data points exceeds the maximum of 500.' }, 400);
    await expect(fetchPriceCharts(config, [WSOL], window)).rejects.toThrow(
      /HTTP 400\. Requested 720 data points/,
    );
    answerFetch('slow down', 429);
    const limited = await fetchPriceCharts(config, [WSOL], window).catch((e: unknown) => e);
    expect((limited as PriceHistoryError).permanent).toBe(false);
    expect((limited as PriceHistoryError).message).toMatch(/Too many requests/);

    answerFetch('<html>oops</html>');
    await expect(fetchPriceCharts(config, [WSOL], window)).rejects.toThrow(/not JSON/);
    answerFetch({ prices: [] });
    await expect(fetchPriceCharts(config, [WSOL], window)).rejects.toThrow(/unexpected shape/);
  });

  it('reports an unreachable host without a crash, and refuses requests DefiLlama would', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(fetchPriceCharts(config, [WSOL], window)).rejects.toThrow(
      /could not be reached \(coins\.llama\.fi\)/,
    );
    await expect(fetchPriceCharts(config, [WSOL], { ...window, span: 501 })).rejects.toThrow(
      /500 points/,
    );
    await expect(
      fetchPriceCharts(
        config,
        Array.from({ length: 26 }, () => WSOL),
        window,
      ),
    ).rejects.toThrow(/25 mints/);
  });
});

describe('price windows and lookups', () => {
  it('cover each range in one request, ending on a multiple of the step', () => {
    const now = 1_700_000_000 + 1234;
    const day = windowCovering(DAY, now);
    expect(day).toMatchObject({ span: 25, period: HOUR });
    expect((day.start + (day.span - 1) * day.period) % HOUR).toBe(0);
    expect(windowCovering(7 * DAY, now)).toMatchObject({ span: 169, period: HOUR });
    expect(windowCovering(30 * DAY, now)).toMatchObject({ span: 181, period: 4 * HOUR });
    expect(windowCovering(90 * DAY, now)).toMatchObject({ span: 361, period: 6 * HOUR });
    expect(windowCovering(365 * DAY, now)).toMatchObject({ span: 366, period: DAY });
    expect(windowTimes({ start: 10, span: 3, period: 5 })).toEqual([10, 15, 20]);
    // The same window all through one step: one cache entry.
    expect(windowCovering(DAY, now + 60)).toEqual(day);
  });

  it('find the price nearest a time, only within the tolerance', () => {
    const points = [
      { time: 100, price: 1 },
      { time: 200, price: 2 },
      { time: 300, price: 3 },
    ];
    expect(priceNear(points, 200, 10)).toBe(2);
    expect(priceNear(points, 240, 50)).toBe(2);
    expect(priceNear(points, 260, 50)).toBe(3);
    expect(priceNear(points, 150, 40)).toBeUndefined();
    expect(priceNear(points, 40, 50)).toBeUndefined();
    expect(priceNear([], 100, 1000)).toBeUndefined();
  });
});
