// The sandbox's stand-in for Jupiter's token search and price endpoints (same JSON shapes), and the
// Metaplex metadata the seed gives every test mint: read back through the app's own readers.
import { PublicKey } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_TOKENS } from '../../src/solana/tokens';
import { accountsAt, fetchChainTokens } from '../../src/tokens/chain/fetchChainTokens';
import { searchTokens, tokensByMint, usdPrices } from '../../src/tokens/jupiter/api';
import * as testing from './testing';

const mintOf = (symbol: string) => KNOWN_TOKENS.find((t) => t.symbol === symbol)?.mint ?? '';
const BONK = mintOf('BONK');
const USDC = mintOf('USDC');
const JUP = mintOf('JUP');

const sandbox = testing.sandboxForFile();
let jupiter: { base: string; apiKey: string };
beforeAll(() => {
  jupiter = { base: sandbox().apiUrl, apiKey: '' };
});

describe('sandbox Jupiter endpoints', () => {
  it('finds a test token by part of its name or symbol, in Jupiter’s shape, through the app’s client', async () => {
    const found = await searchTokens(jupiter, 'bon');
    expect(found).toEqual([
      {
        id: BONK,
        name: 'Bonk',
        symbol: 'BONK',
        icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/) as string,
        decimals: 5,
        isVerified: true,
        tags: ['verified'],
        usdPrice: 0.00002,
      },
    ]);
    const svg = Buffer.from(found[0]?.icon?.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toContain('>BONK</text>');
    expect((await searchTokens(jupiter, 'staked')).map((t) => t.symbol)).toEqual([
      'mSOL',
      'JitoSOL',
    ]);
    expect((await searchTokens(jupiter, 'usdc'))[0]?.id).toBe(USDC);
    expect(await searchTokens(jupiter, 'nothing-like-this')).toEqual([]);
  });

  it('looks tokens up by mint, one or many', async () => {
    expect((await searchTokens(jupiter, JUP)).map((t) => t.symbol)).toEqual(['JUP']);
    const many = await tokensByMint(jupiter, [JUP, BONK, PublicKey.default.toBase58()]);
    expect([...many.keys()].sort()).toEqual([BONK, JUP].sort());
  });

  it('marks every test token verified, as Jupiter marks them on mainnet (docs/token-names.md)', async () => {
    const all = await tokensByMint(
      jupiter,
      KNOWN_TOKENS.map((t) => t.mint),
    );
    expect(KNOWN_TOKENS.map((t) => all.get(t.mint)?.isVerified)).toEqual(
      KNOWN_TOKENS.map(() => true),
    );
  });

  it('prices test tokens and the demo basket’s token (at its NAV), leaving unknown mints out', async () => {
    const baskets = (await testing.call(sandbox().apiUrl, '/sandbox/baskets')).body.baskets as {
      mint: string;
      nav: number;
    }[];
    const demo = baskets[0]!;
    const prices = await usdPrices(jupiter, [USDC, BONK, demo.mint, PublicKey.default.toBase58()]);
    expect(prices.get(USDC)?.usdPrice).toBe(1);
    expect(prices.get(BONK)).toMatchObject({ usdPrice: 0.00002, decimals: 5, priceChange24h: 0 });
    expect(prices.get(demo.mint)?.usdPrice).toBeCloseTo(demo.nav, 9);
    expect(prices.has(PublicKey.default.toBase58())).toBe(false);
  });

  it('refuses a missing query, more than 50 price ids, and other methods', async () => {
    expect((await testing.call(sandbox().apiUrl, '/tokens/v2/search')).status).toBe(400);
    const tooMany = Array.from({ length: 51 }, (_, i) => `${i}`).join(',');
    expect((await testing.call(sandbox().apiUrl, `/price/v3?ids=${tooMany}`)).status).toBe(400);
    expect((await testing.call(sandbox().apiUrl, '/price/v3?ids=x', {})).status).toBe(405);
  });

  it('lets a browser send an API key (CORS preflight allows x-api-key)', async () => {
    const res = await fetch(`${sandbox().apiUrl}/price/v3?ids=${USDC}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-api-key',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-api-key');
  });
});

describe('seeded token metadata', () => {
  it('gives every test mint a Metaplex metadata account the app reads by name', async () => {
    // The app's lean reader: the Metaplex addresses derived without web3.js match the seeded ones.
    const endpoint = { url: sandbox().rpcUrl, fetch: globalThis.fetch };
    const tokens = await fetchChainTokens(
      accountsAt(endpoint),
      KNOWN_TOKENS.map((t) => t.mint),
    );
    for (const known of KNOWN_TOKENS) {
      const token = tokens.get(known.mint);
      expect(token?.isMint, known.symbol).toBe(true);
      expect(token?.decimals, known.symbol).toBe(known.decimals);
      expect(token?.metadata, known.symbol).toEqual({
        name: known.name,
        symbol: known.symbol,
        uri: '',
        source: 'metaplex',
      });
    }
  });
});
