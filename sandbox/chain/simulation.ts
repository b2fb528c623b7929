// Simulation on LiteSVM as a node reports it: the outcome, logs, units, return data, inner
// instructions and the accounts after — nothing kept.
import bs58 from 'bs58';
import { FailedTransactionMetadata, type LiteSvm } from 'litesvm/dist/internal';
import { invalidParams, toTransactionFailure, type TransactionFailure } from './errors';
import { fromSvmAccount } from './svm-accounts';
import { innerInstructionsOf, returnDataOf } from './transaction-meta';
import type { RawAccount, SimulateOptions, SimulationResult } from './types';

/** A simulation's report, with its failure's message (a preflight's error quotes it). */
export type SimulatedRun = Omit<SimulationResult, 'replacementBlockhash'> & {
  failure: TransactionFailure | null;
};

/** Runs `raw` in a simulation with or without signature checks; the SVM keeps nothing. */
export function simulateOnSvm(svm: LiteSvm, raw: Uint8Array, sigVerify: boolean): SimulatedRun {
  svm.setSigverify(sigVerify);
  const sim = (() => {
    try {
      return svm.simulateVersionedTransaction(raw);
    } finally {
      svm.setSigverify(true);
    }
  })();
  const failed = sim instanceof FailedTransactionMetadata;
  const failure = failed ? toTransactionFailure(sim.err()) : null;
  const meta = sim.meta();
  const postAccounts = new Map<string, RawAccount | null>();
  if (!failed) {
    for (const entry of sim.postAccounts()) {
      const a = entry.account();
      postAccounts.set(bs58.encode(entry.address), a.lamports() === 0n ? null : fromSvmAccount(a));
    }
  }
  return {
    failure,
    err: failure?.json ?? null,
    logs: meta.logs(),
    unitsConsumed: Number(meta.computeUnitsConsumed()),
    returnData: returnDataOf(meta),
    innerInstructions: innerInstructionsOf(meta),
    postAccounts,
  };
}

/** What a simulation reports when the transaction could not even run (a dead blockhash). */
export function unsimulated(failure: TransactionFailure): SimulationResult {
  return {
    err: failure.json,
    logs: [],
    unitsConsumed: 0,
    returnData: null,
    innerInstructions: [],
    postAccounts: new Map(),
    replacementBlockhash: null,
  };
}

/** A node refuses to check signatures of a transaction whose blockhash it replaces. */
export function checkSimulateOptions(opts: SimulateOptions): void {
  if (opts.sigVerify && opts.replaceRecentBlockhash) {
    throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
  }
}
