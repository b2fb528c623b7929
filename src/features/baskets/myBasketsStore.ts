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
  createWalletListStore,
  definedFields,
  type WalletListScope,
} from '../../storage/walletListStore';

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

export type BasketUpdate = Partial<Omit<SavedBasket, 'address' | 'savedAt' | 'updatedAt'>> & {
  address: string;
};

/** The store behind useMyBaskets. */
export const myBasketsStore = createWalletListStore(STORAGE_PREFIX, savedBasketSchema, {
  idOf: (basket: SavedBasket | BasketUpdate) => basket.address,
  // A basket once "created" stays "created" even if it is later added by address.
  merge: (previous, update: BasketUpdate, now): SavedBasket => ({
    relation: 'added',
    ...previous,
    ...definedFields(update),
    address: update.address,
    ...(previous?.relation === 'created' ? { relation: 'created' as const } : {}),
    savedAt: previous?.savedAt ?? now,
    updatedAt: now,
  }),
});

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

export const {
  storageKey,
  parse: parseBaskets,
  load: loadBaskets,
  subscribe: subscribeBaskets,
  save: saveBasket,
  remove: removeBasket,
} = myBasketsStore;
