// What is news and how it is told: a credit, a withdrawal to watch, a held basket's edit and its
// rebalance (one notice for its trades); kept once in the inbox (per network and wallet, the
// newest fifty), told as a toast, and as a browser notification only when allowed and the tab is
// in the background.
import { afterEach, describe, expect, it } from 'vitest';
import { chainTx } from '../../history/testing/chainTx';
import { historyRow } from '../../history/testing/historyEvent';
import { currentToasts, resetToasts } from '../../notifications/toasts';
import { deliverNews, type BrowserSide } from './deliver';
import { INBOX_SIZE, inboxStore, keepNews, markAllRead, type News } from './inboxStore';
import {
  basketNews,
  checkWithdrawal,
  heldBaskets,
  openWithdrawals,
  walletNews,
  type NewsWords,
} from './news';

const at = { basket: 'Basket', basketMint: 'Mint' };
const shares = (amount: bigint) => ({ mint: 'Mint', decimals: 6, amount });
const words: NewsWords = {
  basket: (basket) => (basket === 'Basket' ? 'SOLBLUE' : 'other'),
  amount: (t) => `${Number(t.amount) / 1e6} SOLBLUE`,
};
const scope = { network: 'sandbox:http://127.0.0.1', wallet: 'Wallet' };

/** localStorage as a browser keeps it, for one test. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  };
}

afterEach(() => resetToasts());

describe('news', () => {
  it('a credit is news; a withdrawal is watched until it can be claimed', () => {
    const credit = historyRow('credit', [], [shares(12_500_000n)], at);
    const withdraw = historyRow('withdraw', [shares(1n)], [], { ...at, withdrawAccount: 'Sell' });
    const failed = historyRow('credit', [], [shares(1n)], { ...at, ok: false });
    const { news, withdrawals } = walletNews([credit, withdraw, failed], words);
    expect(news).toEqual([
      expect.objectContaining({
        id: `credit:${credit.signature}`,
        kind: 'credit',
        title: 'Basket tokens arrived: 12.5 SOLBLUE',
        link: '/baskets/Basket',
      }),
    ]);
    expect(withdrawals).toEqual([
      { account: 'Sell', label: 'SOLBLUE', fromBaseline: false, seenEmpty: false },
    ]);
  });

  it('a withdrawal is told once it can be claimed; one claimed or gone is no longer watched', () => {
    const withdraw = historyRow('withdraw', [shares(1n)], [], { ...at, withdrawAccount: 'Sell' });
    const { withdrawals } = walletNews([withdraw], words);
    const [watched] = withdrawals;
    if (!watched) throw new Error('the withdrawal is watched');
    const waiting = checkWithdrawal(watched, 'empty', 100);
    expect(waiting).toEqual({ news: null, next: { ...watched, seenEmpty: true } });
    // Claimable at the first read after the row appeared: told all the same (the keeper was quick).
    for (const before of [watched, waiting.next ?? watched]) {
      const ready = checkWithdrawal(before, 'holding', 100);
      expect(ready.next).toBeNull();
      expect(ready.news).toEqual({
        id: 'claimable:Sell',
        kind: 'claimable',
        title: 'Your withdrawal from SOLBLUE is ready to claim',
        body: 'Its assets wait in your withdraw account: claim them into your wallet.',
        link: '/claim/Sell',
        at: 100,
      });
    }
    expect(checkWithdrawal(watched, 'gone', 100)).toEqual({ news: null, next: null });
  });

  it('at the first read, open withdrawals are watched, and told only if they become claimable', () => {
    const open = historyRow('withdraw', [shares(1n)], [], { ...at, withdrawAccount: 'Open' });
    const done = historyRow('withdraw', [shares(1n)], [], { ...at, withdrawAccount: 'Done' });
    const claim = historyRow('claim', [], [], { ...at, withdrawAccount: 'Done' });
    const watched = openWithdrawals([open, done, claim], words, true);
    expect(watched.map((w) => w.account)).toEqual(['Open']);
    const [first] = watched;
    if (!first) throw new Error('the open withdrawal is watched');
    // Already claimable when the app opened: not news of this visit.
    expect(checkWithdrawal(first, 'holding', 100)).toEqual({ news: null, next: null });
    // Empty then, holding later: it became claimable while the app was open.
    const later = checkWithdrawal(
      checkWithdrawal(first, 'empty', 100).next ?? first,
      'holding',
      200,
    );
    expect(later.news?.id).toBe('claimable:Open');
  });

  it('held baskets: what came in less what went out', () => {
    const rows = [
      historyRow('credit', [], [shares(10n)], at),
      historyRow('withdraw', [shares(10n)], [], at),
      historyRow('mint', [], [shares(5n)], { basket: 'Other', basketMint: 'OtherMint' }),
    ];
    expect([...heldBaskets(rows).keys()]).toEqual([]);
    const other = historyRow('mint', [], [{ mint: 'OtherMint', decimals: 6, amount: 5n }], {
      basket: 'Other',
      basketMint: 'OtherMint',
    });
    expect([...heldBaskets([...rows, other])]).toEqual([['Other', 'OtherMint']]);
  });

  it('a held basket’s edit, and its rebalance as one notice for its trades', () => {
    const held = new Map([['Basket', 'Mint']]);
    const call = (name: 'editBasket' | 'withdrawBeforeRebalance', basket = 'Basket') => ({
      name,
      accounts: { basket },
    });
    const news = basketNews(
      [
        chainTx(1, [], { calls: [call('editBasket')] }),
        chainTx(2, [], { calls: [call('withdrawBeforeRebalance')] }),
        chainTx(3, [], { calls: [call('withdrawBeforeRebalance')] }),
        chainTx(4, [], { calls: [call('editBasket', 'Unheld')] }),
      ],
      held,
      words,
    );
    expect(news.map((n) => [n.kind, n.title, n.body])).toEqual([
      ['edit', 'SOLBLUE was edited', expect.any(String)],
      ['rebalance', 'SOLBLUE was rebalanced', '2 trades by the service’s automation.'],
    ]);
    expect(news[1]?.link).toBe('/baskets/Basket/rebalances');
  });
});

describe('the inbox and how news is told', () => {
  const news = (n: number): News => ({
    id: `credit:${n}`,
    kind: 'credit',
    title: `News ${n}`,
    body: 'body',
    link: null,
    at: n,
  });
  const browser = (permission: NotificationPermission, hidden: boolean) => {
    const shown: string[] = [];
    const side: BrowserSide = {
      hidden: () => hidden,
      Notification: Object.assign(
        function Shown(this: unknown, title: string) {
          shown.push(title);
        } as unknown as BrowserSide['Notification'] & object,
        { permission },
      ),
    };
    return { side, shown };
  };

  it('kept once, told once: a toast, and a browser notification only when allowed and hidden', () => {
    const storage = memoryStorage();
    const background = browser('granted', true);
    expect(deliverNews(scope, [news(1)], background.side, storage)).toHaveLength(1);
    expect(deliverNews(scope, [news(1)], background.side, storage)).toHaveLength(0);
    expect(currentToasts().map((t) => t.title)).toEqual(['News 1']);
    expect(background.shown).toEqual(['News 1']);
    for (const [permission, hidden] of [
      ['denied', true],
      ['default', true],
      ['granted', false],
    ] as const) {
      const other = browser(permission, hidden);
      deliverNews(scope, [news(2 + currentToasts().length)], other.side, storage);
      expect(other.shown, `${permission}, hidden ${hidden}`).toEqual([]);
    }
    // Refused, the inbox still keeps every notice.
    expect(inboxStore.load(scope, storage)).toHaveLength(4);
  });

  it('the newest fifty, per network and wallet; all marked read at once', () => {
    const storage = memoryStorage();
    keepNews(
      scope,
      Array.from({ length: INBOX_SIZE + 5 }, (_, i) => news(i)),
      storage,
    );
    const kept = inboxStore.load(scope, storage);
    expect(kept).toHaveLength(INBOX_SIZE);
    expect(kept[0]?.title).toBe(`News ${INBOX_SIZE + 4}`);
    expect(inboxStore.load({ ...scope, wallet: 'Other' }, storage)).toEqual([]);
    markAllRead(scope, storage);
    expect(inboxStore.load(scope, storage).every((e) => e.read)).toBe(true);
  });
});
