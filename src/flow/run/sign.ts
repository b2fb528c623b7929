// "The app sends": the wallet signs — every transaction of the approval at once where it can
// (docs/flow-engine.md rule 2) — the signed bytes are journaled (docs/flow-engine.md rule 1), then
// the first is broadcast.
import type { VersionedTransaction } from '@solana/web3.js';
import { checkAfterSigning, type SigningResult } from '../checks';
import { bytesToBase64, txFromBase64 } from '../codec';
import { isWalletRejection, errorMessage } from '../walletErrors';
import { failCheck, prepareApproval, staleBeforeSigning, type ApprovalItem } from './approve';
import { broadcastFirst } from './broadcast';
import type { RunContext } from './context';

export type SignOutcome = 'ok' | 'stale';

export async function signPhase(
  ctx: RunContext,
  key: string,
  staleRefreshes: number,
): Promise<SignOutcome> {
  const { wallet: port } = ctx.deps;
  const batch = !!port.signAllTransactions && !ctx.memory.signOneAtATime;
  const prepared = await prepareApproval(ctx, key, { batch, staleRefreshes });
  if (prepared.kind !== 'ready') return prepared.kind === 'stale' ? 'stale' : 'ok';
  const { wallet, items } = prepared;

  // The wallet is asked first and the timeline told after: the re-render that shows "approve it
  // in your wallet" must not stand between Confirm and the wallet's prompt.
  // The wallet gets the transactions decoded for the checks; what it returns is compared with
  // copies decoded afresh from the API's bytes below, which it cannot have touched. (Async: a
  // wallet that throws at once rejects the same way.)
  const txs = items.map((i) => i.tx);
  const signing = (async () =>
    txs.length > 1 && port.signAllTransactions
      ? port.signAllTransactions(txs)
      : Promise.all(txs.slice(0, 1).map((tx) => port.signTransaction(tx))))();
  ctx.dispatch({ type: 'sign-requested', stepKeys: items.map((i) => i.step.key), at: ctx.now() });
  let signed: VersionedTransaction[];
  try {
    signed = await signing;
    if (signed.length !== items.length) {
      throw new Error(`the wallet returned ${signed.length} of ${items.length} transactions`);
    }
  } catch (e) {
    if (isWalletRejection(e)) {
      ctx.dispatch({ type: 'rejected', stepKey: key, at: ctx.now() });
    } else if (items.length > 1) {
      // Some wallets sign only one transaction per approval: ask again, one at a time.
      ctx.memory.signOneAtATime = true;
    } else {
      ctx.dispatch({
        type: 'failed',
        stepKey: key,
        at: ctx.now(),
        error: { kind: 'wallet', message: `The wallet could not sign: ${errorMessage(e)}` },
      });
    }
    return 'ok';
  }

  // Checks after signing (docs/flow-engine.md rule 5): only what wallets add safely; the
  // signature read from the bytes.
  const approved: { item: ApprovalItem; bytes: Uint8Array; result: SigningResult }[] = [];
  for (const [i, item] of items.entries()) {
    const tx = signed[i];
    try {
      if (!tx) throw new Error('missing transaction');
      approved.push({
        item,
        bytes: tx.serialize(),
        result: checkAfterSigning(txFromBase64(item.unsigned.base64), tx, wallet, port.name()),
      });
    } catch (e) {
      failCheck(ctx, key, e, items.length > 1 ? item.step.label : undefined);
      return 'ok';
    }
  }

  // The blockhash may have died while the wallet prompt was open. Nothing was broadcast
  // (signTransaction doesn't send), so dropping the signed bytes is safe.
  const { blockhash, lastValidBlockHeight } = items[0]?.unsigned ?? {};
  if (blockhash === undefined || lastValidBlockHeight === undefined) return 'ok';
  // A run stopped meanwhile (this tab let go) still journals what the wallet approved, unsent:
  // whoever resumes checks and sends it, and the approval is not asked for twice.
  const valid = ctx.aborted
    ? true
    : await ctx.rpc(key, 'check the transaction is still valid', () =>
        ctx.blockhashStillValid(blockhash, lastValidBlockHeight),
      );
  if (valid === undefined) return 'ok';
  if (!valid) return staleBeforeSigning(ctx, key, staleRefreshes).kind === 'stale' ? 'stale' : 'ok';

  // Journaled (synchronously, in dispatch) before the first broadcast (docs/flow-engine.md rule 1).
  ctx.dispatch({
    type: 'signed',
    at: ctx.now(),
    signed: approved.map(({ item, bytes, result }) => ({
      stepKey: item.step.key,
      tx: {
        signature: result.signature,
        base64: bytesToBase64(bytes),
        blockhash: item.unsigned.blockhash,
        lastValidBlockHeight: item.unsigned.lastValidBlockHeight,
        sentBy: 'app',
        ...(result.changes ? { walletChanges: result.changes } : {}),
      },
    })),
  });
  if (ctx.aborted) return 'ok'; // resumable: a resume checks the signature first
  await broadcastFirst(ctx, key);
  return 'ok';
}
