// What an operation is, besides its page (words in operationPages.ts, views in ./<op>/): the flow
// it declares, what its transactions name (read once, when the response arrives and when a step
// confirms), and what must happen when a step confirms or the flow completes. The engine runs the
// last two under the app root (FlowSlot), whichever page is open — success views only render.
import type { VersionedTransaction } from '@solana/web3.js';
import type { QueryClient } from '@tanstack/react-query';
import type { Command } from '../api/commands';
import type { WalletListScope } from '../storage/walletListStore';
import type {
  CreatedAccount,
  FactsPort,
  Flow,
  FlowDefinitionOf,
  FlowFacts,
  FlowNames,
  FlowOf,
  OperationOutcome,
  Outcomes,
} from '../flow';
import { chainKeys } from '../solana/queries';
import { saveBasket, type BasketUpdate } from './baskets/myBasketsStore';

/** What outcomes may touch: the query cache and this browser's lists for the flow's wallet. */
export interface OutcomeContext {
  queryClient: QueryClient;
  /** My baskets and pending claims are kept per network and wallet. */
  scope(flow: Flow): WalletListScope;
}

export interface Operation<C extends Command> {
  readonly command: C;
  /** The flow for a request (each operation takes what it needs to name things). */
  declare(...args: never[]): FlowDefinitionOf<C>;
  /** What the response's transactions name, by step key (e.g. the basket a create makes). */
  readFacts?(txs: ReadonlyMap<string, VersionedTransaction>): FlowFacts;
  /** What a confirmed step's created accounts settle. */
  settleFacts?(flow: FlowOf<C>, stepKey: string, created: readonly CreatedAccount[]): FlowFacts;
  /** What happens when its steps confirm and when it completes. */
  outcome?(ctx: OutcomeContext): OperationOutcome<C>;
}

/** Every command's operation, typed by its command. */
export type Operations = { [C in Command]: Operation<C> };

function settled<C extends Command>(
  ops: Operations,
  flow: FlowOf<C>,
  stepKey: string,
  created: readonly CreatedAccount[],
): FlowFacts {
  const op: Operation<C> = ops[flow.op];
  return op.settleFacts?.(flow, stepKey, created) ?? {};
}

/** The engine's facts port over the operations. */
export function factsPort(ops: Operations): FactsPort {
  return {
    fromResponse: (flow, txs) => ops[flow.op].readFacts?.(txs) ?? {},
    fromConfirmed: (flow, stepKey, created) => settled(ops, flow, stepKey, created),
  };
}

function outcomeOf<C extends Command>(
  op: Operation<C>,
  ctx: OutcomeContext,
): OperationOutcome<C> | undefined {
  return op.outcome?.(ctx);
}

/** The engine's outcomes over the operations. */
export function outcomesOf(ops: Operations, ctx: OutcomeContext): Outcomes {
  return {
    create: outcomeOf(ops.create, ctx),
    edit: outcomeOf(ops.edit, ctx),
    deposit: outcomeOf(ops.deposit, ctx),
    withdraw: outcomeOf(ops.withdraw, ctx),
    claim: outcomeOf(ops.claim, ctx),
    mint: outcomeOf(ops.mint, ctx),
    burn: outcomeOf(ops.burn, ctx),
    'set-metadata': outcomeOf(ops['set-metadata'], ctx),
  };
}

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
