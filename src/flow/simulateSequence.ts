// Every step of a flow simulated before the review asks for a signature (docs/flow-engine.md rule
// 13): in order, in one call, each step on what the steps before it leave, where the RPC offers it
// (Jito's simulateBundle); else one at a time, a later step that needs what an earlier one creates
// said plainly as not simulated. Balance changes, fee and rent per step; and over the whole
// sequence, what the wallet holds before the first step and after the last.
import type { VersionedTransaction } from '@solana/web3.js';
import type { BalanceChange, TxSimulation } from '../ui/TxReview';
import {
  checkPlanned,
  decimalsOf,
  failedCheck,
  planTransaction,
  rentFromInstructions,
  tokenAccountsIn,
  type TxPlan,
} from './simulate';
import type {
  InOrderResult,
  RawAccount,
  SimulationPort,
  TxCheck,
  WalletTokenAccount,
} from './simulationTypes';
import {
  balanceChanges,
  holdingOf,
  walletEffects,
  type BalanceRow,
  type WatchedAccount,
} from './walletEffects';

/** Why a step shows no simulation; `step` is the earlier step's index (0-based). */
export interface NotSimulated {
  status: 'not-simulated';
  /**
   * `needs-earlier-step`: simulated one at a time, it uses an account step `step` creates, which
   * does not exist yet. `earlier-step-failed` / `earlier-step-expired`: simulated in order, step
   * `step` failed (or its blockhash had expired), so this one never ran.
   */
  why: 'needs-earlier-step' | 'earlier-step-failed' | 'earlier-step-expired';
  step: number;
}

/** One step's review facts: its simulation, or why there is none; fee and rent. */
export interface StepCheck extends Omit<TxCheck, 'simulation'> {
  simulation: TxSimulation | NotSimulated;
}

export interface SequenceCheck {
  /** All steps were simulated in one call, each on what the steps before it leave. */
  inOrder: boolean;
  steps: StepCheck[];
  /**
   * The wallet's balances before the first step and after the last: only when there is more than
   * one step and every one was simulated in order without error.
   */
  total?: BalanceChange[];
}

/** The accounts asked of each step: the wallet, its token accounts in the step, the new accounts. */
function watchedAddresses(plans: readonly TxPlan[], wallet: string, mine: WalletTokenAccount[][]) {
  const createdSoFar = new Set<string>();
  return plans.map((plan, i) => {
    for (const a of plan.inspection.createdAccounts) if (a !== wallet) createdSoFar.add(a);
    const own = (mine[i] ?? []).map((a) => a.address);
    const created = [...createdSoFar].filter((a) => plan.inTx.has(a) && !own.includes(a));
    return [wallet, ...own, ...created];
  });
}

/** Before and after of each watched account of one step, as the in-order simulation reported. */
function watchedOf(
  addresses: readonly string[],
  plan: TxPlan,
  before: (RawAccount | null)[] | null,
  after: (RawAccount | null)[] | null,
): WatchedAccount[] {
  const creates = new Set(plan.inspection.createdAccounts);
  return addresses.map((address, j) => {
    const post = after?.[j];
    return {
      address,
      before: holdingOf(before?.[j] ?? null),
      after: post === undefined ? undefined : holdingOf(post),
      created: creates.has(address),
    };
  });
}

/** Per balance, the first step's "before" and the last step's "after". */
function totalOf(stepRows: readonly BalanceRow[][]): BalanceChange[] {
  const total = new Map<string, BalanceRow>();
  for (const row of stepRows.flat()) {
    const seen = total.get(row.mint);
    total.set(row.mint, seen ? { ...seen, after: row.after } : row);
  }
  return balanceChanges(
    [...total.values()].filter((r) => r.mint === 'SOL' || r.after !== r.before),
  );
}

/** A step that did not run, with its fee and the rent its instructions fund. */
async function notSimulated(
  port: SimulationPort,
  plan: TxPlan,
  fee: bigint | undefined,
  why: Omit<NotSimulated, 'status'>,
): Promise<StepCheck> {
  const rent = await rentFromInstructions(port, plan.tx).catch(() => undefined);
  return {
    simulation: { status: 'not-simulated', ...why },
    feeLamports: fee,
    rentLamports: rent,
    rentEstimated: rent !== undefined,
    ...plan.tables,
  };
}

const failedAt = (result: InOrderResult): number => {
  const i = result.steps.findIndex((s) => s.err !== null && s.err !== undefined);
  return i >= 0 ? i : result.failure !== null ? result.steps.length : -1;
};

