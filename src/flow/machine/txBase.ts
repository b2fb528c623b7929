// What every status of a transaction step keeps: its identity, its unsigned transaction, its
// earlier attempts and its clock.
import type { TxStep } from '../types';

/** The step's fields every status keeps (identity, unsigned transaction, history, clock). */
export function txBase(step: TxStep) {
  return {
    kind: step.kind,
    key: step.key,
    label: step.label,
    txField: step.txField,
    txIndex: step.txIndex,
    optional: step.optional,
    unsigned: step.unsigned,
    previousSignatures: step.previousSignatures,
    startedAt: step.startedAt,
  };
}
