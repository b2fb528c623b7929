// The first broadcast of a signed, journaled transaction (with the network's simulation), and the
// turn of a transaction signed earlier in the same approval.
import { safeJson } from '../chainErrors';
import { instructionProgramIds } from '../checks';
import { base64ToBytes, txFromBase64 } from '../codec';
import { PreflightError } from '../ports';
import { PREFLIGHT_RETRY_MS, REPLICA_GRACE_MS, SERVICE_ANSWER_GRACE_MS } from '../replicaGrace';
import type { RunContext } from './context';
import { failOnChain } from './failOnChain';

/** Preflight answers that don't mean "this can't land": let the confirm loop decide. */
function isBenignPreflight(err: unknown): boolean {
  return err === 'AlreadyProcessed' || err === 'BlockhashNotFound';
}

/**
 * Until when a failing simulation may still be a lagging replica's: the step before confirmed, or
 * the service answered with this step's transaction, each with its grace.
 */
function lagGraceEndsAt(ctx: RunContext, key: string): number | undefined {
  const steps = ctx.flow().steps;
  const index = steps.findIndex((s) => s.key === key);
  const step = steps[index];
  const before = steps[index - 1];
  const ends = [
    before?.kind === 'tx' && before.status === 'confirmed'
      ? before.confirmedAt + REPLICA_GRACE_MS
      : undefined,
    step?.kind === 'tx' && step.unsigned
      ? step.unsigned.receivedAt + SERVICE_ANSWER_GRACE_MS
      : undefined,
  ].filter((t): t is number => t !== undefined);
  return ends.length ? Math.max(...ends) : undefined;
}

/** Broadcasts the step's journaled bytes once with preflight; then it is confirming. */
export async function broadcastFirst(ctx: RunContext, key: string): Promise<void> {
  const step = ctx.txStep(key, ['sending']);
  const { base64 } = step.signed;
  if (!base64) throw new Error(`Step ${key} has no signed bytes to send`);
  const bytes = base64ToBytes(base64);
  const graceEndsAt = lagGraceEndsAt(ctx, key);
  for (;;) {
    try {
      await ctx.deps.chain.sendRawTransaction(bytes, { skipPreflight: false, maxRetries: 0 });
      break;
    } catch (e) {
      // A transport error or a benign preflight answer: the confirm loop re-checks and rebroadcasts.
      if (!(e instanceof PreflightError) || isBenignPreflight(e.err)) break;
      const lagging = graceEndsAt !== undefined && ctx.now() < graceEndsAt;
      if (lagging && !ctx.aborted) {
        ctx.notice(
          key,
          'The network’s simulation does not see the latest changes yet (RPC servers can lag a slot or two behind). Trying again…',
        );
        await ctx.sleep(PREFLIGHT_RETRY_MS);
        if (ctx.aborted) return;
        continue;
      }
      // Simulation failed, so the node did not forward it: it cannot land.
      failOnChain(ctx, key, e.err ?? e.message, instructionProgramIds(txFromBase64(base64)), {
        logs: e.logs,
        raw: e.err === undefined ? e.message : safeJson(e.err),
        neverLanded: true,
      });
      return;
    }
  }
  ctx.notice(key, undefined);
  ctx.dispatch({ type: 'sent', stepKey: key, at: ctx.now() });
}

/**
 * A step signed earlier in the same approval, now that the steps before it confirmed. It was never
 * broadcast: if its blockhash died meanwhile, it can never land.
 */
export async function sendPhase(ctx: RunContext, key: string): Promise<void> {
  const step = ctx.txStep(key, ['signed']);
  const { blockhash, lastValidBlockHeight } = step.signed;
  const valid = await ctx.rpc(key, 'check the transaction is still valid', () =>
    ctx.blockhashStillValid(blockhash, lastValidBlockHeight),
  );
  if (valid === undefined) return;
  if (!valid) {
    ctx.dispatch({ type: 'expired', stepKey: key, at: ctx.now() });
    return;
  }
  ctx.dispatch({ type: 'send-started', stepKey: key, at: ctx.now() });
  if (ctx.aborted) return;
  await broadcastFirst(ctx, key);
}
