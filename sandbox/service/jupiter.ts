// Jupiter's two public endpoints the app uses, answered for the sandbox's test tokens with the same
// JSON shapes (dev.jup.ag: "How to get token information", "Price API V3"), so the app runs one code
// path offline: the Sandbox preset points its Jupiter API URL here.
// - GET /tokens/v2/search?query=<symbol, name or mint | mint,mint,…> → [{ id, name, symbol, icon,
//   decimals, isVerified, tags, usdPrice, … }], at most 20 by text, at most 100 mints
// - GET /price/v3?ids=<mint,…> (at most 50) → { <mint>: { usdPrice, blockId, decimals,
//   priceChange24h, … } }; mints without a price are left out, as Jupiter does
// The test tokens carry sandbox prices; a basket token is priced at its NAV (sandbox USDC = $1).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BASKET_DECIMALS } from '../model/addresses';
import type { ServiceContext } from './context';
import { ApiFailure } from '../model/errors';
import { sendJson } from './http';
import { basketView } from './views';
import type { SandboxToken } from '../model/tokens';
import { bestMatches, matchRank } from '../../src/ui/tokenMatch';

/** Tokens v2 search: 20 results by symbol or name, up to 100 comma-separated mints (Jupiter's docs). */
const SEARCH_RESULTS = 20;
const MAX_SEARCH_MINTS = 100;
/** Price v3: up to 50 ids per request (Jupiter's docs). */
const MAX_PRICE_IDS = 50;

const PALETTE = ['#2b6cb0', '#2f855a', '#b7791f', '#9b2c2c', '#6b46c1', '#2c7a7b', '#c05621'];

/** A logo for a test token: the symbol on a coloured disc, as an SVG data: URI (the CSP's img-src). */
export function tokenIcon(symbol: string): string {
  let hash = 0;
  for (const ch of symbol) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const colour = PALETTE[hash % PALETTE.length] ?? PALETTE[0];
  const label = symbol.replace(/[^A-Za-z0-9]/g, '').slice(0, 4);
  const size = label.length > 3 ? 18 : 22;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${colour}"/>` +
    `<text x="32" y="39" font-family="sans-serif" font-size="${size}" font-weight="700" ` +
    `text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function tokenEntry(token: SandboxToken) {
  return {
    id: token.mint.toBase58(),
    name: token.name,
    symbol: token.symbol,
    icon: tokenIcon(token.symbol),
    decimals: token.decimals,
    tokenProgram: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    isVerified: true,
    tags: ['verified'],
    usdPrice: token.price,
  };
}

/** Mints (a list, or one) by mint; text by the rule the app's token fields match with. */
function search(ctx: ServiceContext, query: string) {
  if (query.includes(',')) {
    const mints = [...new Set(query.split(',').map((m) => m.trim()))].filter(Boolean);
    if (mints.length > MAX_SEARCH_MINTS) {
      throw new ApiFailure(400, 'INVALID_FIELD', `At most ${MAX_SEARCH_MINTS} mints`, 'query');
    }
    return mints.flatMap((mint) => {
      const token = ctx.tokens.get(mint);
      return token ? [tokenEntry(token)] : [];
    });
  }
  const byMint = ctx.tokens.get(query);
  if (byMint) return [tokenEntry(byMint)];
  return bestMatches(ctx.tokens.all, (token) => matchRank(token, query))
    .slice(0, SEARCH_RESULTS)
    .map(tokenEntry);
}

function prices(ctx: ServiceContext, ids: string[]) {
  if (ids.length > MAX_PRICE_IDS) {
    throw new ApiFailure(400, 'INVALID_FIELD', `At most ${MAX_PRICE_IDS} ids`, 'ids');
  }
  const blockId = ctx.chain.slot();
  const answer: Record<string, unknown> = {};
  for (const id of ids) {
    const token = ctx.tokens.get(id);
    if (token) {
      answer[id] = { usdPrice: token.price, blockId, decimals: token.decimals, priceChange24h: 0 };
      continue;
    }
    const basket = [...ctx.index.baskets.values()].find((b) => b.mint === id);
    if (basket?.status === 'active') {
      const { nav } = basketView(ctx, basket);
      answer[id] = { usdPrice: nav, blockId, decimals: BASKET_DECIMALS, priceChange24h: 0 };
    }
  }
  return answer;
}

function requiredParam(url: URL, name: string): string {
  const value = url.searchParams.get(name)?.trim() ?? '';
  if (value === '') throw new ApiFailure(400, 'MISSING_FIELD', `Give ${name}=…`, name);
  return value;
}

/** Answers the request when it is one of Jupiter's paths; false for any other path. */
export function routeJupiter(
  ctx: ServiceContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): boolean {
  const path = url.pathname.replace(/\/+$/, '');
  if (path !== '/tokens/v2/search' && path !== '/price/v3') return false;
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET, OPTIONS');
    throw new ApiFailure(405, 'METHOD_NOT_ALLOWED', 'Use GET for this path');
  }
  req.resume();
  if (path === '/tokens/v2/search') {
    sendJson(res, 200, search(ctx, requiredParam(url, 'query')));
  } else {
    const ids = [...new Set(requiredParam(url, 'ids').split(','))].map((id) => id.trim());
    sendJson(res, 200, prices(ctx, ids.filter(Boolean)));
  }
  return true;
}
