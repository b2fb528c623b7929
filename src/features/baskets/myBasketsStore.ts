// "My baskets": the baskets a wallet created or chose to keep, per network and wallet, in
// localStorage. The real Basket API has no read endpoints, so this list (with the create request
// and the last edit) is what the app knows about a basket off the sandbox.
import { z } from 'zod';
import {
  basketTypeSchema,
  compositionSchema,
  flagSchema,
  type CreateRequest,
} from '../../api/schemas';
import type { Settings } from '../../app/settings';

const STORAGE_PREFIX = 'basketry.my-baskets.v1';

/** Settings the create and edit requests carry, as last sent by this browser. */
const knownSettingsSchema = z.object({
  type: basketTypeSchema.optional(),
  depositFee: z.number(),
  rebalanceInterval: z.number(),
  rebalanceThreshold: z.number(),
  slippage: z.number(),
  lpOffsetThreshold: z.number(),
  disableRebalance: flagSchema,
  disableLp: flagSchema,
  composition: compositionSchema,
});
export type KnownBasketSettings = z.infer<typeof knownSettingsSchema>;

const savedBasketSchema = z.object({
  /** The basket's state account: the `basket` of every other request. */
  address: z.string().min(32),
  /** The basket token mint, when known (found in the create transaction). */
  mint: z.string().min(32).optional(),
  creator: z.string().min(32).optional(),
  symbol: z.string().optional(),
  name: z.string().optional(),
  uri: z.string().optional(),
  /** created: this wallet created it here; added: picked or pasted by address. */
  relation: z.enum(['created', 'added']),
  savedAt: z.number(),
  updatedAt: z.number(),
  settings: knownSettingsSchema.optional(),
  createSignature: z.string().optional(),
});
export type SavedBasket = z.infer<typeof savedBasketSchema>;

/** Which list: one per network and wallet. */
export interface BasketsScope {
  network: string;
  wallet: string;
}

/**
 * The network part of the key. Mainnet and devnet are the same chain whatever RPC serves them; a
 * sandbox or custom network is identified by its RPC address.
 */
export function networkKey(settings: Pick<Settings, 'cluster' | 'rpcUrl'>): string {
  return settings.cluster === 'mainnet' || settings.cluster === 'devnet'
    ? settings.cluster
    : `${settings.cluster}:${settings.rpcUrl}`;
}

export function storageKey(scope: BasketsScope): string {
  return `${STORAGE_PREFIX}:${scope.network}:${scope.wallet}`;
}

/** What a create request tells about the basket's settings. */
export function settingsFromCreate(req: CreateRequest): KnownBasketSettings {
  return {
    type: req.type,
    depositFee: req.depositFee,
    rebalanceInterval: req.rebalanceInterval,
    rebalanceThreshold: req.rebalanceThreshold,
    slippage: req.slippage,
    lpOffsetThreshold: req.lpOffsetThreshold,
    disableRebalance: req.disableRebalance,
    disableLp: req.disableLp,
    composition: req.composition,
  };
}

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The list as stored; unreadable entries are skipped rather than breaking the page. */
export function parseBaskets(raw: string | null): SavedBasket[] {
  if (raw === null) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry) => {
    const parsed = savedBasketSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

export function loadBaskets(
  scope: BasketsScope,
  storage: Storage | undefined = browserStorage(),
): SavedBasket[] {
  try {
    return parseBaskets(storage?.getItem(storageKey(scope)) ?? null);
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();

/** Called when any list changes in this tab (other tabs: the window's storage event). */
export function subscribeBaskets(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function write(scope: BasketsScope, list: SavedBasket[], storage: Storage | undefined): boolean {
  try {
    storage?.setItem(storageKey(scope), JSON.stringify(list));
  } catch {
    return false; // storage full or blocked: the list just is not remembered
  }
  listeners.forEach((listener) => listener());
  return storage !== undefined;
}

export type BasketUpdate = Partial<Omit<SavedBasket, 'address' | 'savedAt' | 'updatedAt'>> & {
  address: string;
};

/**
 * Adds the basket or merges `update` into the saved entry (newest first). A basket once
 * "created" stays "created" even if it is later added by address.
 */
export function saveBasket(
  scope: BasketsScope,
  update: BasketUpdate,
  storage: Storage | undefined = browserStorage(),
  now: number = Date.now(),
): SavedBasket {
  const list = loadBaskets(scope, storage);
  const previous = list.find((b) => b.address === update.address);
  const defined = Object.fromEntries(
    Object.entries(update).filter(([, value]) => value !== undefined),
  ) as BasketUpdate;
  const next: SavedBasket = {
    relation: 'added',
    ...previous,
    ...defined,
    ...(previous?.relation === 'created' ? { relation: 'created' as const } : {}),
    savedAt: previous?.savedAt ?? now,
    updatedAt: now,
  };
  write(scope, [next, ...list.filter((b) => b.address !== update.address)], storage);
  return next;
}

export function removeBasket(
  scope: BasketsScope,
  address: string,
  storage: Storage | undefined = browserStorage(),
): void {
  write(
    scope,
    loadBaskets(scope, storage).filter((b) => b.address !== address),
    storage,
  );
}
