// The journal: flows persisted in localStorage, one entry per wallet and cluster. It holds public
// data and signed transaction bytes only — never a key. Signed bytes are written before the first
// broadcast (docs/flow-engine.md rule 1), so a reload can always re-check a signature before
// anything is resent.
import { isCommand } from '../api/commands';
import { migrateFlowV1 } from './migrate';
import { withStoredRequest } from './storedRequest';
import type { Flow, FlowFields, Step } from './types';

export interface Journal {
  load(wallet: string, cluster: string): Flow[];
  get(wallet: string, cluster: string, id: string): Flow | undefined;
  save(flow: Flow): void;
  /** The storage key a wallet's flows live under (for cross-tab storage events). */
  keyFor(wallet: string, cluster: string): string;
}

/** The key's version stays 1: entries carry their own format version (`v`) and are migrated. */
const PREFIX = 'basketry.flows.v1';
/** Finished flows kept per wallet and cluster (unfinished ones are always kept). */
const KEEP_FINISHED = 30;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number';

function hasSigned(s: Json): boolean {
  const t = s.signed;
  return isObject(t) && isString(t.signature) && isString(t.blockhash);
}

/** Checks what each status promises, so the engine never meets a step missing its data. */
function isStep(v: unknown): v is Step {
  if (!isObject(v) || !isString(v.key) || !isString(v.label) || !isString(v.status)) return false;
  if (v.kind === 'wait') {
    if (!isObject(v.watch) || !isString(v.watch.owner) || !isString(v.watch.mint)) return false;
    if (v.status === 'pending') return true;
    const timed = isString(v.baseline) && isNumber(v.startedAt) && isNumber(v.deadline);
    if (v.status === 'waiting' || v.status === 'overdue') return timed;
    return v.status === 'done' && timed && isNumber(v.doneAt);
  }
  if (v.kind !== 'tx' || !isString(v.txField)) return false;
  if (v.unsigned !== undefined && !(isObject(v.unsigned) && isString(v.unsigned.base64))) {
    return false;
  }
  switch (v.status) {
    case 'pending':
    case 'awaiting-signature':
    case 'rejected':
    case 'expired':
      return true;
    case 'signed':
    case 'sending':
      return hasSigned(v);
    case 'confirming':
      return hasSigned(v) && isNumber(v.sentAt);
    case 'confirmed':
      return hasSigned(v) && isNumber(v.confirmedAt);
    case 'failed':
      return isObject(v.error) && isString(v.error.message);
    case 'with-wallet':
      return isObject(v.handoff) && isString(v.handoff.blockhash);
    default:
      return false;
  }
}

/** A stored entry as a flow of this version, or null when it can't be read. */
export function readStoredFlow(v: unknown): Flow | null {
  if (!isObject(v)) return null;
  if (v.v !== 2) return migrateFlowV1(v);
  const { op, request, steps } = v;
  if (!isCommand(op) || !Array.isArray(steps) || !steps.every(isStep)) return null;
  if (!isString(v.id) || !isString(v.wallet) || !isString(v.cluster)) return null;
  if (!isNumber(v.createdAt) || !isNumber(v.updatedAt) || !isString(v.title)) return null;
  const fields: FlowFields = {
    v: 2,
    id: v.id,
    title: v.title,
    cluster: v.cluster,
    apiBase: isString(v.apiBase) ? v.apiBase : '',
    wallet: v.wallet,
    createdAt: v.createdAt,
    updatedAt: v.updatedAt,
    steps,
    facts: isObject(v.facts) ? readFacts(v.facts) : {},
    ...(isObject(v.names) ? { names: readNames(v.names) } : {}),
    ...(isString(v.freshPostUnsafeFrom) ? { freshPostUnsafeFrom: v.freshPostUnsafeFrom } : {}),
    ...(v.sendMode === 'app' || v.sendMode === 'wallet' ? { sendMode: v.sendMode } : {}),
    ...(isObject(v.apiError) && isString(v.apiError.message)
      ? { apiError: { ...v.apiError, message: v.apiError.message } }
      : {}),
    ...(v.posting === true ? { posting: true } : {}),
    ...(v.awaitingReview === true ? { awaitingReview: true } : {}),
    ...(isObject(v.reviewed) ? { reviewed: stringsOf(v.reviewed) } : {}),
    ...(Array.isArray(v.reviewChanges) ? { reviewChanges: v.reviewChanges.filter(isString) } : {}),
    ...(v.dismissed === true ? { dismissed: true } : {}),
    ...(Array.isArray(v.outcomesRun) ? { outcomesRun: v.outcomesRun.filter(isString) } : {}),
  };
  return withStoredRequest(fields, op, request);
}

/** The entries of `o` whose values are text. */
function stringsOf(o: Json): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(o)) if (isString(v)) out[k] = v;
  return out;
}

function readNames(n: Json): NonNullable<FlowFields['names']> {
  return {
    ...(isString(n.basket) ? { basket: n.basket } : {}),
    ...(isString(n.token) ? { token: n.token } : {}),
    ...(isObject(n.tokens) ? { tokens: stringsOf(n.tokens) } : {}),
  };
}

function readFacts(f: Json): FlowFields['facts'] {
  const pick = (k: string) => (isString(f[k]) ? { [k]: f[k] } : {});
  return {
    ...pick('basket'),
    ...pick('basketMint'),
    ...pick('withdrawAccount'),
    ...pick('metadataAccount'),
  };
}

/** Finished (or dismissed): read from a stored entry without validating it. */
function isFinishedEntry(e: unknown): boolean {
  if (!isObject(e)) return true;
  if (e.dismissed === true) return true;
  return (
    Array.isArray(e.steps) &&
    e.steps.every((s) => isObject(s) && (s.status === 'confirmed' || s.status === 'done'))
  );
}

const createdAtOf = (e: unknown) => (isObject(e) && isNumber(e.createdAt) ? e.createdAt : 0);

export function createJournal(storage: Pick<Storage, 'getItem' | 'setItem'>): Journal {
  const keyFor = (wallet: string, cluster: string) => `${PREFIX}:${cluster}:${wallet}`;

  /** The stored entries as JSON; a corrupt or unreadable list reads as empty. */
  const entries = (wallet: string, cluster: string): unknown[] => {
    try {
      const raw = storage.getItem(keyFor(wallet, cluster));
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      // A corrupt entry must not break the app; it is replaced on the next save.
      return [];
    }
  };

  const load = (wallet: string, cluster: string): Flow[] =>
    entries(wallet, cluster)
      .map(readStoredFlow)
      .filter((f): f is Flow => f !== null && f.wallet === wallet && f.cluster === cluster);

  return {
    keyFor,
    load,
    get: (wallet, cluster, id) => load(wallet, cluster).find((f) => f.id === id),
    save(flow) {
      // Called on every event: the other entries are kept as stored, not re-read.
      const others = entries(flow.wallet, flow.cluster).filter(
        (e) => !isObject(e) || e.id !== flow.id,
      );
      const all = [flow, ...others].sort((a, b) => createdAtOf(b) - createdAtOf(a));
      let finished = 0;
      const kept = all.filter((e) => !isFinishedEntry(e) || ++finished <= KEEP_FINISHED);
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
