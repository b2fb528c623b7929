// One running scan per RPC URL, address and kind that any number of views share (a wallet's
// Activity, its portfolio and a basket's page read the same wallet once): it starts with its first
// subscriber, reports what is kept as it reads, and can be read again (retry, or newer signatures).
import type { RpcEndpoint } from '../solana/jsonRpc';
import { genesisHashOf } from '../solana/genesisHash';
import { pacedUpdates, type PaceClock } from './pacedUpdates';
import { scanAddress } from './reader';
import { browserHistoryStore, type HistoryStore, type ScanKind } from './store';
import type { ChainTx } from './types';

export interface FeedState {
  readonly txs: readonly ChainTx[];
  /** Reading (the cache, newer signatures or older pages). */
  readonly reading: boolean;
  /** Every signature of the address has been read. */
  readonly complete: boolean;
  readonly error: Error | null;
}

const INITIAL: FeedState = { txs: [], reading: true, complete: false, error: null };

export class HistoryFeed {
  private state: FeedState = INITIAL;
  private readonly listeners = new Set<() => void>();
  private running: Promise<void> | null = null;
  /** Rows in the state the views were last told of. */
  private toldRows = 0;
  /** A read's progress, told at most once every READING_UPDATE_MS (./pacedUpdates.ts). */
  private readonly progress: ReturnType<typeof pacedUpdates>;

  constructor(
    private readonly endpoint: RpcEndpoint,
    readonly address: string,
    readonly kind: ScanKind,
    private readonly store: HistoryStore,
    clock?: PaceClock,
  ) {
    // At once: the first rows of a view that shows none yet.
    this.progress = pacedUpdates(
      () => this.tell(),
      () => this.toldRows === 0,
      clock,
    );
  }

  getState = (): FeedState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (!this.running) void this.read();
    return () => this.listeners.delete(listener);
  };

  /** Reads again: after a failure, or to pick up transactions that landed since. */
  read(): Promise<void> {
    if (this.running) return this.running;
    this.set({ ...this.state, reading: true, error: null });
    this.running = (async () => {
      try {
        await scanAddress({
          endpoint: this.endpoint,
          network: await genesisHashOf(this.endpoint),
          address: this.address,
          kind: this.kind,
          store: this.store,
          // A second read (a retry, a new subscriber) keeps the rows shown until it has read
          // what is newer than the store, as the reader says.
          rowsShown: this.state.txs.length > 0,
          onProgress: ({ txs, complete }) => {
            this.state = { ...this.state, txs, complete };
            this.progress.notify();
          },
        });
        this.set({ ...this.state, reading: false });
      } catch (e) {
        this.set({
          ...this.state,
          reading: false,
          error: e instanceof Error ? e : new Error(String(e)),
        });
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** A change of reading or error: told at once, with any progress that waited. */
  private set(next: FeedState) {
    this.state = next;
    this.progress.cancel();
    this.tell();
  }

  private tell() {
    this.toldRows = this.state.txs.length;
    for (const l of this.listeners) l();
  }
}

const feeds = new Map<string, HistoryFeed>();

/** The shared feed of `address` at `endpoint` (one per URL, fetch, address and kind). */
export function historyFeed(
  endpoint: RpcEndpoint,
  address: string,
  kind: ScanKind,
  store: HistoryStore = browserHistoryStore(),
): HistoryFeed {
  const key = `${endpoint.url} ${address} ${kind}`;
  let feed = feeds.get(key);
  if (!feed) {
    feed = new HistoryFeed(endpoint, address, kind, store);
    feeds.set(key, feed);
  }
  return feed;
}
