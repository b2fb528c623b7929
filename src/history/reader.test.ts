// The reader against a node-shaped JSON-RPC serving the fixtures' transactions: pages, batches,
// what is kept, and a return visit that reads only what is new. IndexedDB is fake-indexeddb.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { genesisHashOf } from '../solana/genesisHash';
import { RpcError, type RpcEndpoint } from '../solana/jsonRpc';
import { TOKEN_PROGRAM_ID } from '../solana/programs';
import { readTransactions, scanAddress, type ScanProgress } from './reader';
import { ownDeposits } from './testing/deposits';
import { fakeNode, signatureCalls, transactionCalls, type FakeTx } from './testing/fakeNode';
import {
  indexedDbHistoryStore,
  memoryHistoryStore,
  type HistoryStore,
  type ScanKind,
  type ScanState,
} from './store';
import story from './fixtures/story.json';
import create from './fixtures/create.json';
import composition from './fixtures/create-composition.json';
import deposit from './fixtures/deposit.json';
import credit from './fixtures/credit.json';
import withdraw from './fixtures/withdraw.json';
import failed from './fixtures/deposit-failed.json';

const sig = (name: keyof typeof story.named) => story.named[name];
/** The story's transactions a wallet's full read shows, newest first. */
const NEWEST_FIRST = ['credit', 'deposit-failed', 'withdraw', 'deposit', 'create'] as const;

/** The composition step's transaction as a Token program call instead: a plain transfer. */
const tokenTransfer = (() => {
  const message = composition.transaction.message;
  const keys = [...message.accountKeys, TOKEN_PROGRAM_ID];
  const instructions = message.instructions.map((ix) => ({
    ...ix,
    programIdIndex: keys.length - 1,
  }));
  return {
    ...composition,
    transaction: {
      signatures: ['a-token-transfer'],
      message: { ...message, accountKeys: keys, instructions },
    },
  };
})();
const tx = (name: keyof typeof story.named, answer: unknown, finalized = true): FakeTx => ({
  signature: sig(name),
  answer,
  finalized,
});

const clock = { now: () => 0, yieldToMain: async () => undefined };

/** A node over `count` finalized deposits, sig-000 the oldest (one answer for all: its facts repeat). */
const depositsNode = (count: number) =>
  fakeNode(
    Array.from({ length: count }, (_, i) => ({
      signature: `sig-${String(i).padStart(3, '0')}`,
      answer: deposit,
      finalized: true,
    })),
  );

/** A memory store whose write number `held` waits until `release()`. */
function storeHoldingWrite(held: number) {
  const memory = memoryHistoryStore();
  let release = () => undefined as void;
  const holding = new Promise<void>((resolve) => (release = resolve));
  let writes = 0;
  const store: HistoryStore = {
    ...memory,
    async putTxs(network, txs) {
      writes += 1;
      if (writes === held) await holding;
      return memory.putTxs(network, txs);
    },
  };
  return { store, writes: () => writes, release: () => release() };
}

async function scan(
  node: ReturnType<typeof fakeNode>,
  store: HistoryStore,
  pageSize = 2,
  { address = story.wallet, kind = 'baskets' }: { address?: string; kind?: ScanKind } = {},
) {
  const progress: ScanProgress[] = [];
  await scanAddress({
    endpoint: node.endpoint,
    network: await genesisHashOf(node.endpoint),
    address,
    kind,
    store,
    onProgress: (p) => progress.push(p),
    clock,
    pageSize,
  });
  return progress;
}

/**
 * An RPC that answers each call of a JSON-RPC batch with `answer(call, request)`; `request()` is
 * called once per HTTP request and says which one it is.
 */
