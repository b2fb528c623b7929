import { leaseTabLock, memoryTabLock, webLocksTabLock, type TabLock } from './tabLock';

/** Web Locks where available; otherwise a localStorage lease; otherwise this tab only. */
export function defaultTabLock(): TabLock {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  if (nav && 'locks' in nav && nav.locks) return webLocksTabLock(nav.locks);
  try {
    return leaseTabLock({
      storage: window.localStorage,
      tabId: crypto.randomUUID(),
      now: () => Date.now(),
      setInterval: (fn, ms) => window.setInterval(fn, ms),
      clearInterval: (h) => window.clearInterval(h as number),
    });
  } catch {
    return memoryTabLock();
  }
}
