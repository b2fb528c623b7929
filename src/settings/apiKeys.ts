// A key belongs to the origin it was given for. Settings hold two: a Jupiter API key (sent as
// x-api-key to the Jupiter API URL) and a price-history key (put in the path of the price history
// URL). Whatever moves a URL to another origin — the form, a network's preset, a migration of
// stored settings — clears its key, so a key never reaches a host it was not given for. The form
// says so at the key field (src/features/settings/useApiKeyOrigins.ts).
import type { Settings } from './types';

/** Each key with the URL it is sent to. */
export const API_KEYS = [
  { url: 'jupiterApiBase', key: 'jupiterApiKey' },
  { url: 'priceHistoryApiBase', key: 'priceHistoryApiKey' },
] as const;

export type ApiKeyPair = (typeof API_KEYS)[number];
export type ApiKeyField = ApiKeyPair['key'];
export type ApiKeyFields = Pick<Settings, ApiKeyPair['url'] | ApiKeyField>;

/** Where a key is sent: the URL's scheme, host and port; null for '' (turned off) or no URL. */
export function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url.trim());
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** A key given for the URL `from` may be sent to `to`: both are of one origin. */
export function keyMayFollow(from: string, to: string): boolean {
  const origin = originOf(from);
  return origin !== null && origin === originOf(to);
}

/**
 * `next`, where each key it kept from `previous` (the same key) while its URL moved to another
 * origin is cleared. A key other than `previous`'s was given for `next`'s URL and stays.
 */
export function withKeysOnTheirOrigins<T extends ApiKeyFields>(
  previous: Readonly<ApiKeyFields>,
  next: T,
): T {
  let kept = next;
  for (const { url, key } of API_KEYS) {
    const carried = next[key] !== '' && next[key] === previous[key];
    if (carried && !keyMayFollow(previous[url], next[url])) kept = { ...kept, [key]: '' };
  }
  return kept;
}
