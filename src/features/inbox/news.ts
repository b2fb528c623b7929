// What is news for the wallet (docs/reports.md, "Word when something happens"): among the rows of
// its history and the transactions of the baskets it holds that were not there before, a deposit's
// basket tokens credited, a withdrawal (to check until it can be claimed), a rebalance or an edit
// of a held basket. Pure: the watcher (useInboxWatcher.ts) says what was there before.
import type { ChainTx, HistoryEvent, TokenAmount } from '../../history/types';
import type { News } from './inboxStore';

export interface NewsWords {
  /** A basket's name. */
  readonly basket: (basket: string | null, basketMint: string | null) => string;
  /** "12.5 SOLBLUE". */
  readonly amount: (amount: TokenAmount) => string;
}

/** Baskets the rows say the wallet holds tokens of now (what came in, less what went out). */
export function heldBaskets(events: readonly HistoryEvent[]): Map<string, string> {
  const net = new Map<string, { mint: string; amount: bigint }>();
  for (const e of events) {
    if (!e.outcome.ok || !e.basket || !e.basketMint) continue;
    const mint = e.basketMint;
    let change = 0n;
    for (const t of e.received) if (t.mint === mint) change += t.amount;
    for (const t of e.paid) if (t.mint === mint) change -= t.amount;
    net.set(e.basket, { mint, amount: (net.get(e.basket)?.amount ?? 0n) + change });
  }
  return new Map([...net].filter(([, n]) => n.amount > 0n).map(([basket, n]) => [basket, n.mint]));
}

/** A withdrawal watched until its withdraw account holds its assets, when it can be claimed. */
export interface WatchedWithdrawal {
  readonly account: string;
  readonly label: string;
  /**
   * Found at the first read (the app opened after it): news only once its account was seen
   * without assets, so one that became claimable while the app was closed is not told as new.
   */
  readonly fromBaseline: boolean;
  /** Its account was read holding nothing yet. */
  readonly seenEmpty: boolean;
}

/** What a withdraw account's read says: gone (claimed or closed), empty so far, or holding assets. */
export type WithdrawAccountNow = 'gone' | 'empty' | 'holding';

/** Withdrawals among `rows` that no claim among them drew from: each to watch. */
export function openWithdrawals(
  rows: readonly HistoryEvent[],
  words: NewsWords,
  fromBaseline: boolean,
): WatchedWithdrawal[] {
  const claimed = new Set(
    rows.flatMap((e) =>
      e.kind === 'claim' && e.outcome.ok && e.withdrawAccount ? [e.withdrawAccount] : [],
    ),
  );
  return rows.flatMap((e) =>
    e.kind === 'withdraw' &&
    e.outcome.ok &&
    !e.step &&
    e.withdrawAccount &&
    !claimed.has(e.withdrawAccount)
      ? [
          {
            account: e.withdrawAccount,
            label: words.basket(e.basket, e.basketMint),
            fromBaseline,
            seenEmpty: false,
          },
        ]
      : [],
  );
}

/**
 * One read of a watched withdrawal's account: the notice when it can be claimed now, and the watch
 * that goes on (null once told, or once the account is gone).
 */
export function checkWithdrawal(
  watched: WatchedWithdrawal,
  now: WithdrawAccountNow,
  at: number,
): { news: News | null; next: WatchedWithdrawal | null } {
  if (now === 'gone') return { news: null, next: null };
  if (now === 'empty') return { news: null, next: { ...watched, seenEmpty: true } };
  const told = !watched.fromBaseline || watched.seenEmpty;
  return { news: told ? claimableNews(watched.account, watched.label, at) : null, next: null };
}

/** A deposit's credit among new rows is news; the withdrawals among them are watched. */
export function walletNews(
  fresh: readonly HistoryEvent[],
  words: NewsWords,
): { news: News[]; withdrawals: WatchedWithdrawal[] } {
  const news: News[] = [];
  for (const e of fresh) {
    if (!e.outcome.ok || e.kind !== 'credit') continue;
    const label = words.basket(e.basket, e.basketMint);
    const tokens = e.received.filter((t) => t.mint === e.basketMint);
    news.push({
      id: `credit:${e.signature}`,
      kind: 'credit',
      title: `Basket tokens arrived: ${tokens.map(words.amount).join(', ') || label}`,
      body: `The service minted them for your deposit into ${label}.`,
      link: e.basket ? `/baskets/${e.basket}` : null,
      at: e.blockTime ?? Math.floor(Date.now() / 1000),
    });
  }
  return { news, withdrawals: openWithdrawals(fresh, words, false) };
}

function claimableNews(account: string, label: string, at: number): News {
  return {
    id: `claimable:${account}`,
    kind: 'claimable',
    title: `Your withdrawal from ${label} is ready to claim`,
    body: 'Its assets wait in your withdraw account: claim them into your wallet.',
    link: `/claim/${account}`,
    at,
  };
}

/** Edits and rebalances of the held baskets among new transactions (one rebalance per basket). */
export function basketNews(
  fresh: readonly ChainTx[],
  held: ReadonlyMap<string, string>,
  words: NewsWords,
): News[] {
  const news: News[] = [];
  const trades = new Map<string, ChainTx[]>();
  for (const tx of fresh) {
    if (tx.err !== null) continue;
    for (const call of tx.calls) {
      const basket = call.accounts.basket;
      if (!basket || !held.has(basket)) continue;
      const label = words.basket(basket, held.get(basket) ?? null);
      if (call.name === 'editBasket') {
        news.push({
          id: `edit:${tx.signature}`,
          kind: 'edit',
          title: `${label} was edited`,
          body: 'Its creator changed its settings or composition: see what it targets now.',
          link: `/baskets/${basket}`,
          at: tx.blockTime ?? Math.floor(Date.now() / 1000),
        });
      }
      if (call.name === 'withdrawBeforeRebalance') {
        trades.set(basket, [...(trades.get(basket) ?? []), tx]);
      }
    }
  }
  for (const [basket, txs] of trades) {
    const first = [...txs].sort((a, b) => a.slot - b.slot)[0];
    if (!first) continue;
    const label = words.basket(basket, held.get(basket) ?? null);
    news.push({
      id: `rebalance:${first.signature}`,
      kind: 'rebalance',
      title: `${label} was rebalanced`,
      body: `${txs.length} ${txs.length === 1 ? 'trade' : 'trades'} by the service’s automation.`,
      link: `/baskets/${basket}/rebalances`,
      at: first.blockTime ?? Math.floor(Date.now() / 1000),
    });
  }
  return news;
}
