// The published client as installed in this folder (its own package.json): a CommonJS package,
// loaded through require and typed by its own declarations.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const sdk = require('@symmetry-hq/baskets-sdk') as typeof import('@symmetry-hq/baskets-sdk');

/** Loads a module as the SDK does, so the copy it uses (its axios, its Anchor) is the one reached. */
export const requireAsSdk = createRequire(require.resolve('@symmetry-hq/baskets-sdk'));

/** A client as `BasketsSDK.init` makes it. */
export type Client = Awaited<ReturnType<typeof sdk.BasketsSDK.init>>;
