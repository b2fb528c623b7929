// Where the history is kept in the browser: IndexedDB (through `idb`), by network (the chain's
// genesis hash) and signature, the transactions of one write in one record. A finalized
// transaction never changes, so its facts are read from the RPC once; a scan of an address
// remembers how far it has read, newest and oldest, so a return visit asks only for what is newer.
// Where IndexedDB is missing (a private window of some browsers) the same store lives in memory
// for the visit.
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
  /**
   * The transactions one write kept, as one record: a record per transaction cost the main thread
   * a request each (putting a first read's 6,000 took 450–650 ms; bench/README.md, "The parts,
   * one by one").
   */
  txs: { key: [string, string]; value: { network: string; id: string; txs: ChainTx[] } };
  /** The signatures each `txs` record holds, by the same key: read once per network. */
  directory: {
    key: [string, string];
    value: { network: string; id: string; signatures: string[] };
  };
  scan: {
    key: [string, string, string];
    value: { network: string; address: string; kind: ScanKind; state: ScanState };
  };
}

const DB_NAME = 'basketry-history';
/** Records asked for in one task (a record holds up to a step's 200 transactions). */
export const RECORDS_PER_TASK = 8;
/**
 * 3: the transactions of one write are one record (`txs`), found by `directory`. 2: a ChainTx
 * names the programs its instructions call and the targets a create or edit sets; the wallet's
 * scan keeps an operation's set-up steps too. A browser that kept an older version reads its
 * history again once.
 */
const DB_VERSION = 3;

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

/**
 * Unique across tabs and scans, so two writes never share a record. getRandomValues, not
 * randomUUID: the app may be served over plain HTTP, where randomUUID is missing.
 */
function recordId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const networkRange = (network: string) => IDBKeyRange.bound([network, ''], [network, '\uffff']);

export function indexedDbHistoryStore(): HistoryStore {
  let opened: Promise<IDBPDatabase<HistoryDb> | null> | undefined;
  // A browser that refuses IndexedDB (storage off, some private windows) keeps it in memory.
  const fallback = memoryHistoryStore();
  const db = () =>
    (opened ??= openDB<HistoryDb>(DB_NAME, DB_VERSION, {
      upgrade(database) {
        for (const name of [...database.objectStoreNames]) database.deleteObjectStore(name);
        database.createObjectStore('txs', { keyPath: ['network', 'id'] });
        database.createObjectStore('directory', { keyPath: ['network', 'id'] });
        database.createObjectStore('scan', { keyPath: ['network', 'address', 'kind'] });
      },
    }).catch(() => null));
  // Which record holds each kept signature, read once per network: a first read of an address
  // asks the store about thousands of signatures it has never seen, and the RPC request for them
  // must not wait behind a lookup each. Another tab's writes are not in it: those transactions are
  // read from the RPC again, which gives the same facts.
  const directories = new Map<string, Promise<Map<string, string>>>();
  const directoryOf = (database: IDBPDatabase<HistoryDb>, network: string) => {
    let directory = directories.get(network);
    if (!directory) {
      directory = database.getAll('directory', networkRange(network)).then((records) => {
        const where = new Map<string, string>();
        for (const { id, signatures } of records) for (const s of signatures) where.set(s, id);
        return where;
      });
      directories.set(network, directory);
      // A read that failed is tried again by the next call, not remembered.
      directory.catch(() => directories.delete(network));
    }
    return directory;
  };
  return {
    async getTxs(network, signatures) {
      const database = await db();
      if (!database) return fallback.getTxs(network, signatures);
      const where = await directoryOf(database, network);
      const ids = [...new Set(signatures.flatMap((s) => where.get(s) ?? []))];
      const found = new Map<string, ChainTx>();
      // A few records a task: each brings up to a step's transactions back to the main thread.
      for (let start = 0; start < ids.length; start += RECORDS_PER_TASK) {
        const t = database.transaction('txs');
        const records = await Promise.all(
          ids.slice(start, start + RECORDS_PER_TASK).map((id) => t.store.get([network, id])),
        );
        for (const record of records)
          for (const tx of record?.txs ?? []) found.set(tx.signature, tx);
      }
      return signatures.map((s) => found.get(s));
    },
    async putTxs(network, list) {
      const database = await db();
      if (!database) return fallback.putTxs(network, list);
      const where = await directoryOf(database, network);
      // Each transaction once: what is kept already (the reader's steps carry what they found
      // kept) is not written again.
      const fresh = new Map<string, ChainTx>();
      for (const tx of list) if (!where.has(tx.signature)) fresh.set(tx.signature, tx);
      if (fresh.size === 0) return;
      const id = recordId();
      const signatures = [...fresh.keys()];
      const t = database.transaction(['txs', 'directory'], 'readwrite');
      await Promise.all([
        t.objectStore('txs').put({ network, id, txs: [...fresh.values()] }),
        t.objectStore('directory').put({ network, id, signatures }),
        t.done,
      ]);
      for (const s of signatures) where.set(s, id);
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
