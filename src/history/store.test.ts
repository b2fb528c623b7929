// The IndexedDB store (fake-indexeddb): what it keeps, per network, and that a read asks the
// database only for signatures it keeps (docs/history.md, "Kept in the browser").
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indexedDbHistoryStore, LOOKUPS_PER_TASK } from './store';
import { chainTx } from './testing/chainTx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('indexedDbHistoryStore', () => {
  it('asks the database only for the signatures it keeps: a first read of thousands costs no lookup', async () => {
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
    expect(lookups).toHaveBeenCalledTimes(2);

    expect(await store.getTxs('net-a', unknown)).toEqual(unknown.map(() => undefined));
    expect(lookups).toHaveBeenCalledTimes(2);
  });

  it('finds what was put after its first read, and what another visit kept', async () => {
    const store = indexedDbHistoryStore();
    expect(await store.getTxs('net-b', ['sig3'])).toEqual([undefined]);
    await store.putTxs('net-b', [chainTx(3, [])]);
    expect((await store.getTxs('net-b', ['sig3']))[0]?.signature).toBe('sig3');

    // A new visit (a fresh store on the same database) reads the kept signatures again.
    const nextVisit = indexedDbHistoryStore();
    expect((await nextVisit.getTxs('net-b', ['sig3']))[0]?.signature).toBe('sig3');
  });

  it('keeps each network apart: the same signature on another chain is not found', async () => {
    const store = indexedDbHistoryStore();
    await store.putTxs('net-c', [chainTx(4, [])]);
    expect(await store.getTxs('net-d', ['sig4'])).toEqual([undefined]);
    expect((await store.getTxs('net-c', ['sig4']))[0]?.signature).toBe('sig4');
  });

  it('reads thousands of kept transactions a few hundred lookups at a time, in order', async () => {
    const store = indexedDbHistoryStore();
    const many = Array.from({ length: 2 * LOOKUPS_PER_TASK + 10 }, (_, i) => chainTx(100 + i, []));
    await store.putTxs('net-e', many);
    const transactions = vi.spyOn(IDBDatabase.prototype, 'transaction');
    const lookups = vi.spyOn(IDBObjectStore.prototype, 'get');
    const wanted = [...many.map((tx) => tx.signature), 'not-kept'];
    const found = await store.getTxs('net-e', wanted);
    expect(found.map((tx) => tx?.signature)).toEqual([
      ...many.map((tx) => tx.signature),
      undefined,
    ]);
    expect(lookups).toHaveBeenCalledTimes(many.length);
    // Each read transaction asked for at most LOOKUPS_PER_TASK: three for 810.
    expect(transactions).toHaveBeenCalledTimes(3);
  });

  it('a failed read of the kept signatures fails that call only: the next one reads them again', async () => {
    const store = indexedDbHistoryStore();
    await store.putTxs('net-f', [chainTx(5, [])]);
    const other = indexedDbHistoryStore();
    vi.spyOn(IDBObjectStore.prototype, 'getAllKeys').mockImplementationOnce(() => {
      throw new DOMException('The database is gone', 'UnknownError');
    });
    await expect(other.getTxs('net-f', ['sig5'])).rejects.toThrow('The database is gone');
    expect((await other.getTxs('net-f', ['sig5']))[0]?.signature).toBe('sig5');
  });
});
