// The shared feed read a second time (a retry, another view subscribing): the rows it shows stay
// until the read has listed what is newer than the store, so a transaction only confirmed so far
// (never stored) does not leave Activity and its CSV while it is read again.
import { describe, expect, it } from 'vitest';
import { HistoryFeed } from './feed';
import type { PaceClock } from './pacedUpdates';
import { memoryHistoryStore } from './store';
import { ownDeposits } from './testing/deposits';
import { fakeNode, type FakeTx } from './testing/fakeNode';
import story from './fixtures/story.json';
import create from './fixtures/create.json';
import deposit from './fixtures/deposit.json';
import withdraw from './fixtures/withdraw.json';
import failed from './fixtures/deposit-failed.json';

const sig = (name: keyof typeof story.named) => story.named[name];
const tx = (name: keyof typeof story.named, answer: unknown, finalized = true): FakeTx => ({
  signature: sig(name),
  answer,
  finalized,
});

/** The story wallet's feed over `node`, a fresh store, paced by `clock`. */
const walletFeed = (node: ReturnType<typeof fakeNode>, clock: PaceClock) =>
  new HistoryFeed(node.endpoint, story.wallet, 'baskets', memoryHistoryStore(), clock);

describe('HistoryFeed', () => {
  it('a second read keeps showing a confirmed transaction until it has read it again', async () => {
    const node = fakeNode([
      tx('create', create),
      tx('deposit', deposit),
      tx('withdraw', withdraw, false),
    ]);
    // Every report told: time moves a second between two (./pacedUpdates.ts paces nothing then).
    let time = 0;
    const everyReport: PaceClock = {
      now: () => (time += 1000),
      setTimeout: () => undefined,
      clearTimeout: () => undefined,
    };
    const feed = walletFeed(node, everyReport);
    const shown: string[][] = [];
    feed.subscribe(() => shown.push(feed.getState().txs.map((t) => t.signature)));
    await feed.read();
    expect(feed.getState().txs.map((t) => t.signature)).toEqual([
      sig('withdraw'),
      sig('deposit'),
      sig('create'),
    ]);

    // Another transaction lands; another view subscribes, which reads the address again.
    node.txs.push(tx('deposit-failed', failed, false));
    shown.length = 0;
    feed.subscribe(() => undefined);
    await feed.read();
    expect(shown.length).toBeGreaterThan(0);
    for (const rows of shown) expect(rows).toContain(sig('withdraw'));
    expect(shown.at(-1)).toEqual([
      sig('deposit-failed'),
      sig('withdraw'),
      sig('deposit'),
      sig('create'),
    ]);
    expect(feed.getState()).toMatchObject({ reading: false, complete: true, error: null });
  });

  it('tells its views of a read at most once every 400 ms: its first rows and its end at once', async () => {
    // 460 deposits, read in steps of 25, 200, 200 and 35; time stands still, so no step after the
    // first rows is due to be told before the read ends.
    const many = ownDeposits(460, 3);
    const node = fakeNode(many);
    const waiting: (() => void)[] = [];
    const clock: PaceClock = {
      now: () => 0,
      setTimeout: (run) => waiting.push(run),
      clearTimeout: () => undefined,
    };
    const feed = walletFeed(node, clock);
    const told: { rows: number; reading: boolean }[] = [];
    feed.subscribe(() =>
      told.push({ rows: feed.getState().txs.length, reading: feed.getState().reading }),
    );
    await feed.read();
    expect(told).toEqual([
      { rows: 0, reading: true }, // the read begins
      { rows: 0, reading: true }, // the store keeps nothing
      { rows: 25, reading: true }, // the first rows
      { rows: 460, reading: false }, // the end, with every row
    ]);
    // The later steps waited for one telling, which the end made needless.
    expect(waiting).toHaveLength(1);
  });

  it('the first read of a page shows what the store keeps before it asks the node', async () => {
    const store = memoryHistoryStore();
    const node = fakeNode([tx('create', create), tx('deposit', deposit)]);
    await new HistoryFeed(node.endpoint, story.wallet, 'baskets', store).read();

    // A later visit (a new page: a new feed over the same store).
    node.calls.length = 0;
    const feed = new HistoryFeed(node.endpoint, story.wallet, 'baskets', store);
    const firstReport: { rows: string[]; calls: number }[] = [];
    feed.subscribe(() => {
      if (firstReport.length === 0 && feed.getState().txs.length > 0) {
        firstReport.push({
          rows: feed.getState().txs.map((t) => t.signature),
          calls: node.calls.filter((c) => c.method === 'getSignaturesForAddress').length,
        });
      }
    });
    await feed.read();
    expect(firstReport).toEqual([{ rows: [sig('deposit'), sig('create')], calls: 0 }]);
  });
});
