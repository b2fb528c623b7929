// Two tabs must never run the same flow at once. Web Locks when the browser has them; otherwise a
// lease in localStorage renewed by a heartbeat, which the other tab sees through the same storage.
export type Release = () => void;

export interface TabLock {
  /** Resolves with a release function, or null when another tab holds the lock. */
  tryAcquire(name: string): Promise<Release | null>;
}

interface LockManagerLike {
  request(
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: unknown) => Promise<void>,
  ): Promise<unknown>;
}

export function webLocksTabLock(locks: LockManagerLike): TabLock {
  return {
    tryAcquire: (name) =>
      new Promise<Release | null>((resolve, reject) => {
        locks
          .request(`basketry.flow:${name}`, { ifAvailable: true }, (lock) => {
            if (!lock) {
              resolve(null);
              return Promise.resolve();
            }
            // Hold the lock until released.
            return new Promise<void>((release) => resolve(() => release()));
          })
          .catch(reject);
      }),
  };
}

interface Lease {
  owner: string;
  expires: number;
}

/**
 * Fallback for browsers without Web Locks: a lease with an expiry, renewed while held. A tab that
 * closes without releasing frees the flow when the lease runs out.
 */
export function leaseTabLock(opts: {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  tabId: string;
  now: () => number;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  leaseMs?: number;
}): TabLock {
  const leaseMs = opts.leaseMs ?? 6_000;
  const key = (name: string) => `basketry.lock:${name}`;
  const read = (name: string): Lease | null => {
    try {
      const v = JSON.parse(opts.storage.getItem(key(name)) ?? 'null') as Lease | null;
      return v && typeof v.owner === 'string' && typeof v.expires === 'number' ? v : null;
    } catch {
      return null;
    }
  };
  const write = (name: string) =>
    opts.storage.setItem(
      key(name),
      JSON.stringify({ owner: opts.tabId, expires: opts.now() + leaseMs } satisfies Lease),
    );
  return {
    async tryAcquire(name) {
      const current = read(name);
      if (current && current.owner !== opts.tabId && current.expires > opts.now()) return null;
      write(name);
      // Two tabs may have written at once: the last writer wins, the other backs off.
      await Promise.resolve();
      if (read(name)?.owner !== opts.tabId) return null;
      const heartbeat = opts.setInterval(() => write(name), leaseMs / 3);
      return () => {
        opts.clearInterval(heartbeat);
        if (read(name)?.owner === opts.tabId) opts.storage.removeItem(key(name));
      };
    },
  };
}

/** Locks within this tab only (tests, and environments with neither Web Locks nor storage). */
export function memoryTabLock(): TabLock & { held: Set<string> } {
  const held = new Set<string>();
  return {
    held,
    async tryAcquire(name) {
      if (held.has(name)) return null;
      held.add(name);
      return () => void held.delete(name);
    },
  };
}
