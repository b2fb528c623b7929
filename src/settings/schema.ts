import * as z from 'zod/mini';
import { publicKeySchema } from '../api/schemas';
import { CLUSTERS, EXPLORERS, SEND_PREFERENCES } from './types';
import { hasProtocol, isApiKey } from './validate';

function urlSchema(protocols: readonly string[], message: string) {
  return z.string().check(
    z.trim(),
    z.minLength(1, 'Required'),
    z.refine((value) => hasProtocol(value, protocols), message),
  );
}

export const httpUrlSchema = urlSchema(
  ['http:', 'https:'],
  'Enter a full http:// or https:// URL, e.g. https://rpc.example.com',
);
export const wsUrlSchema = urlSchema(
  ['ws:', 'wss:'],
  'Enter a full ws:// or wss:// URL, e.g. wss://rpc.example.com',
);

// The API module owns what a valid address is; the settings reuse it.
export const hostPlatformSchema = publicKeySchema;

/** Empty turns Jupiter off; otherwise a full http(s) URL. */
export const optionalHttpUrlSchema = z.string().check(
  z.trim(),
  z.refine(
    (value) => value === '' || hasProtocol(value, ['http:', 'https:']),
    'Enter a full http:// or https:// URL, or leave it empty to turn it off',
  ),
);

export const apiKeySchema = z.string().check(
  z.trim(),
  z.refine((value) => isApiKey(value), 'Letters, digits and - _ . only, at most 200 characters'),
);

export const settingsSchema = z.object({
  cluster: z.enum(CLUSTERS),
  rpcUrl: httpUrlSchema,
  wsUrl: wsUrlSchema,
  apiBase: httpUrlSchema,
  hostPlatform: hostPlatformSchema,
  explorer: z.enum(EXPLORERS),
  jupiterApiBase: optionalHttpUrlSchema,
  jupiterApiKey: apiKeySchema,
  // Settings saved before the price history existed lack these two: the network's preset fills
  // them (storage.ts), so they are required here.
  priceHistoryApiBase: optionalHttpUrlSchema,
  priceHistoryApiKey: apiKeySchema,
  sendMode: z.enum(SEND_PREFERENCES),
});
