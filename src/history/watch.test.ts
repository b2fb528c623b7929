// The watch of an address from now on (watch.ts): what was there at the start is never read,
// what lands after is read once, a transaction seen while only confirmed is not told again once
// finalized, and a failed read loses nothing.
import { describe, expect, it } from 'vitest';
import { fakeNode, signatureCalls, transactionCalls, type FakeTx } from './testing/fakeNode';
import { AddressWatch, START_PAGE } from './watch';
import story from './fixtures/story.json';
import create from './fixtures/create.json';
import deposit from './fixtures/deposit.json';
import credit from './fixtures/credit.json';
import withdraw from './fixtures/withdraw.json';
import edit from './fixtures/edit.json';

const tx = (name: keyof typeof story.named, answer: unknown, finalized = true): FakeTx => ({
  signature: story.named[name],
  answer,
  finalized,
});

describe('AddressWatch', () => {
  it('marks what is there without reading a transaction, then reads only what lands', async () => {
    const node = fakeNode([tx('create', create), tx('deposit', deposit)]);
    const watch = new AddressWatch(node.endpoint, story.basket);

    expect(await watch.next()).toEqual([]);
    expect(transactionCalls(node.calls)).toEqual([]);
    expect(signatureCalls(node.calls)).toEqual([{ commitment: 'confirmed', limit: START_PAGE }]);

    node.txs.push(tx('credit', credit), tx('withdraw', withdraw));
    const landed = await watch.next();
    // Oldest first, as they happened.
    expect(landed.map((t) => t.signature)).toEqual([story.named.credit, story.named.withdraw]);
    expect(transactionCalls(node.calls)).toEqual([story.named.withdraw, story.named.credit]);
    // Asked only above the newest finalized signature of the start.
    expect(signatureCalls(node.calls)[1]).toMatchObject({ until: story.named.deposit });

    expect(await watch.next()).toEqual([]);
    expect(signatureCalls(node.calls)[2]).toMatchObject({ until: story.named.withdraw });
    expect(transactionCalls(node.calls)).toHaveLength(2);
  });

  it('tells a transaction once, from when it is confirmed to when it is finalized', async () => {
    const node = fakeNode([tx('create', create)]);
    const watch = new AddressWatch(node.endpoint, story.basket);
    await watch.next();

    const pending = tx('edit', edit, false);
    node.txs.push(pending);
    expect((await watch.next()).map((t) => t.signature)).toEqual([story.named.edit]);
    // Still above the anchor (not finalized): listed again, not read or told again.
    expect(await watch.next()).toEqual([]);
    pending.finalized = true;
    expect(await watch.next()).toEqual([]);
    expect(transactionCalls(node.calls)).toEqual([story.named.edit]);
    expect(signatureCalls(node.calls).at(-1)).toMatchObject({ until: story.named.create });

    node.txs.push(tx('deposit', deposit));
    expect((await watch.next()).map((t) => t.signature)).toEqual([story.named.deposit]);
    expect(signatureCalls(node.calls).at(-1)).toMatchObject({ until: story.named.edit });
  });

  it('on an address with no signature yet, everything that lands is news', async () => {
    const node = fakeNode([]);
    const watch = new AddressWatch(node.endpoint, story.basket);
    expect(await watch.next()).toEqual([]);
    node.txs.push(tx('create', create), tx('deposit', deposit));
    expect((await watch.next()).map((t) => t.signature)).toEqual([
      story.named.create,
      story.named.deposit,
    ]);
  });

  it('a read that fails loses nothing: the next one returns what landed', async () => {
    const node = fakeNode([tx('create', create)]);
    const watch = new AddressWatch(node.endpoint, story.basket);
    await watch.next();
    node.txs.push(tx('deposit', deposit));
    const fetchOk = node.endpoint.fetch;
    const failing = { ...node.endpoint, fetch: async () => new Response('busy', { status: 503 }) };
    Object.assign(node.endpoint, failing);
    await expect(watch.next()).rejects.toThrow();
    Object.assign(node.endpoint, { fetch: fetchOk });
    expect((await watch.next()).map((t) => t.signature)).toEqual([story.named.deposit]);
  });

  it('two calls at once read once', async () => {
    const node = fakeNode([tx('create', create)]);
    const watch = new AddressWatch(node.endpoint, story.basket);
    await watch.next();
    node.txs.push(tx('deposit', deposit));
    const [a, b] = await Promise.all([watch.next(), watch.next()]);
    expect([...a, ...b].map((t) => t.signature)).toEqual([story.named.deposit]);
    expect(transactionCalls(node.calls)).toEqual([story.named.deposit]);
  });
});
