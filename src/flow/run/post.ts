// POST: ask the API for the flow's transactions, decode each once, and read what they name.
import type { VersionedTransaction } from '@solana/web3.js';
import { txFromBase64 } from '../codec';
import { toFlowApiError, type ApiResponse } from '../ports';
import type { UnsignedTx } from '../types';
import type { RunContext } from './context';
import { changesSinceReview, checkFlowIntent } from './intent';

/** How long a blockhash lives in blocks, for the lastValidBlockHeight fallback. */
export const BLOCKHASH_WINDOW = 150;
/**
 * Blocks the RPC we read may be behind the one the service built the transaction with (replicas
 * lag a slot or two: docs/real-service.md, "A real network"): added so the estimate stays on the
 * late side.
 */
const REPLICA_MARGIN = 20;

export async function postPhase(ctx: RunContext, stepKeys: string[]): Promise<void> {
  const flow = ctx.dispatch({ type: 'post-started', at: ctx.now() });
  let response: ApiResponse;
  try {
    response = await ctx.deps.post(flow);
  } catch (e) {
    ctx.dispatch({ type: 'post-failed', at: ctx.now(), error: toFlowApiError(e) });
    return;
  }
  const txs: Record<string, UnsignedTx> = {};
  const decoded = new Map<string, VersionedTransaction>();
  const drop: string[] = [];
  const tooMany = listLongerThanSteps(ctx, response);
  if (tooMany) {
    ctx.dispatch({
      type: 'post-failed',
      at: ctx.now(),
      error: {
        kind: 'invalid-response',
        message: tooMany,
        body: toFlowApiError({ body: response }).body,
      },
    });
    return;
  }
  for (const key of stepKeys) {
    const step = ctx.flow().steps.find((s) => s.key === key);
    if (!step || step.kind !== 'tx') continue;
    const value = transactionOf(response[step.txField], step.txIndex ?? 0);
    // The service may leave out a transaction with nothing to do (claim's account creation when
    // every account exists): the step goes, unless an earlier attempt of it was signed.
    if (
      step.optional &&
      (value === undefined || value === '') &&
      !step.previousSignatures?.length
    ) {
      drop.push(key);
      continue;
    }
    let tx: VersionedTransaction;
    try {
      if (typeof value !== 'string' || !value) throw new Error('missing');
      tx = txFromBase64(value);
    } catch {
      ctx.dispatch({
        type: 'post-failed',
        at: ctx.now(),
        error: {
          kind: 'invalid-response',
          message: `The API response has no valid transaction in "${step.txField}".`,
          body: toFlowApiError({ body: response }).body,
        },
      });
      return;
    }
    const lastValid = await ctx.rpc(key, 'read the block height', () =>
      lastValidBlockHeight(ctx, tx),
    );
    if (lastValid === undefined) {
      ctx.dispatch({ type: 'post-abandoned', at: ctx.now() });
      return;
    }
    const parts = ctx.deps.facts?.partsOf?.(ctx.flow(), key, tx);
    txs[key] = {
      base64: value,
      receivedAt: ctx.now(),
      blockhash: tx.message.recentBlockhash,
      lastValidBlockHeight: lastValid,
      ...(parts && parts.length > 0 ? { parts } : {}),
    };
    decoded.set(key, tx);
  }
  // Nothing of an answer reaches the review, or a wallet, before it is checked against what was
  // asked (docs/flow-engine.md rule 12).
  const verdict = await checkFlowIntent(ctx, stepKeys[0] ?? '', decoded);
  if (verdict === undefined) {
    ctx.dispatch({ type: 'post-abandoned', at: ctx.now() });
    return;
  }
  if (!verdict.ok) {
    ctx.dispatch({
      type: 'post-failed',
      at: ctx.now(),
      error: {
        kind: 'refused',
        message: verdict.reason,
        body: toFlowApiError({ body: response }).body,
      },
    });
    return;
  }
  for (const [key, unsigned] of Object.entries(txs)) {
    const checked = verdict.steps[key];
    if (checked) unsigned.checked = { does: checked.does, print: checked.print };
  }
  const facts = ctx.deps.facts?.fromResponse(ctx.flow(), decoded) ?? {};
  const reviewAgain = changesSinceReview(ctx.flow(), txs);
  ctx.dispatch({
    type: 'post-succeeded',
    at: ctx.now(),
    txs,
    drop,
    facts,
    ...(reviewAgain.length > 0 ? { reviewAgain } : {}),
  });
}

/**
 * A step's transaction in a response field: the field itself, or one element of a list (the
 * service may answer a field with several transactions when one cannot hold all it has to do:
 * claim's one claimToken per token). A list's missing element, or any element but the first of a
 * single transaction, is absent.
 */
function transactionOf(field: unknown, index: number): unknown {
  if (Array.isArray(field)) return field[index];
  return index === 0 ? field : undefined;
}

/** Words for a list field holding more transactions than the flow has steps for, or null. */
function listLongerThanSteps(ctx: RunContext, response: ApiResponse): string | null {
  const steps = ctx.flow().steps.filter((s) => s.kind === 'tx');
  for (const field of new Set(steps.map((s) => s.txField))) {
    const value = response[field];
    const taken = steps.filter((s) => s.txField === field).length;
    if (Array.isArray(value) && value.length > taken) {
      return `The API response holds ${value.length} transactions in "${field}"; this app takes at most ${taken}.`;
    }
  }
  return null;
}

/**
 * The API returns only the transaction, not its lastValidBlockHeight. When its blockhash is the
 * RPC's latest, the RPC's lastValidBlockHeight is exact. Otherwise we record current height + 150
 * + a margin for an RPC that lags the service's: on the late side, so the engine may wait a little
 * longer before calling a sent transaction expired, never less. The RPC's isBlockhashValid is the
 * authority before signing, before sending, and before a step is called expired.
 */
async function lastValidBlockHeight(ctx: RunContext, tx: VersionedTransaction): Promise<number> {
  const latest = await ctx.deps.chain.getLatestBlockhash();
  if (latest.blockhash === tx.message.recentBlockhash) return latest.lastValidBlockHeight;
  return (await ctx.deps.chain.getBlockHeight()) + BLOCKHASH_WINDOW + REPLICA_MARGIN;
}
