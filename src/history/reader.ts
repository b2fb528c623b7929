// Reads one address's past the way a validator serves it: getSignaturesForAddress in pages (newest
// first), getTransaction for each signature not already kept (JSON-RPC batches as the RPC takes
// them, transactionReads.ts; the next batch is asked for while one is decoded), decoded in slices
// that give the main thread back. Finalized
// transactions are kept in the store; a return visit reads only signatures newer than the newest
// kept (`until`), then goes on where an unfinished first read stopped (`before`).
import { RpcError, rpcRequest, type RpcEndpoint } from '../solana/jsonRpc';
import { mapInSlices, type SliceClock } from '../solana/mapInSlices';
import {
  chainTxOf,
  rpcTransactionSchema,
  signaturePageSchema,
  type SignatureInfo,
} from './rpcTransaction';
import { isSetUpStep } from './steps';
import { BATCH_SIZES, sendCalls } from './transactionReads';
import { EMPTY_SCAN, type HistoryStore, type ScanKind, type ScanState } from './store';
import type { ChainTx } from './types';

/** getSignaturesForAddress's largest page. */
export const SIGNATURE_PAGE = 1000;
/**
 * Signatures per step of a read: the first step of a scan is small, so the newest rows show
 * before the rest are read; the later ones as large as a batch may be (transactionReads.ts).
 */
export const FIRST_STEP = 25;
export const LATER_STEP = BATCH_SIZES[0];
/**
 * Steps asked for ahead of the one being decoded and kept: with one, the node waited while the page
 * decoded a step and IndexedDB committed it (bench/README.md, "The parts, one by one").
 */
export const STEPS_AHEAD = 2;
/**
 * How often a read writes how far it has got (and whenever it stops): each write clones the list
 * of every signature kept, thousands on a first read, and one after each step was 170 ms of a
 * first visit's main thread (bench/README.md, "The parts, one by one").
 */
export const SCAN_WRITE_MS = 1000;

export interface ScanProgress {
  /** The transactions kept so far, newest first (finalized and, at the top, newer ones). */
  readonly txs: readonly ChainTx[];
  /** Every signature of the address has been read (older pages included). */
  readonly complete: boolean;
}

export interface ScanRequest {
  readonly endpoint: RpcEndpoint;
  /** The chain's genesis hash (`genesisHashOf`): records of one chain never show under another. */
  readonly network: string;
  readonly address: string;
  readonly kind: ScanKind;
  readonly store: HistoryStore;
  /** Called with everything kept so far, after the cache is read and after each batch. */
  readonly onProgress: (progress: ScanProgress) => void;
  readonly signal?: AbortSignal;
  readonly clock?: SliceClock;
  /** Signatures per getSignaturesForAddress page (at most SIGNATURE_PAGE). */
  readonly pageSize?: number;
  /**
   * The caller already shows this address's rows from an earlier read: nothing is reported until
   * the signatures above the store's newest are listed and read again. The store keeps finalized
   * transactions only, so reporting it first would take a transaction that had only been
   * confirmed out of the rows until it is read again.
   */
  readonly rowsShown?: boolean;
}

async function* onePage(page: readonly SignatureInfo[]): AsyncGenerator<readonly SignatureInfo[]> {
  yield page;
}

/** One page of `address`'s signatures, newest first, at the confirmed commitment. */
export async function signaturePage(
  endpoint: RpcEndpoint,
  address: string,
  opts: { limit: number; before?: string; until?: string },
): Promise<SignatureInfo[]> {
  const config = { commitment: 'confirmed', ...opts };
  return signaturePageSchema.parse(
    await rpcRequest(endpoint, 'getSignaturesForAddress', [address, config]),
  );
}

const TX_CONFIG = { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: 'confirmed' };
const NOT_YET_RETRIES = 3;
const NOT_YET_WAIT_MS = 1000;

/** In flight per RPC URL and signature: two scans that meet one transaction read it once. */
const inFlight = new Map<string, Promise<unknown>>();

/**
 * The getTransaction answers for `signatures`, in order. A replica that lists a signature may not
 * serve its transaction yet (null): those are asked again, a few times, before the read fails.
 */
