/**
 * Collects the keys asked for while the current task runs and fetches them together, `maxBatch` at
 * a time: a page that shows twenty tokens makes one getMultipleAccounts (or one Jupiter request),
 * not twenty, while each token keeps its own react-query cache entry.
 */
export interface BatchLoader<V> {
  /** The value for `key`, or null when the source has none. */
  load(key: string): Promise<V | null>;
}

export function createBatchLoader<V>(
  fetchMany: (keys: string[]) => Promise<ReadonlyMap<string, V>>,
  maxBatch: number,
): BatchLoader<V> {
  type Waiter = { resolve: (value: V | null) => void; reject: (error: unknown) => void };
  let pending: Map<string, Waiter[]> | null = null;

  function flush(batch: Map<string, Waiter[]>) {
    const keys = [...batch.keys()];
    for (let i = 0; i < keys.length; i += maxBatch) {
      const part = keys.slice(i, i + maxBatch);
      fetchMany(part).then(
        (values) => {
          for (const key of part)
            for (const w of batch.get(key) ?? []) w.resolve(values.get(key) ?? null);
        },
        (error: unknown) => {
          for (const key of part) for (const w of batch.get(key) ?? []) w.reject(error);
        },
      );
    }
  }

  return {
    load(key) {
      return new Promise((resolve, reject) => {
        if (!pending) {
          const batch = new Map<string, Waiter[]>();
          pending = batch;
          // A macrotask, not a microtask: components that mount in the same render pass subscribe
          // in separate effects, all of which run before it.
          setTimeout(() => {
            pending = null;
            flush(batch);
          }, 0);
        }
        pending.set(key, [...(pending.get(key) ?? []), { resolve, reject }]);
      });
    },
  };
}
