// Pending claims: withdraw accounts this browser saw a wallet create, per network and wallet, in
// localStorage. The real Basket API cannot list them, so without this the user would have to keep
// the address themselves. Withdraw saves here; the claim inbox reads and removes.
import * as z from 'zod/mini';
import {
  browserStorage,
  createWalletListStore,
  type WalletListScope,
} from '../../app/storage/walletListStore';

/** Which list: one per network and wallet, the same scope as My baskets. */
export type ClaimsScope = WalletListScope;

const STORAGE_PREFIX = 'basketry.pending-claims.v1';

const pendingClaimSchema = z.object({
  /** The withdraw account: the `basket` of the claim request. */
  account: z.string().check(z.minLength(32)),
  /** The basket withdrawn from, when known. */
  basket: z.optional(z.string().check(z.minLength(32))),
  basketSymbol: z.optional(z.string()),
  /** Basket tokens withdrawn (whole units). */
  amount: z.optional(z.number()),
  withdrawSignature: z.optional(z.string()),
  savedAt: z.number(),
});
export type PendingClaim = z.infer<typeof pendingClaimSchema>;
export type PendingClaimInput = Omit<PendingClaim, 'savedAt'>;

/** The store behind usePendingClaims. */
export const pendingClaimsStore = createWalletListStore(STORAGE_PREFIX, pendingClaimSchema);

export const claimsStorageKey = pendingClaimsStore.storageKey;

export const parseClaims = pendingClaimsStore.parse;

export function loadClaims(
  scope: ClaimsScope,
  storage: Storage | undefined = browserStorage(),
): PendingClaim[] {
  return pendingClaimsStore.load(scope, storage);
}

export const subscribeClaims = pendingClaimsStore.subscribe;

function write(scope: ClaimsScope, list: PendingClaim[], storage: Storage | undefined): void {
  // Storage full or blocked: the claim is not remembered, the success view still links to it.
  pendingClaimsStore.write(scope, list, storage);
}

/** Adds the claim (newest first) or merges into the one with the same account. */
export function savePendingClaim(
  scope: ClaimsScope,
  claim: PendingClaimInput,
  storage: Storage | undefined = browserStorage(),
  now: number = Date.now(),
): void {
  const list = loadClaims(scope, storage);
  const previous = list.find((c) => c.account === claim.account);
  const defined = Object.fromEntries(
    Object.entries(claim).filter(([, value]) => value !== undefined),
  ) as PendingClaimInput;
  const next: PendingClaim = { ...previous, ...defined, savedAt: previous?.savedAt ?? now };
  write(scope, [next, ...list.filter((c) => c.account !== claim.account)], storage);
}

export function removePendingClaim(
  scope: ClaimsScope,
  account: string,
  storage: Storage | undefined = browserStorage(),
): void {
  const list = loadClaims(scope, storage);
  if (!list.some((c) => c.account === account)) return;
  write(
    scope,
    list.filter((c) => c.account !== account),
    storage,
  );
}
