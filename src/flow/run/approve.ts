// What both ways of sending share before the wallet is asked: the connected wallet must be the
// flow's, the transactions must still be valid and pass the pre-sign checks (rule 5), and a wait
// step's baseline is read before anything can change it.
import type { VersionedTransaction } from '@solana/web3.js';
import { SigningCheckError, checkBeforeSigning } from '../checks';
import { txFromBase64 } from '../codec';
import { freshPostBlocked, signingBatch } from '../machine';
import type { TxStep } from '../types';
import { errorMessage } from '../walletErrors';
import type { RunContext } from './context';

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
 * the same approval too (rule 2). Stops at the first later step whose transaction is not ready.
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
  const items: ApprovalItem[] = [];
  for (const k of keys) {
    const step = ctx.txStep(k, ['pending', 'awaiting-signature', 'rejected']);
    if (!step.unsigned) break;
    items.push({ step, unsigned: step.unsigned, tx: txFromBase64(step.unsigned.base64) });
  }
  const [first] = items;
  if (!first) throw new Error(`Step ${key} has no transaction to sign`);

  // Rule 4: a transaction whose blockhash is already invalid is replaced before it is signed.
  const validity = new Map<string, boolean>();
  for (const item of items) {
    const { blockhash, lastValidBlockHeight } = item.unsigned;
    if (validity.has(blockhash)) continue;
    const valid = await ctx.rpc(key, 'check the transaction is still valid', () =>
      ctx.blockhashStillValid(blockhash, lastValidBlockHeight),
    );
    if (valid === undefined) return { kind: 'stopped' };
    validity.set(blockhash, valid);
  }
  if (!validity.get(first.unsigned.blockhash)) {
    return staleBeforeSigning(ctx, key, opts.staleRefreshes);
  }
  // A later transaction that is already stale waits for its own turn (and its own fresh copy).
  const firstStale = items.findIndex((i) => !validity.get(i.unsigned.blockhash));
  const usable = firstStale < 0 ? items : items.slice(0, firstStale);

  // Rule 5, before signing: every transaction of the approval, so nothing is sent if one fails.
  for (const item of usable) {
    try {
      checkBeforeSigning(item.tx, wallet);
    } catch (e) {
      failCheck(ctx, key, e, usable.length > 1 ? item.step.label : undefined);
      return { kind: 'stopped' };
    }
  }

  // A wait step measures a rise from the balance before the transaction it follows.
  for (const item of usable) {
    const steps = ctx.flow().steps;
    const following = steps[steps.findIndex((s) => s.key === item.step.key) + 1];
    if (following?.kind !== 'wait' || following.status !== 'pending') continue;
    if (following.baseline !== undefined) continue;
    const { owner, mint } = following.watch;
    if (mint === undefined) continue; // not known yet: the response names it
    const balance = await ctx.rpc(key, 'read your balance', () =>
      ctx.deps.chain.getTokenBalance(owner, mint),
    );
    if (balance === undefined) return { kind: 'stopped' };
    ctx.dispatch({
      type: 'wait-baseline',
      stepKey: following.key,
      at: ctx.now(),
      baseline: balance.toString(),
    });
  }
  return { kind: 'ready', wallet, items: usable };
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
