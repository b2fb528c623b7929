import { useWallet } from '@solana/wallet-adapter-react';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSettings } from '../../app/settings';
import {
  loadBaskets,
  networkKey,
  removeBasket,
  saveBasket,
  storageKey,
  subscribeBaskets,
  type BasketUpdate,
  type BasketsScope,
  type SavedBasket,
} from './myBasketsStore';

const NONE: SavedBasket[] = [];

export interface MyBaskets {
  /** Saved baskets of the connected wallet on this network, newest first; empty without a wallet. */
  baskets: SavedBasket[];
  /** Null while no wallet is connected (nothing can be saved). */
  scope: BasketsScope | null;
  save(update: BasketUpdate): void;
  remove(address: string): void;
  find(address: string): SavedBasket | undefined;
}

// Snapshots are cached by the stored text so useSyncExternalStore sees a stable value.
let cache: { key: string; raw: string | null; list: SavedBasket[] } | null = null;

function snapshot(scope: BasketsScope | null): SavedBasket[] {
  if (!scope) return NONE;
  const key = storageKey(scope);
  let raw: string | null = null;
  try {
    raw = globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    raw = null;
  }
  if (cache && cache.key === key && cache.raw === raw) return cache.list;
  const list = loadBaskets(scope);
  cache = { key, raw, list };
  return list;
}

/** The connected wallet's saved baskets on the current network, kept in step across tabs. */
export function useMyBaskets(): MyBaskets {
  const { settings } = useSettings();
  const { publicKey } = useWallet();
  const wallet = publicKey?.toBase58();
  const network = networkKey(settings);
  const scope = useMemo(() => (wallet ? { network, wallet } : null), [network, wallet]);

  const subscribe = useCallback((onChange: () => void) => {
    const unsubscribe = subscribeBaskets(onChange);
    window.addEventListener('storage', onChange);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onChange);
    };
  }, []);
  const baskets = useSyncExternalStore(subscribe, () => snapshot(scope));

  const save = useCallback(
    (update: BasketUpdate) => {
      if (scope) saveBasket(scope, update);
    },
    [scope],
  );
  const remove = useCallback(
    (address: string) => {
      if (scope) removeBasket(scope, address);
    },
    [scope],
  );
  const find = useCallback(
    (address: string) => baskets.find((b) => b.address === address),
    [baskets],
  );
  return { baskets, scope, save, remove, find };
}
