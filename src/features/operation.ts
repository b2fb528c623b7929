// What the operations' engine parts (./<op>/operation.ts) share: reading a step's facts, naming a
// single-asset flow, and what a confirmed change refreshes. What an operation is:
// operations/descriptor.ts.
import type { VersionedTransaction } from '@solana/web3.js';
import type { Flow, FlowFacts, FlowNames } from '../flow';
import type { OutcomeContext } from '../operations/descriptor';
import { chainKeys } from '../solana/queries';
import { saveBasket, type BasketUpdate } from './baskets/myBasketsStore';

/** The facts of one step's transaction, read by `read`, when the response has that transaction. */
export function factsOfStep(
  stepKey: string,
  read: (tx: VersionedTransaction) => FlowFacts,
): (txs: ReadonlyMap<string, VersionedTransaction>) => FlowFacts {
  return (txs) => {
    const tx = txs.get(stepKey);
    return tx ? read(tx) : {};
  };
}

/** The names of a mint or burn flow: the token's, and the basket's when the page knew it. */
export function singleAssetNames(names: { tokenSymbol: string; basketSymbol?: string }): FlowNames {
  return {
    token: names.tokenSymbol,
    ...(names.basketSymbol ? { basket: names.basketSymbol } : {}),
  };
}

/** Every chain read of this network for this wallet (balances, accounts) is stale now. */
export function refreshChainReads(ctx: OutcomeContext, flow: Flow): Promise<void> {
  return ctx.queryClient.invalidateQueries({ queryKey: chainKeys.all(flow.cluster) });
}

/**
 * A creator's change to a basket confirmed: My baskets records `update`, and the chain reads are
 * read again.
 */
export async function basketChanged(
  ctx: OutcomeContext,
  flow: Flow,
  update: BasketUpdate,
): Promise<void> {
  saveBasket(ctx.scope(flow), update);
  await refreshChainReads(ctx, flow);
}
