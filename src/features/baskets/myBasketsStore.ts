// "My baskets": the baskets a wallet created or chose to keep, per network and wallet, in
// localStorage. The chain is read first (useChainMyBaskets); this list adds what it cannot show
// yet (a basket whose creation a node does not show yet, one added by address) and names it until
// its account is read.
import * as z from 'zod/mini';
import {
  basketTypeSchema,
  compositionSchema,
  flagSchema,
  type CreateRequest,
} from '../../api/schemas';
import {
  browserStorage,
  createWalletListStore,
  type WalletListScope,
} from '../../app/storage/walletListStore';

export { networkKey } from '../../app/storage/walletListStore';

const STORAGE_PREFIX = 'basketry.my-baskets.v1';

/** Settings the create and edit requests carry, as last sent by this browser. */
const knownSettingsSchema = z.object({
  type: z.optional(basketTypeSchema),
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
  address: z.string().check(z.minLength(32)),
  /** The basket token mint, when known (found in the create transaction). */
  mint: z.optional(z.string().check(z.minLength(32))),
  creator: z.optional(z.string().check(z.minLength(32))),
  symbol: z.optional(z.string()),
  name: z.optional(z.string()),
  uri: z.optional(z.string()),
  /** created: this wallet created it here; added: picked or pasted by address. */
  relation: z.enum(['created', 'added']),
  savedAt: z.number(),
  updatedAt: z.number(),
  settings: z.optional(knownSettingsSchema),
  createSignature: z.optional(z.string()),
});
export type SavedBasket = z.infer<typeof savedBasketSchema>;

/** Which list: one per network and wallet. */
export type BasketsScope = WalletListScope;

/** The store behind useMyBaskets. */
export const myBasketsStore = createWalletListStore(STORAGE_PREFIX, savedBasketSchema);

export const storageKey = myBasketsStore.storageKey;

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

/** The list as stored; unreadable entries are skipped rather than breaking the page. */
export const parseBaskets = myBasketsStore.parse;

export function loadBaskets(
  scope: BasketsScope,
  storage: Storage | undefined = browserStorage(),
): SavedBasket[] {
  return myBasketsStore.load(scope, storage);
}

/** Called when any list changes in this tab (other tabs: the window's storage event). */
export const subscribeBaskets = myBasketsStore.subscribe;

function write(scope: BasketsScope, list: SavedBasket[], storage: Storage | undefined): boolean {
  return myBasketsStore.write(scope, list, storage);
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
