// What both ways of sending share before the wallet is asked: the connected wallet must be the
// flow's, the transactions must still be valid and pass the pre-sign checks (docs/flow-engine.md
// rule 5), and a wait step's baseline is read before anything can change it.
import type { VersionedTransaction } from '@solana/web3.js';
import { SigningCheckError, checkBeforeSigning } from '../checks';
import { txFromBase64 } from '../codec';
import { freshPostBlocked, signingBatch } from '../machine';
import type { TxStep } from '../types';
import { errorMessage } from '../walletErrors';
import type { RunContext } from './context';
import { checkFlowIntent } from './intent';

/** Fresh transactions fetched in a row because the previous one was already stale. */
export const MAX_STALE_REFRESHES = 3;

export interface ApprovalItem {
  step: Extract<TxStep, { status: 'pending' | 'awaiting-signature' | 'rejected' }>;
  unsigned: { base64: string; blockhash: string; lastValidBlockHeight: number };
  tx: VersionedTransaction;
}

export type Preparation =
  | { kind: 'ready'; wallet: string; items: ApprovalItem[] }
  /** The current transaction's blockhash died unsigned: a fresh one is coming (or the flow ended). */
  | { kind: 'stale' }
  /** The flow stopped (a check failed, the wallet is another, the run was aborted). */
  | { kind: 'stopped' };

/**
 * Prepares the approval that starts at step `key`: with `batch`, the following steps signed in
 * the same approval too (docs/flow-engine.md rule 2). Stops at the first later step whose
 * transaction is not ready.
 */
export async function prepareApproval(
  ctx: RunContext,
  key: string,
  opts: { batch: boolean; staleRefreshes: number },
): Promise<Preparation> {
  const flow = ctx.flow();
  const wallet = ctx.deps.wallet.address();
  if (wallet !== flow.wallet) {
    ctx.dispatch({
      type: 'failed',
      stepKey: key,
      at: ctx.now(),
      error: {
        kind: 'wallet',
        message: `Connect the wallet ${flow.wallet} to continue; this flow belongs to it.`,
      },
    });
    return { kind: 'stopped' };
  }
  const keys = opts.batch ? signingBatch(flow, key) : [key];
  const queued: Omit<ApprovalItem, 'tx'>[] = [];
  for (const k of keys) {
    const step = ctx.txStep(k, ['pending', 'awaiting-signature', 'rejected']);
    if (!step.unsigned) break;
    queued.push({ step, unsigned: step.unsigned });
  }
  if (queued.length === 0) throw new Error(`Step ${key} has no transaction to sign`);

  // The chain reads go out first: their round trips overlap the decoding and checks below, which
  // are what the user waits for between Confirm and the wallet's prompt.
  const reads = readBeforeSigning(ctx, key, queued);
  const items = queued.map((q) => ({ ...q, tx: txFromBase64(q.unsigned.base64) }));
  // Checked against the request again, whatever reached the journal (docs/flow-engine.md rule 12);
  // its reads were cached when the answer came, so this costs no round trip then.
  const intent = checkFlowIntent(ctx, key, new Map(items.map((i) => [i.step.key, i.tx])));
  const refusals = items.map((item) => refusalBeforeSigning(item.tx, wallet));
  const [{ validity, baselines }, verdict] = await Promise.all([reads, intent]);
  if (validity === undefined || verdict === undefined) return { kind: 'stopped' };
  // A transaction whose blockhash is already invalid is replaced before it is signed
  // (docs/flow-engine.md rule 4).
  const [first] = items;
  if (!first || !validity.get(first.unsigned.blockhash)) {
    return staleBeforeSigning(ctx, key, opts.staleRefreshes);
  }
  // A later transaction that is already stale waits for its own turn (and its own fresh copy).
  const firstStale = items.findIndex((i) => !validity.get(i.unsigned.blockhash));
  const usable = firstStale < 0 ? items : items.slice(0, firstStale);
  if (!verdict.ok) {
    failCheck(
      ctx,
      key,
      new SigningCheckError(
        `The Basket API’s transaction does not do what you asked: ${verdict.reason}. It was not signed.`,
      ),
    );
    return { kind: 'stopped' };
  }

  // Checks before signing (docs/flow-engine.md rule 5): every transaction of the approval, so
  // nothing is sent if one fails.
  const refused = usable.findIndex((_, i) => refusals[i] !== undefined);
  if (refused >= 0) {
    const item = usable[refused];
    failCheck(ctx, key, refusals[refused], usable.length > 1 ? item?.step.label : undefined);
    return { kind: 'stopped' };
  }

  // A wait step measures a rise from the balance before the transaction it follows.
  for (const item of usable) {
    const baseline = baselines.get(item.step.key);
    if (baseline === undefined) continue;
    if (baseline.balance === undefined) return { kind: 'stopped' };
    ctx.dispatch({
      type: 'wait-baseline',
      stepKey: baseline.waitKey,
      at: ctx.now(),
      baseline: baseline.balance.toString(),
    });
  }
  return { kind: 'ready', wallet, items: usable };
}

