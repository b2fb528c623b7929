// Where the history is kept in the browser: IndexedDB (through `idb`), by network (the chain's
// genesis hash) and signature. A finalized transaction never changes, so its facts are read from
// the RPC once; a scan of an address remembers how far it has read, newest and oldest, so a return
// visit asks only for what is newer. Where IndexedDB is missing (a private window of some browsers)
// the same store lives in memory for the visit.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ChainTx } from './types';

/** Which of an address's transactions a scan keeps. */
export type ScanKind =
  /**
   * A wallet's own operations: those invoking the baskets program, and the set-up transactions it
   * signed (token accounts, a memo) that may be a step of one (./steps.ts).
   */
  | 'baskets'
  /** All of them (a basket-token account, a basket state: everything there is basket business). */
  | 'all';

/** How far a scan of one address has read. Signatures newest first. */
export interface ScanState {
  /** The newest finalized signature read: a return visit reads only what is newer (`until`). */
  readonly newest: string | null;
  /** The oldest signature read: an unfinished scan goes on from there (`before`). */
  readonly oldest: string | null;
  /** Every older signature has been read. */
  readonly complete: boolean;
  /** The finalized transactions kept, newest first. */
  readonly kept: readonly string[];
}

export const EMPTY_SCAN: ScanState = { newest: null, oldest: null, complete: false, kept: [] };

export interface HistoryStore {
  getTxs(network: string, signatures: readonly string[]): Promise<(ChainTx | undefined)[]>;
  putTxs(network: string, txs: readonly ChainTx[]): Promise<void>;
  getScan(network: string, address: string, kind: ScanKind): Promise<ScanState | undefined>;
  putScan(network: string, address: string, kind: ScanKind, state: ScanState): Promise<void>;
}

interface HistoryDb extends DBSchema {
  tx: { key: [string, string]; value: { network: string; signature: string; tx: ChainTx } };
  scan: {
    key: [string, string, string];
    value: { network: string; address: string; kind: ScanKind; state: ScanState };
  };
}

const DB_NAME = 'basketry-history';
/** IndexedDB lookups asked for in one task (each costs the main thread a few hundredths of a ms). */
export const LOOKUPS_PER_TASK = 400;
/**
 * 2: a ChainTx names the programs its instructions call and the targets a create or edit sets; the
 * wallet's scan keeps an operation's set-up steps too. Records of version 1 lack both: read again.
 */
const DB_VERSION = 2;

export function memoryHistoryStore(): HistoryStore {
  const txs = new Map<string, ChainTx>();
  const scans = new Map<string, ScanState>();
  return {
    getTxs: async (network, signatures) => signatures.map((s) => txs.get(`${network} ${s}`)),
    async putTxs(network, list) {
      for (const tx of list) txs.set(`${network} ${tx.signature}`, tx);
    },
    getScan: async (network, address, kind) => scans.get(`${network} ${address} ${kind}`),
    async putScan(network, address, kind, state) {
      scans.set(`${network} ${address} ${kind}`, state);
    },
  };
}

export function indexedDbHistoryStore(): HistoryStore {
  let opened: Promise<IDBPDatabase<HistoryDb> | null> | undefined;
  // A browser that refuses IndexedDB (storage off, some private windows) keeps it in memory.
  const fallback = memoryHistoryStore();
  const db = () =>
    (opened ??= openDB<HistoryDb>(DB_NAME, DB_VERSION, {
      upgrade(database) {
        for (const name of [...database.objectStoreNames]) database.deleteObjectStore(name);
        database.createObjectStore('tx', { keyPath: ['network', 'signature'] });
        database.createObjectStore('scan', { keyPath: ['network', 'address', 'kind'] });
      },
    }).catch(() => null));
  // The signatures kept for each network, read once (keys only): a first read of an address asks
  // the store about thousands of signatures it has never seen, one request each, and the RPC
  // request for them waited behind those. Another tab's writes are not in it: those transactions
  // are read from the RPC again, which gives the same facts.
  const keptSignatures = new Map<string, Promise<Set<string>>>();
  const keptIn = (database: IDBPDatabase<HistoryDb>, network: string) => {
    let kept = keptSignatures.get(network);
    if (!kept) {
      kept = database
        .getAllKeys('tx', IDBKeyRange.bound([network, ''], [network, '\uffff']))
        .then((keys) => new Set(keys.map(([, signature]) => signature)));
      keptSignatures.set(network, kept);
      // A read that failed is tried again by the next call, not remembered.
      kept.catch(() => keptSignatures.delete(network));
    }
    return kept;
  };
  return {
    async getTxs(network, signatures) {
      const database = await db();
      if (!database) return fallback.getTxs(network, signatures);
      const kept = await keptIn(database, network);
      const found: (ChainTx | undefined)[] = [];
      // A few hundred lookups a transaction: a return visit's thousands asked in one go were one
      // main-thread task of 250–630 ms (bench/README.md, "The parts, one by one").
      for (let start = 0; start < signatures.length; start += LOOKUPS_PER_TASK) {
        const part = signatures.slice(start, start + LOOKUPS_PER_TASK);
        if (!part.some((s) => kept.has(s))) {
          found.push(...part.map(() => undefined));
          continue;
        }
        const t = database.transaction('tx');
        const entries = await Promise.all(
          part.map((s) => (kept.has(s) ? t.store.get([network, s]) : undefined)),
        );
        found.push(...entries.map((entry) => entry?.tx));
      }
      return found;
    },
    async putTxs(network, list) {
      const database = await db();
      if (!database) return fallback.putTxs(network, list);
      if (list.length === 0) return;
      const kept = await keptIn(database, network);
      const t = database.transaction('tx', 'readwrite');
      await Promise.all([
        ...list.map((tx) => t.store.put({ network, signature: tx.signature, tx })),
        t.done,
      ]);
      for (const tx of list) kept.add(tx.signature);
    },
    async getScan(network, address, kind) {
      const database = await db();
      if (!database) return fallback.getScan(network, address, kind);
      return (await database.get('scan', [network, address, kind]))?.state;
    },
    async putScan(network, address, kind, state) {
      const database = await db();
      if (!database) return fallback.putScan(network, address, kind, state);
      await database.put('scan', { network, address, kind, state });
    },
  };
}

let shared: HistoryStore | undefined;

/** The browser's store: IndexedDB where there is one, else memory for this visit. */
export function browserHistoryStore(): HistoryStore {
  shared ??= typeof indexedDB === 'undefined' ? memoryHistoryStore() : indexedDbHistoryStore();
  return shared;
}