function batchAnswering(
  url: string,
  request: () => number,
  answer: (call: { id: number; params: unknown[] }, request: number) => object,
): RpcEndpoint {
  return {
    url,
    fetch: async (_url, init) => {
      const calls = JSON.parse(String(init?.body)) as { id: number; params: unknown[] }[];
      const n = request();
      return new Response(JSON.stringify(calls.map((call) => answer(call, n))), { status: 200 });
    },
  };
}
describe('scanAddress', () => {
  it('reads every page, keeps the wallet’s basket operations and their set-up steps, newest first', async () => {
    const node = fakeNode([
      tx('create', create),
      tx('create-composition', composition),
      { signature: 'a-token-transfer', answer: tokenTransfer, finalized: true },
      tx('deposit', deposit),
      tx('credit', credit),
      tx('withdraw', withdraw),
    ]);
    const progress = await scan(node, memoryHistoryStore());
    const last = progress.at(-1);
    expect(last?.complete).toBe(true);
    // The composition step opens a token account (a set-up step the wallet signed); the credit
    // invokes the program. A plain token transfer is none of the wallet's basket business.
    expect(last?.txs.map((t) => t.signature)).toEqual([
      sig('withdraw'),
      sig('credit'),
      sig('deposit'),
      sig('create-composition'),
      sig('create'),
    ]);
    // The newest rows were reported before the older pages were read.
    expect(progress.some((p) => !p.complete && p.txs[0]?.signature === sig('withdraw'))).toBe(true);
  });

  it('a return visit asks only for newer signatures, and re-reads ones not finalized before', async () => {
    const store = indexedDbHistoryStore();
    const node = fakeNode([
      tx('create', create),
      tx('deposit', deposit),
      tx('withdraw', withdraw, false),
    ]);
    await scan(node, store);
    expect(transactionCalls(node.calls)).toHaveLength(3);

    node.calls.length = 0;
    node.txs[2] = tx('withdraw', withdraw, true);
    node.txs.push(tx('deposit-failed', failed, false));
    const progress = await scan(node, store);
    // Only the two above the newest finalized signature (the deposit) are read.
    expect(transactionCalls(node.calls)).toEqual([sig('deposit-failed'), sig('withdraw')]);
    expect(
      node.calls
        .filter((c) => c.method === 'getSignaturesForAddress')
        .every((c) => (c.params[1] as { until?: string }).until === sig('deposit')),
    ).toBe(true);
    expect(progress.at(-1)?.txs.map((t) => t.signature)).toEqual([
      sig('deposit-failed'),
      sig('withdraw'),
      sig('deposit'),
      sig('create'),
    ]);

    // A third visit with nothing new reads no transaction at all.
    node.calls.length = 0;
    node.txs[3] = tx('deposit-failed', failed, true);
    await scan(node, store);
    expect(transactionCalls(node.calls)).toEqual([sig('deposit-failed')]);
    node.calls.length = 0;
    const again = await scan(node, store);
    expect(transactionCalls(node.calls)).toEqual([]);
    // Told once, from the store.
    expect(again).toHaveLength(1);
    expect(again[0]?.txs).toHaveLength(4);
  });

  it('an interrupted first read goes on from where it stopped', async () => {
    const store = memoryHistoryStore();
    const node = fakeNode([
      tx('create', create),
      tx('deposit', deposit),
      tx('withdraw', withdraw),
      tx('deposit-failed', failed),
    ]);
    const controller = new AbortController();
    let batches = 0;
    await expect(
      scanAddress({
        endpoint: node.endpoint,
        network: 'genesis-1',
        address: story.wallet,
        kind: 'baskets',
        store,
        clock,
        pageSize: 2,
        signal: controller.signal,
        onProgress: () => {
          if (++batches === 2) controller.abort();
        },
      }),
    ).rejects.toThrow();
    node.calls.length = 0;
    // Meanwhile a credit landed above what was read.
    node.txs.push(tx('credit', credit));
    const progress = await scan(node, store);
    // The first page (two newest) was kept; only what is newer and the older page are read now.
    expect(transactionCalls(node.calls)).toEqual([sig('credit'), sig('deposit'), sig('create')]);
    expect(progress.at(-1)?.txs.map((t) => t.signature)).toEqual(NEWEST_FIRST.map(sig));
  });

  it('a stop asked for before a return visit reads nothing; one during a page keeps the steps read', async () => {
    const store = memoryHistoryStore();
    const node = fakeNode([tx('create', create), tx('deposit', deposit)]);
    await scan(node, store);
    node.calls.length = 0;
    node.txs.push(tx('withdraw', withdraw));
    const request = {
      endpoint: node.endpoint,
      network: 'genesis-1',
      address: story.wallet,
      kind: 'baskets' as const,
      store,
      clock,
      pageSize: 2,
      onProgress: () => undefined,
    };
    await expect(scanAddress({ ...request, signal: AbortSignal.abort() })).rejects.toThrow();
    expect(node.calls).toEqual([]);

    // A first read of 30 signatures in one page: a step of 25, then one of 5.
    const thirty = ownDeposits(30, 2);
    const big = fakeNode(thirty);
    const fresh = memoryHistoryStore();
    const controller = new AbortController();
    const shown: number[] = [];
    await expect(
      scanAddress({
        ...request,
        endpoint: big.endpoint,
        store: fresh,
        pageSize: 1000,
        signal: controller.signal,
        onProgress: (p) => {
          shown.push(p.txs.length);
          if (p.txs.length === 25) controller.abort();
        },
      }),
    ).rejects.toThrow();
    expect(shown).toEqual([0, 25]);
    expect(await fresh.getScan('genesis-1', story.wallet, 'baskets')).toEqual({
      newest: 'sig-29',
      oldest: 'sig-05',
      complete: false,
      kept: thirty
        .slice(5)
        .reverse()
        .map((t) => t.signature),
    });

    // Read again, it goes on below the oldest read with full pages: only a read from the newest
    // starts with a small one.
    big.calls.length = 0;
    await scanAddress({ ...request, endpoint: big.endpoint, store: fresh, pageSize: 1000 });
    expect(signatureCalls(big.calls)).toEqual([
      { commitment: 'confirmed', limit: 1000, until: 'sig-29' },
      { commitment: 'confirmed', limit: 1000, before: 'sig-05' },
    ]);
  });

  it('a first visit that found nothing finalized reads everything again next time', async () => {
    const store = memoryHistoryStore();
    const node = fakeNode([tx('create', create, false), tx('deposit', deposit, false)]);
    await scan(node, store);
    expect(await store.getScan('genesis-1', story.wallet, 'baskets')).toEqual({
      newest: null,
      oldest: null,
      complete: true,
      kept: [],
    });
    node.calls.length = 0;
    node.txs[0] = tx('create', create);
    node.txs[1] = tx('deposit', deposit);
    const progress = await scan(node, store);
    expect(signatureCalls(node.calls)).toEqual([
      { commitment: 'confirmed', limit: 2 },
      { commitment: 'confirmed', limit: 2, before: sig('create') },
    ]);
    expect(transactionCalls(node.calls)).toEqual([sig('deposit'), sig('create')]);
    expect(progress.at(-1)).toMatchObject({ complete: true });
    expect(progress.at(-1)?.txs.map((t) => t.signature)).toEqual([sig('deposit'), sig('create')]);
    expect(await store.getScan('genesis-1', story.wallet, 'baskets')).toEqual({
      newest: sig('deposit'),
      oldest: null,
      complete: true,
      kept: [sig('deposit'), sig('create')],
    });
  });

  it('a first visit reads the newest 25 transactions in one request, then the rest 200 a request', async () => {
    // 260 signatures, none kept yet: the newest rows can show after the first, small request.
    const node = depositsNode(260);
    await scan(node, memoryHistoryStore(), 1000);
    expect(node.transactionRequests).toEqual([25, 200, 35]);
    // Its first page of signatures is as small as that first step, the next a full page.
    expect(signatureCalls(node.calls)).toEqual([
      { commitment: 'confirmed', limit: 25 },
      { commitment: 'confirmed', limit: 1000, before: 'sig-235' },
    ]);
  });

  it('a return visit reads its newest 25 new transactions first, then the rest', async () => {
    const node = depositsNode(30);
    const store = memoryHistoryStore();
    await scan(node, store, 1000);
    // Thirty more land: the visit's first request asks for the newest 25, then the other five.
    node.txs.push(
      ...Array.from({ length: 30 }, (_, i) => ({
        signature: `sig-${30 + i}`,
        answer: deposit,
        finalized: true,
      })),
    );
    node.transactionRequests.length = 0;
    await scan(node, store, 1000);
    expect(node.transactionRequests).toEqual([25, 5]);
  });

  it('an address with fewer signatures than the first step is read in one call', async () => {
    const node = depositsNode(24);
    const progress = await scan(node, memoryHistoryStore(), 1000);
    expect(signatureCalls(node.calls)).toEqual([{ commitment: 'confirmed', limit: 25 }]);
    expect(progress.at(-1)).toMatchObject({ complete: true });
  });

  it('asks for two steps ahead while one is kept: the node never waits for the browser’s store', async () => {
    const node = depositsNode(825);
    // A store whose second write is held: the first page (25 signatures, one step) is kept, and
    // the second page's first step of 200 is decoded and being kept.
    const { store, writes, release } = storeHoldingWrite(2);
    const done = scan(node, store, 1000);
    await vi.waitFor(() => expect(writes()).toBe(2));
    // That step, and the two after it asked for while it is kept; not the fourth.
    await vi.waitFor(() => expect(node.transactionRequests).toEqual([25, 200, 200, 200]));
    release();
    await done;
    expect(node.transactionRequests).toEqual([25, 200, 200, 200, 200]);
  });

  it('asks for the next page and its first steps while the last step of a page is kept', async () => {
    // 1,425 signatures: a page of 25 (one step), one of 1,000 (five steps of 200), one of 400.
    const node = depositsNode(1425);
    const { store, writes, release } = storeHoldingWrite(6);
    const done = scan(node, store, 1000);
    await vi.waitFor(() => expect(writes()).toBe(6));
    // The second page's last step is being kept: the third page's first two are asked for.
    await vi.waitFor(() =>
      expect(node.transactionRequests).toEqual([25, 200, 200, 200, 200, 200, 200, 200]),
    );
    expect(signatureCalls(node.calls)).toEqual([
      { commitment: 'confirmed', limit: 25 },
      { commitment: 'confirmed', limit: 1000, before: 'sig-1400' },
      { commitment: 'confirmed', limit: 1000, before: 'sig-400' },
    ]);
    release();
    const progress = await done;
    expect(node.transactionRequests).toEqual([25, 200, 200, 200, 200, 200, 200, 200]);
    expect(progress.at(-1)).toMatchObject({ complete: true });
  });

  it('writes how far it has read once a second and when it ends, not after every step', async () => {
    // 460 signatures read in steps of 25, 200, 200 and 35; the clock moves 500 ms a report, so
    // the third step comes exactly a second after the read began.
    const node = depositsNode(460);
    const memory = memoryHistoryStore();
    const written: ScanState[] = [];
    const store: HistoryStore = {
      ...memory,
      async putScan(network, address, kind, state) {
        written.push(state);
        return memory.putScan(network, address, kind, state);
      },
    };
    let time = 0;
    await scanAddress({
      endpoint: node.endpoint,
      network: await genesisHashOf(node.endpoint),
      address: story.wallet,
      kind: 'baskets',
      store,
      onProgress: () => {
        time += 500;
      },
      clock: { now: () => time, yieldToMain: async () => undefined },
      pageSize: 1000,
    });
    // The third step is the first a second (or more) after the read began; the end at once.
    expect(written.map((s) => [s.oldest, s.complete])).toEqual([
      ['sig-035', false],
      ['sig-000', true],
    ]);
  });
});

