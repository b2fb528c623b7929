// The flow engine's view of the operations, derived from their list: what each one's transactions
// name (facts) and what must happen when its steps confirm (outcomes). The engine parts load with
// the chain code (loadEngines), before the flow engine mounts.
import type { Command } from '../api/commands';
import type { VersionedTransaction } from '@solana/web3.js';
import type { CreatedAccount, FactsPort, FlowFacts, FlowOf, IntentPort, Outcomes } from '../flow';
import type { IntentReads, IntentVerdict, StepTransaction } from '../flow/intent';
import type { OperationDescriptor, Operations, OutcomeContext } from './descriptor';

/** Every operation's engine part, downloaded (in parallel). */
export async function loadEngines(ops: Operations): Promise<void> {
  await Promise.all(Object.values(ops).map((op) => op.loadEngine()));
}

function settled<C extends Command>(
  ops: Operations,
  flow: FlowOf<C>,
  stepKey: string,
  created: readonly CreatedAccount[],
): FlowFacts {
  const op: OperationDescriptor<C> = ops[flow.op];
  return op.loadedEngine().settleFacts?.(flow, stepKey, created) ?? {};
}

function partsOf<C extends Command>(
  ops: Operations,
  flow: FlowOf<C>,
  stepKey: string,
  tx: VersionedTransaction,
): string[] | undefined {
  const op: OperationDescriptor<C> = ops[flow.op];
  return op.loadedEngine().readParts?.(flow, stepKey, tx);
}

/** The engine's facts port over the operations. */
export function factsPort(ops: Operations): FactsPort {
  return {
    fromResponse: (flow, txs) => ops[flow.op].loadedEngine().readFacts?.(txs) ?? {},
    fromConfirmed: (flow, stepKey, created) => settled(ops, flow, stepKey, created),
    partsOf: (flow, stepKey, tx) => partsOf(ops, flow, stepKey, tx),
  };
}

function checkOf<C extends Command>(
  ops: Operations,
  flow: FlowOf<C>,
  txs: readonly StepTransaction[],
  reads: IntentReads,
): Promise<IntentVerdict> {
  const op: OperationDescriptor<C> = ops[flow.op];
  return op.loadedEngine().intent.check(flow.request, flow.wallet, txs, reads);
}

/** The engine's intent check over the operations' rules, reading the chain with `reads`. */
export function intentPort(ops: Operations, reads: IntentReads): IntentPort {
  return { check: (flow, txs) => checkOf(ops, flow, txs, reads) };
}

/** The engine's outcomes over the operations. */
export function outcomesOf(ops: Operations, ctx: OutcomeContext): Outcomes {
  return {
    of: (op) => {
      const descriptor: OperationDescriptor<typeof op> = ops[op];
      return descriptor.loadedEngine().outcome?.(ctx);
    },
  };
}
