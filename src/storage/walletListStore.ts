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

/** How a list's entries are found and updated. */
export interface ListEntries<T, U> {
  /** The id of an entry, and of the entry an update is for. */
  idOf(entry: T | U): string;
  /** The entry that `update` makes of the one saved before, if any, at time `now`. */
  merge(previous: T | undefined, update: U, now: number): T;
}

export interface WalletListStore<T, U = T> {
  storageKey(scope: WalletListScope): string;
  /** The list as stored; unreadable entries are skipped rather than breaking the page. */
  parse(raw: string | null): T[];
  load(scope: WalletListScope, storage?: Storage): T[];
  /** Called when this list changes in this tab (other tabs: the window's storage event). */
  subscribe(listener: () => void): () => void;
  /** Stores the list and tells subscribers; false when it could not be stored. */
  write(scope: WalletListScope, list: T[], storage: Storage | undefined): boolean;
  /**
   * Merges `update` into the entry with its id (or makes a new one) and puts it first; returns
   * the entry.
   */
  save(scope: WalletListScope, update: U, storage?: Storage, now?: number): T;
  /** Drops the entry with this id; writes nothing (and tells no one) when there is none. */
  remove(scope: WalletListScope, id: string, storage?: Storage): void;
}

/**
 * A store whose keys are `<prefix>:<network>:<wallet>`, holding a JSON array of `schema` entries,
 * one per id.
 */
export function createWalletListStore<T, U>(
  prefix: string,
  schema: z.ZodMiniType<T>,
  { idOf, merge }: ListEntries<NoInfer<T>, U>,
): WalletListStore<T, U> {
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

  const load = (scope: WalletListScope, storage = browserStorage()): T[] => {
    try {
      return parse(storage?.getItem(storageKey(scope)) ?? null);
    } catch {
      return [];
    }
  };
  const write = (scope: WalletListScope, list: T[], storage: Storage | undefined): boolean => {
    try {
      storage?.setItem(storageKey(scope), JSON.stringify(list));
    } catch {
      return false; // storage full or blocked: the list just is not remembered
    }
    listeners.forEach((listener) => listener());
    return storage !== undefined;
  };

  return {
    storageKey,
    parse,
    load,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    write,
    save(scope, update, storage = browserStorage(), now = Date.now()) {
      const id = idOf(update);
      const list = load(scope, storage);
      const next = merge(
        list.find((entry) => idOf(entry) === id),
        update,
        now,
      );
      write(scope, [next, ...list.filter((entry) => idOf(entry) !== id)], storage);
      return next;
    },
    remove(scope, id, storage = browserStorage()) {
      const list = load(scope, storage);
      if (!list.some((entry) => idOf(entry) === id)) return;
      write(
        scope,
        list.filter((entry) => idOf(entry) !== id),
        storage,
      );
    },
  };
}

/** The fields of `update` that are set, so that merging it keeps what it does not know. */
export function definedFields<T extends object>(update: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(update).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