describe('scanAddress: return visits and shared transactions', () => {
  it('a return visit with more new signatures than a page reads them page by page, down to the newest finalized one', async () => {
    const store = memoryHistoryStore();
    const node = fakeNode([tx('create', create), tx('deposit', deposit)]);
    await scan(node, store);

    node.calls.length = 0;
    node.txs.push(
      tx('withdraw', withdraw),
      tx('deposit-failed', failed),
      tx('credit', credit, false),
    );
    const progress = await scan(node, store);
    expect(signatureCalls(node.calls)).toEqual([
      { commitment: 'confirmed', limit: 2, until: sig('deposit') },
      { commitment: 'confirmed', limit: 2, until: sig('deposit'), before: sig('deposit-failed') },
    ]);
    expect(transactionCalls(node.calls)).toEqual([
      sig('credit'),
      sig('deposit-failed'),
      sig('withdraw'),
    ]);
    expect(progress.at(-1)).toEqual({
      complete: true,
      txs: expect.any(Array) as unknown,
    });
    expect(progress.at(-1)?.txs.map((t) => t.signature)).toEqual(NEWEST_FIRST.map(sig));
    // The newest finalized one now (the failed deposit) is where the next visit stops; the credit,
    // not finalized, is read again.
    node.calls.length = 0;
    await scan(node, store);
    expect(signatureCalls(node.calls)).toEqual([
      { commitment: 'confirmed', limit: 2, until: sig('deposit-failed') },
    ]);
    expect(transactionCalls(node.calls)).toEqual([sig('credit')]);
  });

  it('a visit whose kept transactions the browser cleared reads the whole address again', async () => {
    const store = memoryHistoryStore();
    const node = fakeNode([tx('create', create), tx('deposit', deposit), tx('withdraw', withdraw)]);
    await scan(node, store);
    // The store lost the deposit (its scan still lists it as kept).
    const forgetful: HistoryStore = {
      ...store,
      getTxs: async (network, signatures) =>
        (await store.getTxs(network, signatures)).map((t) =>
          t?.signature === sig('deposit') ? undefined : t,
        ),
    };
    node.calls.length = 0;
    const progress = await scan(node, forgetful);
    // From the top, no `until`; the ones the store still has are not asked for again.
    expect(signatureCalls(node.calls)).toEqual([
      { commitment: 'confirmed', limit: 2 },
      { commitment: 'confirmed', limit: 2, before: sig('deposit') },
    ]);
    expect(transactionCalls(node.calls)).toEqual([sig('deposit')]);
    // Before the read, nothing is shown from a cache that is not whole.
    expect(progress[0]).toEqual({ txs: [], complete: false });
    expect(progress.at(-1)?.txs.map((t) => t.signature)).toEqual([
      sig('withdraw'),
      sig('deposit'),
      sig('create'),
    ]);
  });

  it('a second address whose transactions the store has reads none of them again; an account scan keeps everything', async () => {
    const store = memoryHistoryStore();
    const node = fakeNode([
      tx('create', create),
      { signature: 'a-token-transfer', answer: tokenTransfer, finalized: true },
      tx('deposit', deposit),
    ]);
    await scan(node, store, 2, { kind: 'all' });
    expect(transactionCalls(node.calls)).toEqual([
      sig('deposit'),
      'a-token-transfer',
      sig('create'),
    ]);
    node.calls.length = 0;
    // The node here lists the same signatures for any address.
    const progress = await scan(node, store, 2, { address: 'BasketTokenAccount1', kind: 'all' });
    expect(transactionCalls(node.calls)).toEqual([]);
    expect(progress.at(-1)?.txs.map((t) => t.signature)).toEqual([
      sig('deposit'),
      'a-token-transfer',
      sig('create'),
    ]);
  });

  it('a transaction not yet finalized is shown but not stored: the next visit reads it again', async () => {
    const store = memoryHistoryStore();
    const node = fakeNode([tx('create', create), tx('deposit', deposit, false)]);
    const first = await scan(node, store, 10);
    expect(first.at(-1)?.txs.map((t) => t.signature)).toEqual([sig('deposit'), sig('create')]);
    expect(await store.getTxs('genesis-1', [sig('deposit'), sig('create')])).toEqual([
      undefined,
      expect.objectContaining({ signature: sig('create') }),
    ]);
    expect(await store.getScan('genesis-1', story.wallet, 'baskets')).toEqual({
      newest: sig('create'),
      oldest: sig('create'),
      complete: true,
      kept: [sig('create')],
    });
  });
});

