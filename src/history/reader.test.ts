// The reader against a node-shaped JSON-RPC serving the fixtures' transactions: pages, batches,
// what is kept, and a return visit that reads only what is new. IndexedDB is fake-indexeddb.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { genesisHashOf } from '../solana/genesisHash';
import { TOKEN_PROGRAM_ID } from '../solana/programs';
import { scanAddress, type ScanProgress } from './reader';
import { fakeNode, type FakeTx } from './testing/fakeNode';
import { indexedDbHistoryStore, memoryHistoryStore, type HistoryStore } from './store';
import story from './fixtures/story.json';
import create from './fixtures/create.json';
import composition from './fixtures/create-composition.json';
import deposit from './fixtures/deposit.json';
import credit from './fixtures/credit.json';
import withdraw from './fixtures/withdraw.json';
import failed from './fixtures/deposit-failed.json';

const sig = (name: keyof typeof story.named) => story.named[name];

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

async function scan(node: ReturnType<typeof fakeNode>, store: HistoryStore, pageSize = 2) {
  const progress: ScanProgress[] = [];
  await scanAddress({
    endpoint: node.endpoint,
    network: await genesisHashOf(node.endpoint),
    address: story.wallet,
    kind: 'baskets',
    store,
    onProgress: (p) => progress.push(p),
    clock,
    pageSize,
  });
  return progress;
}

const transactionCalls = (calls: { method: string; params: unknown[] }[]) =>
  calls.filter((c) => c.method === 'getTransaction').map((c) => c.params[0]);

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
    const progress = await scan(node, store);
    // The first page (two newest) was kept; only the older page is read now.
    expect(transactionCalls(node.calls)).toEqual([sig('deposit'), sig('create')]);
    expect(progress.at(-1)?.txs).toHaveLength(4);
  });

  it('a first visit reads the newest 25 transactions in one request, then the rest 200 a request', async () => {
    // 260 signatures, none kept yet: the newest rows can show after the first, small request.
    const many = Array.from({ length: 260 }, (_, i) => ({
      signature: `sig-${String(i).padStart(3, '0')}`,
      answer: deposit,
      finalized: true,
    }));
    const node = fakeNode(many);
    await scan(node, memoryHistoryStore(), 1000);
    expect(node.transactionRequests).toEqual([25, 200, 35]);
  });
});
