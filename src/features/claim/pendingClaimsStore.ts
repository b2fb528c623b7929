// Pending claims: withdraw accounts this browser saw a wallet create, per network and wallet, in
// localStorage. The real Basket API cannot list them, so without this the user would have to keep
// the address themselves. Withdraw saves here; the claim inbox reads and removes.
import * as z from 'zod/mini';
import { createWalletListStore, definedFields } from '../../storage/walletListStore';

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
export const pendingClaimsStore = createWalletListStore(STORAGE_PREFIX, pendingClaimSchema, {
  idOf: (claim: PendingClaim | PendingClaimInput) => claim.account,
  merge: (previous, claim: PendingClaimInput, now): PendingClaim => ({
    ...previous,
    ...definedFields(claim),
    account: claim.account,
    savedAt: previous?.savedAt ?? now,
  }),
});

// Storage full or blocked: a claim is not remembered, the withdraw's success view still links to it.
export const {
  storageKey: claimsStorageKey,
  parse: parseClaims,
  load: loadClaims,
  subscribe: subscribeClaims,
  save: savePendingClaim,
  remove: removePendingClaim,
} = pendingClaimsStore;
