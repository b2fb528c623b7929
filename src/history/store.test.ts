// The IndexedDB store (fake-indexeddb): what it keeps, per network, that a write is one record and
// that a read asks the database only for the records holding what it keeps (docs/history.md, "Kept
// in the browser").
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { indexedDbHistoryStore, RECORDS_PER_TASK } from './store';
import { chainTx } from './testing/chainTx';

beforeEach(() => {
  // Each test on a browser of its own: no database kept from the one before.
  vi.stubGlobal('indexedDB', new IDBFactory());
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const range = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => chainTx(from + i, []));

describe('indexedDbHistoryStore', () => {
  it('asks the database only for the records holding what it keeps: a first read of thousands costs no lookup', async () => {
    const store = indexedDbHistoryStore();
    const kept = [chainTx(1, []), chainTx(2, [])];
    await store.putTxs('net-a', kept);
    const lookups = vi.spyOn(IDBObjectStore.prototype, 'get');

    const unknown = Array.from({ length: 50 }, (_, i) => `new${i}`);
    const found = await store.getTxs('net-a', ['sig1', ...unknown, 'sig2']);
    expect(found.map((tx) => tx?.signature)).toEqual([
      'sig1',
      ...unknown.map(() => undefined),
      'sig2',
    ]);
    expect(found[0]).toEqual(kept[0]);
    // Both in the one record their write made.
    expect(lookups).toHaveBeenCalledTimes(1);

    expect(await store.getTxs('net-a', unknown)).toEqual(unknown.map(() => undefined));
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it('finds what was put after its first read, and what another visit kept', async () => {
    const store = indexedDbHistoryStore();
    expect(await store.getTxs('net-b', ['sig3'])).toEqual([undefined]);
    await store.putTxs('net-b', [chainTx(3, [])]);
    expect((await store.getTxs('net-b', ['sig3']))[0]?.signature).toBe('sig3');

    // A new visit (a fresh store on the same database) reads the directory again.
    const nextVisit = indexedDbHistoryStore();
    expect((await nextVisit.getTxs('net-b', ['sig3']))[0]).toEqual(chainTx(3, []));
  });

  it('keeps each network apart: the same signature on another chain is not found', async () => {
    const store = indexedDbHistoryStore();
    await store.putTxs('net-c', [chainTx(4, [])]);
    expect(await store.getTxs('net-d', ['sig4'])).toEqual([undefined]);
    expect((await store.getTxs('net-c', ['sig4']))[0]?.signature).toBe('sig4');
  });

  it('writes a step of hundreds as one record, and reads it back with one lookup, in the order asked', async () => {
    const puts = vi.spyOn(IDBObjectStore.prototype, 'put');
    const store = indexedDbHistoryStore();
    const step = range(100, 200);
    await store.putTxs('net-e', step);
    // The record and its directory entry: two requests for 200 transactions, not 200.
    expect(puts).toHaveBeenCalledTimes(2);

    const lookups = vi.spyOn(IDBObjectStore.prototype, 'get');
    const nextVisit = indexedDbHistoryStore();
    const wanted = ['not-kept', ...step.map((tx) => tx.signature).reverse()];
    const found = await nextVisit.getTxs('net-e', wanted);
    expect(found).toEqual([undefined, ...[...step].reverse()]);
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it('reads many records a few at a time: a return visit never asks for all in one task', async () => {
    const store = indexedDbHistoryStore();
    const writes = 2 * RECORDS_PER_TASK + 1;
    for (let w = 0; w < writes; w++) await store.putTxs('net-g', range(1000 + 10 * w, 10));
    const transactions = vi.spyOn(IDBDatabase.prototype, 'transaction');
    const lookups = vi.spyOn(IDBObjectStore.prototype, 'get');
    const all = range(1000, 10 * writes);
    const found = await store.getTxs(
      'net-g',
      all.map((tx) => tx.signature),
    );
    expect(found).toEqual(all);
    expect(lookups).toHaveBeenCalledTimes(writes);
    // Three read transactions for 17 records, 8 at most in each.
    expect(transactions).toHaveBeenCalledTimes(3);
  });

  it('writes a transaction once: one already kept, or named twice, is not written again', async () => {
    const store = indexedDbHistoryStore();
    await store.putTxs('net-h', [chainTx(1, []), chainTx(2, [])]);
    const puts = vi.spyOn(IDBObjectStore.prototype, 'put');
    await store.putTxs('net-h', [chainTx(2, []), chainTx(3, []), chainTx(3, [])]);
    const written = puts.mock.calls.map(([value]) => value as { txs?: unknown[] });
    expect(written.find((v) => v.txs)?.txs).toEqual([chainTx(3, [])]);

    puts.mockClear();
    await store.putTxs('net-h', [chainTx(1, []), chainTx(3, [])]);
    expect(puts).not.toHaveBeenCalled();
    const found = await indexedDbHistoryStore().getTxs('net-h', ['sig1', 'sig2', 'sig3']);
    expect(found.map((tx) => tx?.signature)).toEqual(['sig1', 'sig2', 'sig3']);
  });

  it('a failed read of the directory fails that call only: the next one reads it again', async () => {
    const store = indexedDbHistoryStore();
    await store.putTxs('net-f', [chainTx(5, [])]);
    const other = indexedDbHistoryStore();
    vi.spyOn(IDBObjectStore.prototype, 'getAll').mockImplementationOnce(() => {
      throw new DOMException('The database is gone', 'UnknownError');
    });
    await expect(other.getTxs('net-f', ['sig5'])).rejects.toThrow('The database is gone');
    expect((await other.getTxs('net-f', ['sig5']))[0]?.signature).toBe('sig5');
  });

  it('a browser that kept version 2 (a record per transaction) starts again, without an error', async () => {
    const old = await openDB('basketry-history', 2, {
      upgrade(database) {
        database.createObjectStore('tx', { keyPath: ['network', 'signature'] });
        database.createObjectStore('scan', { keyPath: ['network', 'address', 'kind'] });
      },
    });
    await old.put('tx', { network: 'net-i', signature: 'sig6', tx: chainTx(6, []) });
    await old.put('scan', {
      network: 'net-i',
      address: 'wallet',
      kind: 'baskets',
      state: { newest: 'sig6', oldest: 'sig6', complete: true, kept: ['sig6'] },
    });
    old.close();

    const store = indexedDbHistoryStore();
    expect(await store.getTxs('net-i', ['sig6'])).toEqual([undefined]);
    expect(await store.getScan('net-i', 'wallet', 'baskets')).toBeUndefined();
    await store.putTxs('net-i', [chainTx(6, [])]);
    expect((await store.getTxs('net-i', ['sig6']))[0]?.signature).toBe('sig6');
  });
});
