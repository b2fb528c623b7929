// React hooks over the shared feeds: an address's kept transactions, and a wallet's history rows.
import { useEffect, useMemo, useState } from 'react';
import { useRpcEndpoint } from '../solana/rpcFetchContext';
import { walletEvents, type RowCache } from './events';
import { historyFeed, type FeedState, type HistoryFeed } from './feed';
import type { ScanKind } from './store';
import type { ChainTx, HistoryEvent } from './types';
import { combineFeeds, walletScans, type AccountScan, type CombinedState } from './walletHistory';

/** The feeds of `scans` at the settings' RPC, their states re-read whenever one reports. */
function useFeeds(scans: readonly AccountScan[]): { feeds: HistoryFeed[]; states: FeedState[] } {
  const endpoint = useRpcEndpoint();
  const key = scans.map((s) => `${s.address}:${s.kind}`).join(',');
  const feeds = useMemo(
    () =>
      key === ''
        ? []
        : key.split(',').map((entry) => {
            const [address = '', kind = 'all'] = entry.split(':');
            return historyFeed(endpoint, address, kind as ScanKind);
          }),
    [endpoint, key],
  );
  const [seen, setSeen] = useState<{ feeds: HistoryFeed[]; states: FeedState[] }>({
    feeds: [],
    states: [],
  });
  useEffect(() => {
    const update = () => setSeen({ feeds, states: feeds.map((feed) => feed.getState()) });
    const unsubscribe = feeds.map((feed) => feed.subscribe(update));
    update();
    return () => unsubscribe.forEach((u) => u());
  }, [feeds]);
  // Until the new feeds have reported, their current states (never another address's rows).
  const states = useMemo(
    () => (seen.feeds === feeds ? seen.states : feeds.map((feed) => feed.getState())),
    [seen, feeds],
  );
  return { feeds, states };
}

export interface AddressHistory extends CombinedState {
  /** Reads again: after a failure, or for what landed since. */
  readonly refresh: () => void;
}

/** Every transaction of `address` (kept as `kind` says), newest first; idle without an address. */
export function useAddressHistory(address: string | null, kind: ScanKind): AddressHistory {
  return useAddressesHistory(address ? [address] : [], kind);
}

/**
 * Rows are derived again after every step of a read: each transaction's row is kept (rowCache),
 * and the rows last derived with what they came from, as Activity and the inbox's watcher derive
 * the same wallet's rows from the same feeds: the second gets the first's.
 */
const rowCache: RowCache = new WeakMap();
let lastRows: { wallet: string; txs: readonly ChainTx[]; events: readonly HistoryEvent[] } | null =
  null;

function rowsOf(txs: readonly ChainTx[], wallet: string): readonly HistoryEvent[] {
  const last = lastRows;
  if (
    last?.wallet === wallet &&
    last.txs.length === txs.length &&
    last.txs.every((tx, i) => tx === txs[i])
  ) {
    return last.events;
  }
  const events = walletEvents(txs, wallet, undefined, rowCache);
  lastRows = { wallet, txs, events };
  return events;
}

export interface WalletHistory extends AddressHistory {
  readonly events: readonly HistoryEvent[];
}

/**
 * The wallet's history rows (walletHistory.ts says which addresses are read and why), newest
 * first. `heldBasketTokenAccounts`: the wallet's current token accounts of basket tokens.
 */
export function useWalletHistory(
  wallet: string | null,
  heldBasketTokenAccounts: readonly string[] = [],
): WalletHistory {
  const own = useFeeds(
    useMemo(() => (wallet ? [{ address: wallet, kind: 'baskets' as const }] : []), [wallet]),
  );
  const ownTxs = own.states[0]?.txs;
  const heldKey = heldBasketTokenAccounts.join(',');
  const scans = useMemo(
    () => (wallet && ownTxs ? walletScans(wallet, ownTxs, heldKey ? heldKey.split(',') : []) : []),
    [wallet, ownTxs, heldKey],
  );
  const { feeds, states } = useFeeds(scans);
  const combined = useMemo(
    () => combineFeeds(states.length > 0 ? states : own.states),
    [states, own.states],
  );
  const events = useMemo(
    () => (wallet ? rowsOf(combined.txs, wallet) : []),
    [wallet, combined.txs],
  );
  return { ...combined, events, refresh: () => feeds.forEach((f) => void f.read()) };
}

/**
 * Every transaction of several addresses as one (each transaction once), newest first: a basket's
 * value line reads its mint, its state account and each of its vaults.
 */
export function useAddressesHistory(addresses: readonly string[], kind: ScanKind): AddressHistory {
  const key = addresses.join(',');
  const scans = useMemo(
    () => (key === '' ? [] : key.split(',').map((address) => ({ address, kind }))),
    [key, kind],
  );
  const { feeds, states } = useFeeds(scans);
  const combined = useMemo(() => combineFeeds(states), [states]);
  return { ...combined, refresh: () => feeds.forEach((f) => void f.read()) };
}
