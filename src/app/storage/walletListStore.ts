// A list of records kept per network and wallet in localStorage, shared by the features that
// remember things the real Basket API cannot list (My baskets, pending claims).
import type * as z from 'zod/mini';
import type { Settings } from '../settings';

/** Which list: one per network and wallet. */
export interface WalletListScope {
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

export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export interface WalletListStore<T> {
  storageKey(scope: WalletListScope): string;
  /** The list as stored; unreadable entries are skipped rather than breaking the page. */
  parse(raw: string | null): T[];
  load(scope: WalletListScope, storage?: Storage): T[];
  /** Called when this list changes in this tab (other tabs: the window's storage event). */
  subscribe(listener: () => void): () => void;
  /** Stores the list and tells subscribers; false when it could not be stored. */
  write(scope: WalletListScope, list: T[], storage: Storage | undefined): boolean;
}

/** A store whose keys are `<prefix>:<network>:<wallet>`, holding a JSON array of `schema` entries. */
export function createWalletListStore<T>(
  prefix: string,
  schema: z.ZodMiniType<T>,
): WalletListStore<T> {
  const listeners = new Set<() => void>();
  const storageKey = (scope: WalletListScope) => `${prefix}:${scope.network}:${scope.wallet}`;

  const parse = (raw: string | null): T[] => {
    if (raw === null) return [];
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return [];
    }
    if (!Array.isArray(data)) return [];
    return data.flatMap((entry) => {
      const parsed = schema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
  };

  return {
    storageKey,
    parse,
    load(scope, storage = browserStorage()) {
      try {
        return parse(storage?.getItem(storageKey(scope)) ?? null);
      } catch {
        return [];
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    write(scope, list, storage) {
      try {
        storage?.setItem(storageKey(scope), JSON.stringify(list));
      } catch {
        return false; // storage full or blocked: the list just is not remembered
      }
      listeners.forEach((listener) => listener());
      return storage !== undefined;
    },
  };
}
