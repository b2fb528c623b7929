// A step the wallet was asked to send, whose signature this tab never got (the page reloaded while
// the wallet had it, or the wallet erred): look for it on chain among the wallet's transactions,
// matched by blockhash and by its instructions less what wallets add. Found → confirm it. Not
// found once its blockhash has passed → it can never land: expired, and only then may a fresh
// transaction be asked for. Until then, keep looking; never ask the wallet again.
import { essentialPrints, instructionPrints, samePrints } from '../checks';
import type { WalletHandoff } from '../types';
import { REBROADCAST_MS, type RunContext } from './context';

/** Newest signatures of the wallet read per look. */
const SEARCH_PAGE = 100;

export async function findPhase(ctx: RunContext, key: string): Promise<void> {
  const { chain } = ctx.deps;
  const wallet = ctx.flow().wallet;
  const { handoff } = ctx.txStep(key, ['with-wallet']);
  const checked = new Set<string>();
  const look = () => findHandedOff(ctx, wallet, handoff, checked);
  while (!ctx.aborted) {
    const found = await ctx.rpc(key, 'look for the transaction on chain', look);
    if (found === undefined) return;
    if (found) {
      ctx.notice(key, undefined);
      ctx.dispatch({
        type: 'wallet-sent',
        stepKey: key,
        at: ctx.now(),
        tx: {
          signature: found,
          blockhash: handoff.blockhash,
          lastValidBlockHeight: handoff.lastValidBlockHeight,
          sentBy: 'wallet',
        },
      });
      return;
    }
    const height = await ctx.rpc(key, 'read the block height', () => chain.getBlockHeight());
    if (height === undefined) return;
    if (height > handoff.lastValidBlockHeight) {
      const valid = await ctx.rpc(key, 'check the transaction is still valid', () =>
        ctx.blockhashStillValid(handoff.blockhash, handoff.lastValidBlockHeight),
      );
      if (valid === undefined) return;
      if (!valid) {
        // One last look: it may have landed in the blocks since the previous one.
        const last = await ctx.rpc(key, 'look for the transaction on chain', look);
        if (last === undefined) return;
        if (!last) {
          ctx.notice(key, undefined);
          ctx.dispatch({ type: 'expired', stepKey: key, at: ctx.now() });
          return;
        }
        continue;
      }
    }
    ctx.notice(
      key,
      `Looking on chain for the transaction your wallet was asked to send. It can still land until block ${handoff.lastValidBlockHeight} (now ${height}); nothing will be asked again before then.`,
    );
    await ctx.sleep(REBROADCAST_MS);
  }
}

/** The signature of the wallet's landed transaction that is the handed-off one, or null. */
export async function findHandedOff(
  ctx: RunContext,
  wallet: string,
  handoff: WalletHandoff,
  checked: Set<string>,
): Promise<string | null> {
  const { chain } = ctx.deps;
  const recent = await chain.getSignaturesForAddress(wallet, {
    limit: SEARCH_PAGE,
    ...(handoff.until ? { until: handoff.until } : {}),
  });
  for (const { signature } of recent) {
    if (checked.has(signature)) continue;
    const landed = await chain.getTransaction(signature);
    if (!landed) continue; // listed before the RPC serves it: look again next round
    checked.add(signature);
    if (landed.message.recentBlockhash !== handoff.blockhash) continue;
    const prints = essentialPrints(instructionPrints(landed.message, landed.loadedAddresses));
    if (samePrints(prints, handoff.instructions)) return signature;
  }
  return null;
}
