// POST: ask the API for the flow's transactions, decode each once, and read what they name.
import type { VersionedTransaction } from '@solana/web3.js';
import { txFromBase64 } from '../codec';
import { toFlowApiError, type ApiResponse } from '../ports';
import type { UnsignedTx } from '../types';
import type { RunContext } from './context';

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
  for (const key of stepKeys) {
    const step = ctx.flow().steps.find((s) => s.key === key);
    if (!step || step.kind !== 'tx') continue;
    const value = response[step.txField];
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
    txs[key] = {
      base64: value,
      receivedAt: ctx.now(),
      blockhash: tx.message.recentBlockhash,
      lastValidBlockHeight: lastValid,
    };
    decoded.set(key, tx);
  }
  const facts = ctx.deps.facts?.fromResponse(ctx.flow(), decoded) ?? {};
  ctx.dispatch({ type: 'post-succeeded', at: ctx.now(), txs, drop, facts });
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
