// While the app is open with a wallet connected, every WATCH_MS: the wallet's history is read
// again (only what is newer: src/history) and each held basket's new transactions are asked for
// (its past is never read: src/history/watch.ts); what appeared since is news (news.ts) — a
// deposit's credit, a withdrawal once its withdraw account holds its assets, a rebalance or an
// edit of a held basket. What was there at the first complete read is the
// baseline, not news. No server: closed, the app hears nothing (docs/reports.md says what a push
// service would add).
import { useEffect, useMemo, useRef } from 'react';
import { useWalletHistory } from '../../history/hooks';
import { AddressWatch } from '../../history/watch';
import { useSettings } from '../../settings';
import { fetchAccount } from '../../solana/accountsRpc';
import { decodeSellState } from '../../solana/basketsProgram/basketState';
import { useRpcEndpoint } from '../../solana/rpcFetchContext';
import { networkKey } from '../../storage/walletListStore';
import { amountWords } from '../history/historyRows';
import { useHistoryFacts } from '../history/useHistoryFacts';
import { deliverNews } from './deliver';
import {
  basketNews,
  checkWithdrawal,
  heldBaskets,
  openWithdrawals,
  walletNews,
  type NewsWords,
  type WatchedWithdrawal,
  type WithdrawAccountNow,
} from './news';

/** How often the chain is asked for what is new. */
export const WATCH_MS = 20_000;

export function useInboxWatcher(wallet: string): void {
  const { settings } = useSettings();
  const endpoint = useRpcEndpoint();
  const scope = useMemo(() => ({ network: networkKey(settings), wallet }), [settings, wallet]);
  const history = useWalletHistory(wallet);
  const held = useMemo(() => heldBaskets(history.events), [history.events]);
  const heldList = useMemo(() => [...held.keys()].sort(), [held]);
  const facts = useHistoryFacts(history.events);
  const words: NewsWords = useMemo(
    () => ({ basket: facts.basketLabel, amount: (t) => amountWords(t, facts) }),
    [facts],
  );

  const seenRows = useRef<Set<string> | null>(null);
  // One watch per held basket: it starts at what is there when the basket is first held.
  const basketWatches = useRef(new Map<string, AddressWatch>()).current;
  const withdrawals = useRef(new Map<string, WatchedWithdrawal>());

  /** Each withdrawal watched: news once its account holds assets; forgotten once it is gone. */
  const checkWithdrawals = useRef(async () => undefined as void);
  checkWithdrawals.current = async () => {
    for (const watched of [...withdrawals.current.values()]) {
      const found = await fetchAccount(endpoint, watched.account).catch(() => undefined);
      if (found === undefined) continue; // unreadable now: asked again next time
      const state = found ? decodeSellState(found.data) : null;
      const now: WithdrawAccountNow = !state?.ok
        ? 'gone'
        : state.value.composition.some((slot) => slot.amount > 0n)
          ? 'holding'
          : 'empty';
      const { news, next } = checkWithdrawal(watched, now, Math.floor(Date.now() / 1000));
      if (next) withdrawals.current.set(watched.account, next);
      else withdrawals.current.delete(watched.account);
      if (news) deliverNews(scope, [news]);
    }
  };

  // The wallet's rows: the first complete read is the baseline; later ones, news.
  useEffect(() => {
    // Only a whole read is a baseline: rows a failed read left out would come back as news.
    if (history.reading || !history.complete) return;
    const signatures = history.events.map((e) => e.signature);
    if (seenRows.current === null) {
      seenRows.current = new Set(signatures);
      // Withdrawals not claimed yet: told if they become claimable while the app is open.
      for (const w of openWithdrawals(history.events, words, true)) {
        withdrawals.current.set(w.account, w);
      }
      if (withdrawals.current.size > 0) void checkWithdrawals.current();
      return;
    }
    const seen = seenRows.current;
    const fresh = history.events.filter((e) => !seen.has(e.signature));
    for (const s of signatures) seen.add(s);
    const { news, withdrawals: opened } = walletNews(fresh, words);
    if (news.length > 0) deliverNews(scope, news);
    for (const w of opened) withdrawals.current.set(w.account, w);
    if (opened.length > 0) void checkWithdrawals.current();
  }, [history.events, history.reading, history.complete, words, scope]);

  /**
   * The held baskets' new transactions: an edit or a rebalance is news. `onlyNew`: only the
   * baskets not watched yet, whose watch starts at what is there.
   */
  const checkBaskets = useRef(async (_onlyNew: boolean) => undefined as void);
  checkBaskets.current = async (onlyNew) => {
    for (const basket of [...basketWatches.keys()]) {
      if (!held.has(basket)) basketWatches.delete(basket);
    }
    for (const basket of heldList) {
      // Another RPC (Settings changed): another chain, perhaps; its watch starts again.
      let watch = basketWatches.get(basket);
      if (watch?.endpoint !== endpoint) watch = undefined;
      if (watch && onlyNew) continue;
      if (!watch) {
        watch = new AddressWatch(endpoint, basket);
        basketWatches.set(basket, watch);
      }
      const fresh = await watch.next().catch(() => []); // unreadable now: asked again next time
      const news = basketNews(fresh, held, words);
      if (news.length > 0) deliverNews(scope, news);
    }
  };

  // A basket held for the first time starts its watch (what is there is not news).
  const heldKey = heldList.join(',');
  useEffect(() => {
    if (history.reading || !history.complete) return;
    void checkBaskets.current(true);
  }, [heldKey, history.reading, history.complete]);

  // Ask again for what is newer, every WATCH_MS.
  const refreshWallet = history.refresh;
  const refresh = useRef(() => undefined as void);
  refresh.current = () => {
    refreshWallet();
    void checkBaskets.current(false);
    void checkWithdrawals.current();
  };
  useEffect(() => {
    const timer = setInterval(() => refresh.current(), WATCH_MS);
    return () => clearInterval(timer);
  }, []);
}
