import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch } from '../../testing/answerFetch';
import { searchTokens, tokensByMint, usdPrices } from './api';
import { JupiterError, type JupiterConfig } from './client';

const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const WSOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const config: JupiterConfig = { base: 'https://api.jup.ag/', apiKey: 'key-123' };

// The documented answers (dev.jup.ag: "How to get token information", "Price API V3").
// What the app keeps of a token…
const JUP_READ = {
  id: JUP,
  name: 'Jupiter',
  symbol: 'JUP',
  icon: 'https://static.jup.ag/jup/icon.png',
  decimals: 6,
  isVerified: true,
  usdPrice: 0.1424,
  tags: ['verified', 'community', 'strict'],
};
// …of the token as the search answers it.
const JUP_TOKEN = {
  ...JUP_READ,
  organicScore: 98.08,
  organicScoreLabel: 'high',
  mcap: 461995714.68,
  holderCount: 857247,
};
const PRICES = {
  [WSOL]: {
    createdAt: '2024-06-05T08:55:25.527Z',
    liquidity: 621679197.67,
    usdPrice: 147.48,
    blockId: 348004023,
    decimals: 9,
    priceChange24h: 1.29,
  },
  [USDC]: {
    createdAt: '2024-06-05T08:55:25.527Z',
    liquidity: 522175174.66,
    usdPrice: 0.9999,
    blockId: 348004025,
    decimals: 6,
    priceChange24h: -0.003,
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('Jupiter tokens v2 search', () => {
  it('asks /tokens/v2/search with the query and the API key, and reads the documented answer', async () => {
    const fetchMock = answerFetch([JUP_TOKEN]);
    const tokens = await searchTokens(config, ' jup ');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.jup.ag/tokens/v2/search?query=jup');
    expect(new Headers(init?.headers).get('x-api-key')).toBe('key-123');
    expect(tokens).toEqual([JUP_READ]);
  });

  it('sends no key header when no key is set', async () => {
    const fetchMock = answerFetch([]);
    await searchTokens({ base: 'http://127.0.0.1:8787', apiKey: '' }, 'bonk');
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).has('x-api-key')).toBe(false);
  });

  it('keeps good entries and drops ones without a mint; bad fields degrade to unknown', async () => {
    answerFetch([
      { name: 'no id' },
      'garbage',
      { id: WSOL, name: 42, symbol: 'SOL', decimals: 'nine', isVerified: 'yes', icon: 7 },
      JUP_TOKEN,
    ]);
    const tokens = await searchTokens(config, 'sol');
    expect(tokens.map((t) => t.id)).toEqual([WSOL, JUP]);
    expect(tokens[0]).toMatchObject({ name: '', symbol: 'SOL', decimals: undefined });
    expect(tokens[0]?.isVerified).toBeUndefined();
    expect(tokens[0]?.icon).toBeUndefined();
  });

  it('looks up many mints in one comma-separated query and keeps only those asked for', async () => {
    const fetchMock = answerFetch([JUP_TOKEN, { ...JUP_TOKEN, id: USDC, symbol: 'USDC' }]);
    const found = await tokensByMint(config, [JUP, WSOL]);
    expect(new URL(fetchMock.mock.calls[0]![0]).searchParams.get('query')).toBe(`${JUP},${WSOL}`);
    expect([...found.keys()]).toEqual([JUP]);
  });

  it('says what went wrong: no key (401), not JSON, not an array', async () => {
    answerFetch({ error: 'Unauthorized' }, 401);
    const unauthorized = await searchTokens(config, 'x').catch((e: unknown) => e);
    expect(unauthorized).toBeInstanceOf(JupiterError);
    expect((unauthorized as JupiterError).permanent).toBe(true);
    expect((unauthorized as JupiterError).message).toMatch(/API key/);

    answerFetch('<html>oops</html>');
    await expect(searchTokens(config, 'x')).rejects.toThrow(/not JSON/);
    answerFetch({ tokens: [] });
    await expect(searchTokens(config, 'x')).rejects.toThrow(/unexpected shape/);
  });

  it('reports an unreachable host without a crash', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(searchTokens(config, 'x')).rejects.toThrow(
      /could not be reached \(api\.jup\.ag\)/,
    );
  });
});

describe('Jupiter price v3', () => {
  it('reads usdPrice keyed by mint from the documented answer', async () => {
    const fetchMock = answerFetch(PRICES);
    const prices = await usdPrices(config, [WSOL, USDC, JUP]);
    expect(fetchMock.mock.calls[0]![0]).toBe(
      `https://api.jup.ag/price/v3?ids=${encodeURIComponent(`${WSOL},${USDC},${JUP}`)}`,
    );
    expect(prices.get(WSOL)).toEqual({
      usdPrice: 147.48,
      blockId: 348004023,
      decimals: 9,
      priceChange24h: 1.29,
    });
    expect(prices.get(USDC)?.usdPrice).toBe(0.9999);
    expect(prices.has(JUP)).toBe(false); // no reliable price: left out
  });

  it('drops entries without a usable price and keeps the rest', async () => {
    answerFetch({ [WSOL]: { usdPrice: 'a lot' }, [JUP]: null, [USDC]: { usdPrice: 1 } });
    const prices = await usdPrices(config, [WSOL, JUP, USDC]);
    expect([...prices.keys()]).toEqual([USDC]);
  });

  it('refuses more than 50 mints in one request', async () => {
    await expect(
      usdPrices(
        config,
        Array.from({ length: 51 }, () => WSOL),
      ),
    ).rejects.toThrow(/50/);
  });
});
