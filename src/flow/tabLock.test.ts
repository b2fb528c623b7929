import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './journal';
import { leaseTabLock, memoryTabLock, webLocksTabLock } from './tabLock';

/** A LockManager with the ifAvailable semantics of the Web Locks API. */
function fakeLockManager() {
  const held = new Set<string>();
  return {
    held,
    async request(
      name: string,
      _opts: { ifAvailable: boolean },
      cb: (lock: unknown) => Promise<void>,
    ) {
      if (held.has(name)) return cb(null);
      held.add(name);
      try {
        return await cb({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

describe('tab locks', () => {
  it('Web Locks: a second tab gets null until the first releases', async () => {
    const locks = fakeLockManager();
    const tabA = webLocksTabLock(locks);
    const tabB = webLocksTabLock(locks);
    const release = await tabA.tryAcquire('flow-1');
    expect(release).toBeTypeOf('function');
    expect(await tabB.tryAcquire('flow-1')).toBeNull();
    expect(await tabB.tryAcquire('flow-2')).toBeTypeOf('function');
    release!();
    // The lock manager lets go once the holder's promise settles: wait for it, not for a count of
    // microtasks.
    await vi.waitFor(() => expect(locks.held.has('basketry.flow:flow-1')).toBe(false));
    expect(await tabB.tryAcquire('flow-1')).toBeTypeOf('function');
  });

  it('lease fallback: another tab is refused while the lease lives, and may take an expired one', async () => {
    const storage = {
      ...memoryStorage(),
      removeItem(k: string) {
        this.data.delete(k);
      },
    };
    let now = 0;
    const timers = new Set<unknown>();
    const opts = {
      storage,
      now: () => now,
      setInterval: () => {
        const h = {};
        timers.add(h);
        return h;
      },
      clearInterval: (h: unknown) => void timers.delete(h),
      leaseMs: 6_000,
    };
    const tabA = leaseTabLock({ ...opts, tabId: 'A' });
    const tabB = leaseTabLock({ ...opts, tabId: 'B' });
    const release = await tabA.tryAcquire('f');
    expect(release).toBeTypeOf('function');
    expect(timers.size).toBe(1); // heartbeat renews the lease
    expect(await tabB.tryAcquire('f')).toBeNull();
    release!();
    expect(timers.size).toBe(0);
    expect(await tabB.tryAcquire('f')).toBeTypeOf('function');
    // B's tab dies without releasing: once its lease runs out, A may take over.
    now += 7_000;
    expect(await tabA.tryAcquire('f')).toBeTypeOf('function');
  });

  it('memory lock: one holder per name', async () => {
    const lock = memoryTabLock();
    const r = await lock.tryAcquire('x');
    expect(await lock.tryAcquire('x')).toBeNull();
    r!();
    expect(await lock.tryAcquire('x')).not.toBeNull();
  });
});