describe('readTransactions', () => {
  const waits = () => {
    const list: number[] = [];
    return { list, sleep: async (ms: number) => void list.push(ms) };
  };

  it('a transaction the RPC lists but does not serve yet is asked for again after a second, three times at most', async () => {
    const node = fakeNode([tx('create', create)]);
    const { list, sleep } = waits();
    // Served on the last try.
    const late = async (ms: number) => {
      await sleep(ms);
      if (list.length === 3) node.txs.push(tx('deposit', deposit));
    };
    const read = await readTransactions(node.endpoint, [sig('deposit'), sig('create')], late);
    expect(read.map((t) => t?.signature)).toEqual([sig('deposit'), sig('create')]);
    expect(list).toEqual([1000, 1000, 1000]);
    // Only the missing one is asked for again.
    expect(transactionCalls(node.calls)).toEqual([
      sig('deposit'),
      sig('create'),
      sig('deposit'),
      sig('deposit'),
      sig('deposit'),
    ]);
  });

  it('one never served fails the read after three more tries', async () => {
    const node = fakeNode([tx('create', create)]);
    const { list, sleep } = waits();
    const read = readTransactions(node.endpoint, [sig('create'), 'never', 'nor-this'], sleep);
    await expect(read).rejects.toThrow(
      new RpcError('The RPC listed 2 transaction(s) it does not serve yet', null),
    );
    expect(list).toEqual([1000, 1000, 1000]);
    expect(transactionCalls(node.calls)).toEqual([
      sig('create'),
      'never',
      'nor-this',
      ...Array.from({ length: 3 }, () => ['never', 'nor-this']).flat(),
    ]);
  });

  it('without a sleep given, the next try waits a real second', async () => {
    vi.useFakeTimers();
    try {
      const node = fakeNode([]);
      // Settled or not, never awaited: a read that waits longer fails here instead of hanging.
      let read: (string | undefined)[] | undefined;
      readTransactions(node.endpoint, [sig('deposit')])
        .then((txs) => (read = txs.map((t) => t?.signature)))
        .catch(() => undefined);
      await vi.advanceTimersByTimeAsync(999);
      expect(transactionCalls(node.calls)).toEqual([sig('deposit')]);
      node.txs.push(tx('deposit', deposit));
      await vi.advanceTimersByTimeAsync(1);
      expect(read).toEqual([sig('deposit')]);
      expect(transactionCalls(node.calls)).toEqual([sig('deposit'), sig('deposit')]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an answer with no result is a transaction not served yet', async () => {
    let tries = 0; // requests so far
    const endpoint = batchAnswering(
      'http://no-result.test',
      () => tries++,
      (r, request) =>
        request < 2 ? { jsonrpc: '2.0', id: r.id } : { jsonrpc: '2.0', id: r.id, result: deposit },
    );
    const { list, sleep } = waits();
    const read = await readTransactions(endpoint, [sig('deposit')], sleep);
    expect(read.map((t) => t?.signature)).toEqual([sig('deposit')]);
    expect(list).toEqual([1000, 1000]);
  });

  it('a call the RPC refuses fails the read with the RPC’s words', async () => {
    const endpoint = batchAnswering(
      'http://refusing.test',
      () => 0,
      (r) =>
        r.params[0] === 'pruned'
          ? { jsonrpc: '2.0', id: r.id, error: { code: -32001, message: 'Block cleaned up' } }
          : { jsonrpc: '2.0', id: r.id, result: deposit },
    );
    const { list, sleep } = waits();
    await expect(readTransactions(endpoint, [sig('deposit'), 'pruned'], sleep)).rejects.toThrow(
      new RpcError('The RPC refused getTransaction: Block cleaned up', -32001),
    );
    expect(list).toEqual([]);
  });

  it('two reads that meet one transaction ask for it once; a later read asks again', async () => {
    const node = fakeNode([tx('create', create), tx('deposit', deposit), tx('withdraw', withdraw)]);
    const { sleep } = waits();
    const [a, b] = await Promise.all([
      readTransactions(node.endpoint, [sig('deposit'), sig('create')], sleep),
      readTransactions(node.endpoint, [sig('withdraw'), sig('deposit')], sleep),
    ]);
    expect(a.map((t) => t?.signature)).toEqual([sig('deposit'), sig('create')]);
    expect(b.map((t) => t?.signature)).toEqual([sig('withdraw'), sig('deposit')]);
    expect(transactionCalls(node.calls)).toEqual([sig('deposit'), sig('create'), sig('withdraw')]);
    node.calls.length = 0;
    await readTransactions(node.endpoint, [sig('deposit')], sleep);
    expect(transactionCalls(node.calls)).toEqual([sig('deposit')]);
  });
});
