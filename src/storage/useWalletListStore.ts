import { useWallet } from '@solana/wallet-adapter-react';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSettings } from '../settings';
import { networkKey, type WalletListScope, type WalletListStore } from './walletListStore';

const NONE: never[] = [];

interface Snapshot {
  key: string;
  raw: string | null;
  list: unknown[];
}

// The last snapshot per store, cached by the stored text so useSyncExternalStore sees a stable
// value (and every component showing the same list gets the same array).
const cache = new WeakMap<WalletListStore<unknown>, Snapshot>();

function snapshot<T, U>(store: WalletListStore<T, U>, scope: WalletListScope | null): T[] {
  if (!scope) return NONE;
  const key = store.storageKey(scope);
  let raw: string | null = null;
  try {
    raw = globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    raw = null;
  }
  const cached = cache.get(store);
  if (cached && cached.key === key && cached.raw === raw) return cached.list as T[];
  const list = store.load(scope);
  cache.set(store, { key, raw, list });
  return list;
}

/**
 * The connected wallet's list on the current network, kept in step across tabs; empty, with a
 * null scope, while no wallet is connected.
 */
export function useWalletListStore<T, U>(
  store: WalletListStore<T, U>,
): {
  list: T[];
  scope: WalletListScope | null;
} {
  const { settings } = useSettings();
  const { publicKey } = useWallet();
  const wallet = publicKey?.toBase58();
  const network = networkKey(settings);
  const scope = useMemo(() => (wallet ? { network, wallet } : null), [network, wallet]);

  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribe = store.subscribe(onChange);
      window.addEventListener('storage', onChange);
      return () => {
        unsubscribe();
        window.removeEventListener('storage', onChange);
      };
    },
    [store],
  );
  const list = useSyncExternalStore(subscribe, () => snapshot(store, scope));
  return { list, scope };
}

/** `action` bound to a list's scope; does nothing while no wallet is connected (null scope). */
export function useScopedAction<Args extends unknown[]>(
  scope: WalletListScope | null,
  action: (scope: WalletListScope, ...args: Args) => void,
): (...args: Args) => void {
  return useCallback(
    (...args: Args) => {
      if (scope) action(scope, ...args);
    },
    [scope, action],
  );
}
