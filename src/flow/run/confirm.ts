// Confirming a sent step: used right after the first send and on resume, so it always checks the
// signature BEFORE rebroadcasting, and only ever rebroadcasts the same signed bytes
// (docs/flow-engine.md rule 6).
import { safeJson } from '../chainErrors';
import { instructionPrints, instructionProgramIds, walletChanges } from '../checks';
import { base64ToBytes, txFromBase64 } from '../codec';
import type { LandedTransaction, SignatureStatusLike } from '../ports';
import type { WalletChanges } from '../types';
import { errorMessage } from '../walletErrors';
import { REBROADCAST_MS, type RunContext } from './context';
import { failOnChain } from './failOnChain';
import { Waker } from './waker';

/** Reads of a landed transaction that the RPC may not serve yet (a replica behind): tries. */
const LANDED_READ_TRIES = 4;

function isConfirmed(s: SignatureStatusLike | null): boolean {
  return s?.confirmationStatus === 'confirmed' || s?.confirmationStatus === 'finalized';
}

export async function confirmPhase(ctx: RunContext, key: string): Promise<void> {
  const { chain } = ctx.deps;
  const step = ctx.txStep(key, ['sending', 'confirming']);
  const { signature, base64, blockhash, lastValidBlockHeight } = step.signed;
  // The wallet sent it: only the wallet had the bytes, so there is nothing to rebroadcast.
  const bytes = base64 ? base64ToBytes(base64) : undefined;
  const waker = new Waker();
  let pushed: { err: unknown } | undefined;
  let unsubscribe: () => void = () => {};
  try {
    unsubscribe = chain.onSignature(signature, (err) => {
      pushed = { err };
      waker.notify();
    });
  } catch {
    // No WebSocket: polling alone still confirms.
  }
  try {
    while (!ctx.aborted) {
      try {
        const status = pushed
          ? { confirmationStatus: 'confirmed' as const, err: pushed.err }
          : await chain.getSignatureStatus(signature);
        if (isConfirmed(status) && status) {
          await settle(ctx, key, status);
          return;
        }
        const height = await chain.getBlockHeight();
        if (height > lastValidBlockHeight && status?.confirmationStatus !== 'processed') {
          // Past its last valid block and still unseen. The RPC's own word on the blockhash is
          // the authority (our height estimate can be early), then one last look.
          if (!(await chain.isBlockhashValid(blockhash).catch(() => false))) {
            const final = await chain.getSignatureStatus(signature);
            if (isConfirmed(final) && final) {
              await settle(ctx, key, final);
              return;
            }
            if (!final) {
              ctx.dispatch({ type: 'expired', stepKey: key, at: ctx.now() });
              return;
            }
          }
        }
        ctx.rpcSucceeded(key);
      } catch (e) {
        // RPC errors while confirming are retried; never a new transaction.
        ctx.notice(
          key,
          `Can’t reach the Solana RPC to check the transaction (${errorMessage(e)}). Still watching…`,
        );
        await waker.sleep(ctx.clock, REBROADCAST_MS, ctx.signal);
        continue;
      }
      if (ctx.step(key).status === 'sending') {
        ctx.dispatch({ type: 'sent', stepKey: key, at: ctx.now() });
      }
      if (bytes) {
        try {
          await chain.sendRawTransaction(bytes, { skipPreflight: true, maxRetries: 0 });
        } catch {
          // A failed rebroadcast changes nothing; the next round tries again.
        }
      }
      await waker.sleep(ctx.clock, REBROADCAST_MS, ctx.signal);
    }
  } finally {
    unsubscribe();
  }
}

async function settle(ctx: RunContext, key: string, status: SignatureStatusLike): Promise<void> {
  if (status.err === null || status.err === undefined) {
    ctx.dispatch({ type: 'confirmed', stepKey: key, at: ctx.now() });
    await readLanded(ctx, key);
    return;
  }
  const step = ctx.txStep(key, ['sending', 'confirming']);
  const landed = await ctx.rpc(key, 'read the program logs', () =>
    ctx.deps.chain.getTransaction(step.signed.signature),
  );
  const err = status.err ?? landed?.err;
  const programs = landed
    ? instructionProgramIds({ message: landed.message })
    : step.signed.base64
      ? instructionProgramIds(txFromBase64(step.signed.base64))
      : [];
  failOnChain(ctx, key, err, programs, { logs: landed?.logs ?? [], raw: safeJson(err) });
}

/**
 * What the confirmed transaction did, read back from the chain (docs/flow-engine.md rule 7) — the
 * accounts it created (with their owners) settle the flow's facts; when the wallet sent it, what
 * the wallet changed.
 * Best effort: the response's facts stand when the RPC cannot say.
 */
async function readLanded(ctx: RunContext, key: string): Promise<void> {
  const { chain } = ctx.deps;
  const step = ctx.txStep(key, ['confirmed']);
  for (let attempt = 0; attempt < LANDED_READ_TRIES && !ctx.aborted; attempt++) {
    let landed: LandedTransaction | null = null;
    let owners: (string | null)[] = [];
    try {
      landed = await chain.getTransaction(step.signed.signature);
      if (landed) owners = landed.created.length ? await chain.getOwners(landed.created) : [];
    } catch {
      landed = null;
    }
    if (landed) {
      const created = landed.created.map((address, i) => ({
        address,
        ...(owners[i] ? { owner: owners[i] ?? undefined } : {}),
      }));
      const flow = ctx.flow();
      ctx.dispatch({
        type: 'landed-read',
        stepKey: key,
        at: ctx.now(),
        created,
        facts: ctx.deps.facts?.fromConfirmed(flow, key, created) ?? {},
        ...(step.signed.sentBy === 'wallet'
          ? { walletChanges: walletChangesOf(ctx, key, landed) }
          : {}),
      });
      return;
    }
    await ctx.sleep(REBROADCAST_MS / 2);
  }
}

/** What a sending wallet put on chain besides the instructions it was handed. */
function walletChangesOf(
  ctx: RunContext,
  key: string,
  landed: LandedTransaction,
): WalletChanges | undefined {
  const step = ctx.txStep(key, ['confirmed']);
  if (!step.unsigned) return undefined;
  return walletChanges(
    instructionPrints(txFromBase64(step.unsigned.base64).message),
    instructionPrints(landed.message, landed.loadedAddresses),
    ctx.deps.wallet.name(),
  );
}
