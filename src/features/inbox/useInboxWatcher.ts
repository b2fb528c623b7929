// While the app is open with a wallet connected, every WATCH_MS: the wallet's history and the
// held baskets' transactions are read again (only what is newer: src/history), and what appeared
// since is news (news.ts) — a deposit's credit, a withdrawal once its withdraw account holds its
// assets, a rebalance or an edit of a held basket. What was there at the first complete read is the
// baseline, not news. No server: closed, the app hears nothing (docs/reports.md says what a push
// service would add).
import { useEffect, useMemo, useRef } from 'react';
import { useAddressesHistory, useWalletHistory } from '../../history/hooks';
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
  const baskets = useAddressesHistory(heldList, 'all');
  const facts = useHistoryFacts(history.events);
  const words: NewsWords = useMemo(
    () => ({ basket: facts.basketLabel, amount: (t) => amountWords(t, facts) }),
    [facts],
  );

  const seenRows = useRef<Set<string> | null>(null);
  const seenTxs = useRef<Set<string> | null>(null);
  const seenBaskets = useRef(new Set<string>());
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

  // The held baskets' transactions: a basket held for the first time is baseline, not news.
  useEffect(() => {
    if (baskets.reading || !baskets.complete || history.reading) return;
    const signatures = baskets.txs.map((t) => t.signature);
    const newBasket = heldList.some((b) => !seenBaskets.current.has(b));
    if (seenTxs.current === null || newBasket) {
      seenTxs.current = new Set([...(seenTxs.current ?? []), ...signatures]);
      for (const b of heldList) seenBaskets.current.add(b);
      return;
    }
    const seen = seenTxs.current;
    const fresh = baskets.txs.filter((t) => !seen.has(t.signature));
    for (const s of signatures) seen.add(s);
    const news = basketNews(fresh, held, words);
    if (news.length > 0) deliverNews(scope, news);
  }, [
    baskets.txs,
    baskets.reading,
    baskets.complete,
    history.reading,
    heldList,
    held,
    words,
    scope,
  ]);

  // Ask again for what is newer, every WATCH_MS.
  const refreshWallet = history.refresh;
  const refreshBaskets = baskets.refresh;
  const refresh = useRef(() => undefined as void);
  refresh.current = () => {
    refreshWallet();
    refreshBaskets();
    void checkWithdrawals.current();
  };
  useEffect(() => {
    const timer = setInterval(() => refresh.current(), WATCH_MS);
    return () => clearInterval(timer);
  }, []);
}
