// The start-up check of stored and build-time settings. It runs before anything paints, so it is
// written by hand: zod (24 KiB gzip) loads only with the settings form, whose schema (./schema.ts)
// builds on the same rules and gives the user the messages.
import bs58 from 'bs58';
import { CLUSTERS, EXPLORERS, SEND_PREFERENCES, type Settings } from './types';

/** A URL with one of the given protocols (`'https:'`, with the colon) and a host. */
export function hasProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The rule of `publicKeySchema` (src/api/schemas.ts): base58 text of exactly 32 bytes. */
function isAddress(value: string): boolean {
  return bs58.decodeUnsafe(value)?.length === 32;
}

/** What an API key header may carry: '' (none) or up to 200 letters, digits, '-', '_' and '.'. */
export function isApiKey(value: string): boolean {
  return /^[A-Za-z0-9._-]{0,200}$/.test(value);
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): value is T {
  return allowed.some((item) => item === value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * `value` as Settings when every field is valid, as `settingsSchema` would accept it (strings
 * trimmed, unknown keys dropped); otherwise null.
 */
export function parseSettings(value: unknown): Settings | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const rpcUrl = text(record.rpcUrl);
  const wsUrl = text(record.wsUrl);
  const apiBase = text(record.apiBase);
  const hostPlatform = text(record.hostPlatform);
  const jupiterApiBase = text(record.jupiterApiBase);
  const jupiterApiKey = text(record.jupiterApiKey);
  const priceHistoryApiBase = text(record.priceHistoryApiBase);
  const priceHistoryApiKey = text(record.priceHistoryApiKey);
  const { cluster, explorer } = record;
  if (
    !oneOf(cluster, CLUSTERS) ||
    !oneOf(explorer, EXPLORERS) ||
    rpcUrl === undefined ||
    !hasProtocol(rpcUrl, ['http:', 'https:']) ||
    wsUrl === undefined ||
    !hasProtocol(wsUrl, ['ws:', 'wss:']) ||
    apiBase === undefined ||
    !hasProtocol(apiBase, ['http:', 'https:']) ||
    hostPlatform === undefined ||
    !isAddress(hostPlatform) ||
    jupiterApiBase === undefined ||
    (jupiterApiBase !== '' && !hasProtocol(jupiterApiBase, ['http:', 'https:'])) ||
    jupiterApiKey === undefined ||
    !isApiKey(jupiterApiKey) ||
    priceHistoryApiBase === undefined ||
    (priceHistoryApiBase !== '' && !hasProtocol(priceHistoryApiBase, ['http:', 'https:'])) ||
    priceHistoryApiKey === undefined ||
    !isApiKey(priceHistoryApiKey)
  ) {
    return null;
  }
  return {
    cluster,
    rpcUrl,
    wsUrl,
    apiBase,
    hostPlatform,
    explorer,
    jupiterApiBase,
    jupiterApiKey,
    priceHistoryApiBase,
    priceHistoryApiKey,
    // Added later: settings stored before it take the default rather than being thrown away.
    sendMode: oneOf(record.sendMode, SEND_PREFERENCES) ? record.sendMode : 'auto',
  };
}
