// News reaches the person three ways: kept in the inbox (per network and wallet), a toast on
// whatever page is open, and — when they allowed it and the tab is in the background — the
// browser's own notification. Only news the inbox did not keep before is told.
import { toast } from '../../notifications/toasts';
import type { WalletListScope } from '../../storage/walletListStore';
import { keepNews, type News } from './inboxStore';

/** What the browser offers: its notifications (absent in some) and whether the tab is seen. */
export interface BrowserSide {
  readonly hidden: () => boolean;
  readonly Notification?: {
    readonly permission: NotificationPermission;
    new (title: string, options?: NotificationOptions): unknown;
  };
}

export const theBrowser = (): BrowserSide => ({
  hidden: () => document.visibilityState === 'hidden',
  Notification: 'Notification' in globalThis ? globalThis.Notification : undefined,
});

export function deliverNews(
  scope: WalletListScope,
  news: readonly News[],
  browser: BrowserSide = theBrowser(),
  storage?: Storage,
): News[] {
  const fresh = keepNews(scope, news, storage);
  for (const n of fresh) {
    toast.info(n.title, { id: `inbox-${n.id}`, description: n.body });
    const Notify = browser.Notification;
    if (Notify && Notify.permission === 'granted' && browser.hidden()) {
      new Notify(n.title, { body: n.body, tag: n.id });
    }
  }
  return fresh;
}
