// Pending claims: withdraw accounts this browser saw a wallet create, per network and wallet, in
// localStorage. The real Basket API cannot list them, so without this the user would have to keep
// the address themselves. Withdraw saves here; the claim inbox reads and removes.
import { z } from 'zod';
import type { BasketsScope } from '../baskets/myBasketsStore';

export type { BasketsScope as ClaimsScope };

const STORAGE_PREFIX = 'basketry.pending-claims.v1';

const pendingClaimSchema = z.object({
  /** The withdraw account: the `basket` of the claim request. */
  account: z.string().min(32),
  /** The basket withdrawn from, when known. */
  basket: z.string().min(32).optional(),
  basketSymbol: z.string().optional(),
  /** Basket tokens withdrawn (whole units). */
  amount: z.number().optional(),
  withdrawSignature: z.string().optional(),
  savedAt: z.number(),
});
export type PendingClaim = z.infer<typeof pendingClaimSchema>;
export type PendingClaimInput = Omit<PendingClaim, 'savedAt'>;

export function claimsStorageKey(scope: BasketsScope): string {
  // The same network + wallet scope as My baskets.
  return `${STORAGE_PREFIX}:${scope.network}:${scope.wallet}`;
}

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function parseClaims(raw: string | null): PendingClaim[] {
  if (raw === null) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry) => {
    const parsed = pendingClaimSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

export function loadClaims(
  scope: BasketsScope,
  storage: Storage | undefined = browserStorage(),
): PendingClaim[] {
  try {
    return parseClaims(storage?.getItem(claimsStorageKey(scope)) ?? null);
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();

export function subscribeClaims(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function write(scope: BasketsScope, list: PendingClaim[], storage: Storage | undefined): void {
  try {
    storage?.setItem(claimsStorageKey(scope), JSON.stringify(list));
  } catch {
    // Storage full or blocked: the claim is not remembered, the success view still links to it.
  }
  listeners.forEach((listener) => listener());
}

/** Adds the claim (newest first) or merges into the one with the same account. */
export function savePendingClaim(
  scope: BasketsScope,
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
  scope: BasketsScope,
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