async function fetchTransactions(
  endpoint: RpcEndpoint,
  signatures: readonly string[],
  sleep: (ms: number) => Promise<void>,
): Promise<unknown[]> {
  const answers = new Array<unknown>(signatures.length).fill(null);
  let missing = signatures.map((_, i) => i);
  for (let attempt = 0; missing.length > 0; attempt++) {
    if (attempt > 0) {
      if (attempt > NOT_YET_RETRIES) {
        throw new RpcError(
          `The RPC listed ${missing.length} transaction(s) it does not serve yet`,
          null,
        );
      }
      await sleep(NOT_YET_WAIT_MS);
    }
    const asked = missing.map((i) => signatures[i] ?? '');
    const key = (signature: string) => `${endpoint.url} ${signature}`;
    const elsewhere = asked.map((signature) => inFlight.get(key(signature)));
    const toFetch = asked.filter((_, j) => elsewhere[j] === undefined);
    const batch = sendCalls(
      endpoint,
      toFetch.map((signature) => ({ method: 'getTransaction', params: [signature, TX_CONFIG] })),
      sleep,
    );
    toFetch.forEach((signature, j) => {
      const one = batch.then((all) => all[j]);
      inFlight.set(key(signature), one);
      one.finally(() => inFlight.delete(key(signature))).catch(() => undefined);
    });
    const results = await Promise.all(
      asked.map((signature, j) => elsewhere[j] ?? inFlight.get(key(signature))),
    );
    const stillMissing: number[] = [];
    results.forEach((result, j) => {
      const index = missing[j] ?? 0;
      if (result instanceof RpcError) throw result;
      if (result === null || result === undefined) stillMissing.push(index);
      else answers[index] = result;
    });
    missing = stillMissing;
  }
  return answers;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The transactions of `signatures`, in order, decoded (null: one the node serves as nothing). */
export async function readTransactions(
  endpoint: RpcEndpoint,
  signatures: readonly string[],
  sleep = defaultSleep,
): Promise<(ChainTx | null)[]> {
  const answers = await fetchTransactions(endpoint, signatures, sleep);
  return answers.map((answer) => chainTxOf(rpcTransactionSchema.parse(answer)));
}

function keep(kind: ScanKind, tx: ChainTx, address: string): boolean {
  return kind === 'all' || tx.touchesBaskets || isSetUpStep(tx, address);
}

/**
 * Reads `address`'s history into the store and reports what is kept as it goes. Resolves when
 * every signature has been read; rejects with the RPC's error (what was read stays kept).
 */
export async function scanAddress(request: ScanRequest, sleep = defaultSleep): Promise<void> {
  const { endpoint, network, address, kind, store, onProgress, signal, clock } = request;
  const limit = Math.min(request.pageSize ?? SIGNATURE_PAGE, SIGNATURE_PAGE);
  let state: ScanState = (await store.getScan(network, address, kind)) ?? EMPTY_SCAN;
  const cached = (await store.getTxs(network, state.kept)).filter(
    (tx): tx is ChainTx => tx !== undefined,
  );
  // Kept but missing from the store (cleared by the browser): read the whole address again.
  if (cached.length < state.kept.length) state = EMPTY_SCAN;
  let older: ChainTx[] = state === EMPTY_SCAN ? [] : cached;
  let newer: ChainTx[] = [];
  let holding = request.rowsShown === true;
  const report = () => {
    if (!holding) onProgress({ txs: [...newer, ...older], complete: state.complete });
  };
  report();

  let steps = 0;
  /** The page cut in steps: the scan's first step small (the first rows), the others large. */
  const stepsOf = (page: readonly SignatureInfo[]) => {
    const out: SignatureInfo[][] = [];
    for (let start = 0; start < page.length;) {
      const size = steps++ === 0 ? FIRST_STEP : LATER_STEP;
      out.push(page.slice(start, start + size));
      start += size;
    }
    return out;
  };
  /** One step: what the store keeps of its signatures and the RPC's answers for the rest. */
  const fetchStep = async (batch: readonly SignatureInfo[]) => {
    const known = await store.getTxs(
      network,
      batch.map((s) => s.signature),
    );
    const unknown = batch.filter((_, i) => known[i] === undefined).map((s) => s.signature);
    return { known, answers: await fetchTransactions(endpoint, unknown, sleep) };
  };

  /**
   * Reads the transactions of `pages` of signatures, step by step, newest first. The next steps'
   * answers are asked for while one is decoded and kept, across the end of a page: the next page
   * of signatures is asked for once this one's steps are all asked for (./reader.test.ts).
   */
  const readSteps = async (
    pages: AsyncIterator<readonly SignatureInfo[]>,
    into: 'newer' | 'older',
    afterBatch: (batch: readonly SignatureInfo[], kept: readonly ChainTx[]) => Promise<void>,
  ) => {
    const waiting: SignatureInfo[][] = [];
    const ahead: { batch: readonly SignatureInfo[]; step: ReturnType<typeof fetchStep> }[] = [];
    let pagesOver = false;
    let pageComing: Promise<void> | null = null;
    const askAhead = (count: number) => {
      while (ahead.length < count) {
        const batch = waiting.shift();
        if (!batch) {
          // This page's steps are all asked for: the next page's follow as soon as it arrives.
          if (!pagesOver && !pageComing) {
            pageComing = pages.next().then((next) => {
              pageComing = null;
              if (next.done) pagesOver = true;
              else waiting.push(...stepsOf(next.value));
              askAhead(count);
            });
            // Awaited by the loop below, unless the scan stopped: it must not reject unseen.
            pageComing.catch(() => undefined);
          }
          return;
        }
        const step = fetchStep(batch);
        // A step asked for ahead and not awaited (the scan stopped) must not reject unseen.
        step.catch(() => undefined);
        ahead.push({ batch, step });
      }
    };
    for (;;) {
      askAhead(1);
      while (ahead.length === 0 && pageComing) await pageComing;
      const next = ahead.shift();
      if (!next) return;
      signal?.throwIfAborted();
      const { batch } = next;
      const { known, answers } = await next.step;
      askAhead(STEPS_AHEAD);
      const decoded = await mapInSlices(
        answers,
        (answer) => chainTxOf(rpcTransactionSchema.parse(answer)),
        clock,
      );
      const bySignature = new Map<string, ChainTx>();
      for (const tx of [...known, ...decoded]) if (tx) bySignature.set(tx.signature, tx);
      const kept = batch.flatMap((s) => {
        const tx = bySignature.get(s.signature);
        return tx && keep(kind, tx, address) ? [tx] : [];
      });
      const finalized = new Set(
        batch.filter((s) => s.confirmationStatus === 'finalized').map((s) => s.signature),
      );
      await store.putTxs(
        network,
        kept.filter((tx) => finalized.has(tx.signature)),
      );
      if (into === 'newer') newer = [...newer, ...kept];
      else older = [...older, ...kept];
      await afterBatch(batch, kept);
      report();
    }
  };

  const finalizedOf = (batch: readonly SignatureInfo[], kept: readonly ChainTx[]) => {
    const finalized = new Set(
      batch.filter((s) => s.confirmationStatus === 'finalized').map((s) => s.signature),
    );
    return kept.filter((tx) => finalized.has(tx.signature)).map((tx) => tx.signature);
  };

  // 1. On a return visit, what is newer than the newest finalized signature read (all of it when
  // none was finalized then). A first visit starts at step 2.
  if (state.newest !== null || state.complete) {
    const gap: SignatureInfo[] = [];
    const until = state.newest ?? undefined;
    for (let before: string | undefined; ;) {
      signal?.throwIfAborted();
      const page = await signaturePage(endpoint, address, { limit, before, until });
      gap.push(...page);
      if (page.length < limit) break;
      before = page[page.length - 1]?.signature;
    }
    const keptNewer: string[] = [];
    await readSteps(onePage(gap), 'newer', async (batch, kept) => {
      keptNewer.push(...finalizedOf(batch, kept));
    });
    const newest = gap.find((s) => s.confirmationStatus === 'finalized')?.signature ?? state.newest;
    // Kept from before but listed again (none was finalized then): once.
    const again = new Set(keptNewer);
    state = { ...state, newest, kept: [...keptNewer, ...state.kept.filter((s) => !again.has(s))] };
    older = older.filter((tx) => !again.has(tx.signature));
    await store.putScan(network, address, kind, state);
  }
  if (holding) {
    holding = false;
    report();
  }

  // 2. Older pages, until the first signature the address ever had. `before` pages on through
  // signatures not yet finalized; `oldest` (kept for the next visit) moves over finalized ones only.
  const now = clock?.now ?? (() => performance.now());
  let writtenAt = now();
  let unwritten = false;
  const writeScan = async (whenDue: boolean) => {
    if (whenDue && now() - writtenAt < SCAN_WRITE_MS) return;
    await store.putScan(network, address, kind, state);
    writtenAt = now();
    unwritten = false;
  };
  let before = state.oldest ?? undefined;
  // Read from the newest, the first page is as small as the first step: the first rows wait for 25
  // signatures, not a page of 1,000 (a slow call on a busy mainnet address).
  let pageLimit = before === undefined ? Math.min(FIRST_STEP, limit) : limit;
  /**
   * The older pages, each asked for when the steps before it are all asked for (not sooner: the
   * first page's first step would wait behind the node's page of 1,000); the last is short.
   */
  async function* olderPages(): AsyncGenerator<readonly SignatureInfo[]> {
    for (;;) {
      signal?.throwIfAborted();
      const page = await signaturePage(endpoint, address, { limit: pageLimit, before });
      const last = page.length < pageLimit;
      before = page[page.length - 1]?.signature ?? before;
      pageLimit = limit;
      if (state.newest === null) {
        const newest = page.find((s) => s.confirmationStatus === 'finalized')?.signature ?? null;
        // Signatures above the newest finalized are read again next visit (they may not stay).
        state = { ...state, newest };
      }
      yield page;
      if (last) return;
    }
  }
  try {
    if (!state.complete) {
      await readSteps(olderPages(), 'older', async (batch, kept) => {
        const lastFinalized = [...batch]
          .reverse()
          .find((s) => s.confirmationStatus === 'finalized');
        state = {
          ...state,
          oldest: lastFinalized?.signature ?? state.oldest,
          kept: [...state.kept, ...finalizedOf(batch, kept)],
        };
        unwritten = true;
        await writeScan(true);
      });
      state = { ...state, complete: true };
      await writeScan(false);
      report();
    }
  } catch (e) {
    // Stopped (aborted, the RPC failed): the next read goes on from the last step kept.
    if (unwritten) await writeScan(false).catch(() => undefined);
    throw e;
  }
}
