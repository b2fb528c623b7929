// The inbox: what happened to the wallet's baskets while the app was open, kept per network and
// wallet in localStorage (docs/reports.md, "Word when something happens"). An entry's id says what
// it is about (`credit:<signature>`), so the same news is never kept twice, whichever tab saw it.
import * as z from 'zod/mini';
import {
  browserStorage,
  createWalletListStore,
  type WalletListScope,
} from '../../storage/walletListStore';

const STORAGE_PREFIX = 'basketry.inbox.v1';
/** The most entries kept: the oldest go first. */
export const INBOX_SIZE = 50;

const entrySchema = z.object({
  id: z.string(),
  kind: z.enum(['credit', 'claimable', 'rebalance', 'edit']),
  title: z.string(),
  body: z.string(),
  /** Where to look (a basket's page, a claim), within the app. */
  link: z.nullable(z.string()),
  /** Unix seconds of what happened. */
  at: z.number(),
  read: z.boolean(),
});
export type InboxEntry = z.infer<typeof entrySchema>;
export type News = Omit<InboxEntry, 'read'>;

export const inboxStore = createWalletListStore(STORAGE_PREFIX, entrySchema, {
  idOf: (entry: InboxEntry | News) => entry.id,
  // Seen before: kept as it was (read or not).
  merge: (previous, news: News): InboxEntry => previous ?? { ...news, read: false },
});

/** Keeps `news` (newest first, at most INBOX_SIZE); returns the entries that were not kept before. */
export function keepNews(
  scope: WalletListScope,
  news: readonly News[],
  storage = browserStorage(),
): News[] {
  const before = new Set(inboxStore.load(scope, storage).map((e) => e.id));
  const fresh = news.filter((n) => !before.has(n.id));
  if (fresh.length === 0) return [];
  const list = [...fresh.map((n) => ({ ...n, read: false })), ...inboxStore.load(scope, storage)];
  list.sort((a, b) => b.at - a.at);
  inboxStore.write(scope, list.slice(0, INBOX_SIZE), storage);
  return fresh;
}

export function markAllRead(scope: WalletListScope, storage = browserStorage()): void {
  const list = inboxStore.load(scope, storage);
  if (list.every((e) => e.read)) return;
  inboxStore.write(
    scope,
    list.map((e) => ({ ...e, read: true })),
    storage,
  );
}
