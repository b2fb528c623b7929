import { useWallet } from '@solana/wallet-adapter-react';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSettings } from '../../app/settings';
import { networkKey, type BasketsScope } from '../baskets/myBasketsStore';
import {
  claimsStorageKey,
  loadClaims,
  removePendingClaim,
  savePendingClaim,
  subscribeClaims,
  type PendingClaim,
  type PendingClaimInput,
} from './pendingClaimsStore';

const NONE: PendingClaim[] = [];

// Cached by the stored text so useSyncExternalStore sees a stable snapshot.
let cache: { key: string; raw: string | null; list: PendingClaim[] } | null = null;

function snapshot(scope: BasketsScope | null): PendingClaim[] {
  if (!scope) return NONE;
  const key = claimsStorageKey(scope);
  let raw: string | null = null;
  try {
    raw = globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    raw = null;
  }
  if (cache && cache.key === key && cache.raw === raw) return cache.list;
  const list = loadClaims(scope);
  cache = { key, raw, list };
  return list;
}

export interface PendingClaims {
  /** The connected wallet's pending claims on this network, newest first. */
  claims: PendingClaim[];
  save(claim: PendingClaimInput): void;
  remove(account: string): void;
}

/** The claim inbox's saved part, kept in step across tabs. */
export function usePendingClaims(): PendingClaims {
  const { settings } = useSettings();
  const { publicKey } = useWallet();
  const wallet = publicKey?.toBase58();
  const network = networkKey(settings);
  const scope = useMemo(() => (wallet ? { network, wallet } : null), [network, wallet]);

  const subscribe = useCallback((onChange: () => void) => {
    const unsubscribe = subscribeClaims(onChange);
    window.addEventListener('storage', onChange);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onChange);
    };
  }, []);
  const claims = useSyncExternalStore(subscribe, () => snapshot(scope));
  const save = useCallback(
    (claim: PendingClaimInput) => {
      if (scope) savePendingClaim(scope, claim);
    },
    [scope],
  );
  const remove = useCallback(
    (account: string) => {
      if (scope) removePendingClaim(scope, account);
    },
    [scope],
  );
  return { claims, save, remove };
}