/** What the review shows of each step of an in-order simulation, and the sequence's total. */
async function inOrderChecks(
  port: SimulationPort,
  sequence: { plans: readonly TxPlan[]; addresses: string[][]; fees: (bigint | null)[] },
  wallet: string,
  tokenAccounts: readonly WalletTokenAccount[],
  result: InOrderResult,
): Promise<SequenceCheck> {
  const { plans, addresses, fees } = sequence;
  const failed = failedAt(result);
  const stepRows: BalanceRow[][] = [];
  const steps: StepCheck[] = [];
  for (const [i, plan] of plans.entries()) {
    const fee = fees[i] ?? undefined;
    const ran = result.steps[i];
    if (failed >= 0 && i > failed) {
      const expired = steps[failed]?.blockhashExpired === true;
      const why = expired ? 'earlier-step-expired' : 'earlier-step-failed';
      steps.push(await notSimulated(port, plan, fee, { why, step: failed }));
    } else if (i === failed) {
      // A result left out: the RPC's words for the failure are all there is.
      const sim = ran ?? { err: result.failure ?? 'no reason given', logs: [] };
      steps.push(await failedCheck(port, plan, sim, fee));
    } else if (ran) {
      const watched = watchedOf(addresses[i] ?? [], plan, ran.before, ran.after);
      const { rows, rent } = await walletEffects(port, wallet, decimalsOf(tokenAccounts), watched);
      stepRows.push(rows);
      steps.push({
        simulation: {
          status: 'ok',
          logs: ran.logs,
          unitsConsumed: ran.unitsConsumed,
          balanceChanges: balanceChanges(rows),
        },
        feeLamports: fee,
        rentLamports: rent,
        ...plan.tables,
      });
    } else {
      throw new Error(`The RPC left step ${i + 1} of the simulation unanswered`);
    }
  }
  const total = failed < 0 && plans.length > 1 ? totalOf(stepRows) : undefined;
  return { inOrder: true, steps, ...(total ? { total } : {}) };
}

/**
 * The latest earlier step that writes an account step `i` uses and that does not exist yet (other
 * than those step `i` creates itself): what step `i` needs before it can run. Null when none.
 */
async function neededStep(
  port: SimulationPort,
  plans: readonly TxPlan[],
  i: number,
): Promise<number | null> {
  const plan = plans[i];
  if (!plan) return null;
  const own = new Set(plan.inspection.createdAccounts);
  const named = [...plan.inTx].filter((a) => !own.has(a));
  const lamports = await port.getLamports(named);
  const missing = new Set(named.filter((_, k) => lamports[k] === null));
  for (let j = i - 1; j >= 0; j--) {
    const writes = plans[j]?.inspection.accounts ?? [];
    if (writes.some((a) => a.writable && a.address !== null && missing.has(a.address))) return j;
  }
  return null;
}

async function oneAtATime(
  port: SimulationPort,
  plans: readonly TxPlan[],
  wallet: string,
  tokenAccounts: readonly WalletTokenAccount[],
): Promise<SequenceCheck> {
  const steps = await Promise.all(
    plans.map(async (plan, i): Promise<StepCheck> => {
      const check = await checkPlanned(port, plan, wallet, tokenAccounts);
      if (i === 0 || check.simulation.status !== 'error' || check.blockhashExpired) return check;
      const step = await neededStep(port, plans, i);
      if (step === null) return check;
      return {
        ...check,
        simulation: { status: 'not-simulated', why: 'needs-earlier-step', step },
      };
    }),
  );
  return { inOrder: false, steps };
}

/** Simulates a flow's transactions for `wallet`: in order where the RPC can, else one at a time. */
export async function checkSequence(
  port: SimulationPort,
  txs: readonly VersionedTransaction[],
  wallet: string,
): Promise<SequenceCheck> {
  const [plans, tokenAccounts] = await Promise.all([
    Promise.all(txs.map((tx) => planTransaction(port, tx))),
    port.getTokenAccounts(wallet),
  ]);
  if (port.simulateInOrder) {
    const mine = plans.map((p) => tokenAccountsIn(p, tokenAccounts));
    const addresses = watchedAddresses(plans, wallet, mine);
    const [result, fees] = await Promise.all([
      port.simulateInOrder(txs, addresses),
      Promise.all(txs.map((tx) => port.getFee(tx).catch(() => null))),
    ]);
    if (result) {
      return inOrderChecks(port, { plans, addresses, fees }, wallet, tokenAccounts, result);
    }
  }
  return oneAtATime(port, plans, wallet, tokenAccounts);
}
