// "The wallet sends" (Wallet Standard signAndSendTransaction, which Phantom recommends): what is
// handed to the wallet is journaled BEFORE it is asked (docs/flow-engine.md rule 1), so after a
// reload the engine can find the transaction on chain without knowing its signature, and never asks
// the wallet again while the first may still land.
import { essentialPrints, instructionPrints } from '../checks';
import { isWalletRejection, errorMessage } from '../walletErrors';
import { prepareApproval } from './approve';
import type { RunContext } from './context';

export type HandOffOutcome = 'ok' | 'stale';

export async function handOffPhase(
  ctx: RunContext,
  key: string,
  staleRefreshes: number,
): Promise<HandOffOutcome> {
  const port = ctx.deps.wallet;
  const send = port.signAndSendTransactions;
  if (!send) throw new Error('The wallet cannot send transactions');
  // Several transactions in one approval only where the wallet sends them in order, each
  // confirmed before the next (mode 'serial'); otherwise one approval per step.
  const prepared = await prepareApproval(ctx, key, {
    batch: !!port.sendsInSeries,
    staleRefreshes,
  });
  if (prepared.kind !== 'ready') return prepared.kind === 'stale' ? 'stale' : 'ok';
  const { wallet, items } = prepared;

  // Where the on-chain search for these transactions may stop: the wallet's newest signature now.
  const newest = await ctx.rpc(key, 'read your wallet’s latest transaction', () =>
    ctx.deps.chain.getSignaturesForAddress(wallet, { limit: 1 }),
  );
  if (newest === undefined) return 'ok';
  const until = newest[0]?.signature;
  ctx.dispatch({
    type: 'handed-to-wallet',
    at: ctx.now(),
    handoffs: items.map((item) => ({
      stepKey: item.step.key,
      handoff: {
        at: ctx.now(),
        blockhash: item.unsigned.blockhash,
        lastValidBlockHeight: item.unsigned.lastValidBlockHeight,
        instructions: essentialPrints(instructionPrints(item.tx.message)),
        ...(until ? { until } : {}),
      },
    })),
  });

  let signatures: (string | undefined)[];
  try {
    // Nothing is compared after a hand-off (the wallet sends): the checked transactions go.
    signatures = await send(
      items.map((i) => i.tx),
      { serial: items.length > 1 },
    );
  } catch (e) {
    if (isWalletRejection(e)) {
      // Declined before anything was sent: the approval covers every transaction or none.
      ctx.dispatch({ type: 'rejected', stepKey: key, at: ctx.now() });
      return 'ok';
    }
    // The wallet may have sent some before failing: the find phase looks on chain, and only a
    // blockhash that has passed lets anything be asked again.
    ctx.notice(
      key,
      `Your wallet reported a problem (${errorMessage(e)}). Checking on chain whether it sent the transaction anyway…`,
    );
    return 'ok';
  }
  items.forEach((item, i) => {
    const signature = signatures[i];
    if (!signature) return; // not sent: found (or expired) by the search
    ctx.dispatch({
      type: 'wallet-sent',
      stepKey: item.step.key,
      at: ctx.now(),
      tx: {
        signature,
        blockhash: item.unsigned.blockhash,
        lastValidBlockHeight: item.unsigned.lastValidBlockHeight,
        sentBy: 'wallet',
      },
    });
  });
  return 'ok';
}
