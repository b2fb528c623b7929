// The two Jupiter endpoints the app uses: token search (by text, or by up to 100 mints) and USD
// prices (up to 50 mints).
import { jupiterGet, type JupiterConfig } from './client';
import {
  jupiterPricesSchema,
  jupiterSearchSchema,
  type JupiterPrice,
  type JupiterToken,
} from './schemas';

/** Tokens v2 search takes at most 100 comma-separated mints per query (Jupiter's docs). */
export const MAX_MINTS_PER_SEARCH = 100;
/** Price v3 takes at most 50 ids per request (Jupiter's docs). */
export const MAX_MINTS_PER_PRICE = 50;

/** Tokens matching a symbol, name or mint, as Jupiter ranks them. */
export function searchTokens(
  config: JupiterConfig,
  query: string,
  signal?: AbortSignal,
): Promise<JupiterToken[]> {
  return jupiterGet(
    config,
    '/tokens/v2/search',
    { query: query.trim() },
    jupiterSearchSchema,
    signal,
  );
}

/** Jupiter's token record for each of these mints that it knows. */
export async function tokensByMint(
  config: JupiterConfig,
  mints: readonly string[],
): Promise<Map<string, JupiterToken>> {
  if (mints.length > MAX_MINTS_PER_SEARCH) throw new RangeError('at most 100 mints per search');
  const tokens = await jupiterGet(
    config,
    '/tokens/v2/search',
    { query: mints.join(',') },
    jupiterSearchSchema,
  );
  const wanted = new Set(mints);
  return new Map(tokens.filter((t) => wanted.has(t.id)).map((t) => [t.id, t]));
}

/** USD prices of these mints; mints Jupiter cannot price are absent. */
export async function usdPrices(
  config: JupiterConfig,
  mints: readonly string[],
): Promise<Map<string, JupiterPrice>> {
  if (mints.length > MAX_MINTS_PER_PRICE)
    throw new RangeError('at most 50 mints per price request');
  return jupiterGet(config, '/price/v3', { ids: mints.join(',') }, jupiterPricesSchema);
}