/** Why the pre-sign checks refuse `tx` (docs/flow-engine.md rule 5); undefined when they pass. */
function refusalBeforeSigning(tx: VersionedTransaction, wallet: string): unknown {
  try {
    checkBeforeSigning(tx, wallet);
    return undefined;
  } catch (e) {
    return e;
  }
}

interface ReadsBeforeSigning {
  /** Blockhash → still valid; undefined when the run stopped before the RPC answered. */
  validity: Map<string, boolean> | undefined;
  /** Tx step key → the balance its following wait step starts from (undefined: run stopped). */
  baselines: Map<string, { waitKey: string; balance: bigint | undefined }>;
}

/**
 * What the chain must say before the wallet is asked: whether each blockhash still lets a
 * transaction land, and the balances the wait steps after these transactions start from (read
 * before anything can change them). All in parallel.
 */
async function readBeforeSigning(
  ctx: RunContext,
  key: string,
  queued: readonly Omit<ApprovalItem, 'tx'>[],
): Promise<ReadsBeforeSigning> {
  const blockhashes = new Map<string, number>();
  for (const { unsigned } of queued) {
    blockhashes.set(unsigned.blockhash, unsigned.lastValidBlockHeight);
  }
  const validityReads = [...blockhashes].map(async ([blockhash, lastValidBlockHeight]) => {
    const valid = await ctx.validityBeforeSigning(key, blockhash, lastValidBlockHeight);
    return [blockhash, valid] as const;
  });

  const steps = ctx.flow().steps;
  const baselineReads = queued.flatMap(({ step }) => {
    const following = steps[steps.findIndex((s) => s.key === step.key) + 1];
    if (following?.kind !== 'wait' || following.status !== 'pending') return [];
    if (following.baseline !== undefined) return [];
    const { owner, mint } = following.watch;
    if (mint === undefined) return []; // not known yet: the response names it
    return [
      ctx
        .rpc(key, 'read your balance', () => ctx.deps.chain.getTokenBalance(owner, mint))
        .then((balance) => [step.key, { waitKey: following.key, balance }] as const),
    ];
  });

  const [validities, baselines] = await Promise.all([
    Promise.all(validityReads),
    Promise.all(baselineReads),
  ]);
  const validity = new Map<string, boolean>();
  for (const [blockhash, valid] of validities) {
    if (valid === undefined) return { validity: undefined, baselines: new Map() };
    validity.set(blockhash, valid);
  }
  return { validity, baselines: new Map(baselines) };
}

/**
 * The transaction of step `key` died before it was signed (or while the wallet prompt was open,
 * before anything was broadcast). A fresh one is safe to ask for — unless the flow's point of no
 * return has landed, or fresh ones keep arriving stale.
 */
export function staleBeforeSigning(
  ctx: RunContext,
  key: string,
  staleRefreshes: number,
): Preparation {
  if (freshPostBlocked(ctx.flow()) || staleRefreshes >= MAX_STALE_REFRESHES) {
    ctx.dispatch({ type: 'expired', stepKey: key, at: ctx.now() });
    return { kind: 'stopped' };
  }
  ctx.dispatch({ type: 'tx-stale', stepKey: key, at: ctx.now() });
  return { kind: 'stale' };
}

export function failCheck(ctx: RunContext, key: string, e: unknown, label?: string): void {
  const reason =
    e instanceof SigningCheckError ? e.message : `The transaction is unusable: ${errorMessage(e)}`;
  ctx.dispatch({
    type: 'failed',
    stepKey: key,
    at: ctx.now(),
    error: { kind: 'check', message: label ? `“${label}”: ${reason}` : reason },
  });
}
