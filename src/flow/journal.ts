// The journal: flows persisted in localStorage, one entry per wallet and cluster. It holds public
// data and signed transaction bytes only — never a key. Signed bytes are written before the first
// broadcast (rule 1), so a reload can always re-check a signature before anything is resent.
import type { Flow } from './types';

export interface Journal {
  load(wallet: string, cluster: string): Flow[];
  get(wallet: string, cluster: string, id: string): Flow | undefined;
  save(flow: Flow): void;
  /** The storage key a wallet's flows live under (for cross-tab storage events). */
  keyFor(wallet: string, cluster: string): string;
}

const PREFIX = 'basketry.flows.v1';
/** Finished flows kept per wallet and cluster (unfinished ones are always kept). */
const KEEP_FINISHED = 30;

function looksLikeFlow(v: unknown): v is Flow {
  if (!v || typeof v !== 'object') return false;
  const f = v as Partial<Flow>;
  return (
    typeof f.id === 'string' &&
    typeof f.wallet === 'string' &&
    typeof f.cluster === 'string' &&
    typeof f.createdAt === 'number' &&
    Array.isArray(f.steps) &&
    f.steps.every((s) => s && typeof s.key === 'string' && typeof s.status === 'string')
  );
}

const isFinished = (f: Flow) =>
  f.dismissed || f.steps.every((s) => s.status === 'confirmed' || s.status === 'done');

export function createJournal(storage: Pick<Storage, 'getItem' | 'setItem'>): Journal {
  const keyFor = (wallet: string, cluster: string) => `${PREFIX}:${cluster}:${wallet}`;

  const load = (wallet: string, cluster: string): Flow[] => {
    let raw: string | null;
    try {
      raw = storage.getItem(keyFor(wallet, cluster));
    } catch {
      return [];
    }
    if (!raw) return [];
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed)
        ? parsed.filter(looksLikeFlow).filter((f) => f.wallet === wallet && f.cluster === cluster)
        : [];
    } catch {
      // A corrupt entry must not break the app; it is replaced on the next save.
      return [];
    }
  };

  return {
    keyFor,
    load,
    get: (wallet, cluster, id) => load(wallet, cluster).find((f) => f.id === id),
    save(flow) {
      const others = load(flow.wallet, flow.cluster).filter((f) => f.id !== flow.id);
      const all = [flow, ...others].sort((a, b) => b.createdAt - a.createdAt);
      let finished = 0;
      const kept = all.filter((f) => !isFinished(f) || ++finished <= KEEP_FINISHED);
      // Throws if storage is full or unavailable: the runner must not broadcast unjournaled bytes.
      storage.setItem(keyFor(flow.wallet, flow.cluster), JSON.stringify(kept));
    },
  };
}

/** An in-memory Storage, for tests and for browsers where localStorage is unavailable. */
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & {
  data: Map<string, string>;
} {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
  };
}
