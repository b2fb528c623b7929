// One step of a composite transaction (./composite.ts) run on LiteSVM: some of the transaction's
// own instructions, or an emulated program's cross-program invocations. The step is a transaction
// of its own, paid by an internal payer (so the real fee payer is charged once, by the composite),
// signatures unchecked (the composite checked the real ones). What it reports is translated into
// the real transaction's terms: account indexes into its keys, instruction indexes into its
// instructions, log depths below the invoking instruction.
import {
  Keypair,
  TransactionMessage,
  VersionedTransaction,
  type AddressLookupTableAccount,
  type TransactionInstruction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { FailedTransactionMetadata, type LiteSvm } from 'litesvm/dist/internal';
import { toTransactionFailure, type TransactionFailure } from './errors';
import type { InnerInstructionsJson } from './ledger-index';

type InnerJson = InnerInstructionsJson['instructions'][number];

/** Pays for the steps; never named by an instruction, never seen by clients. */
export const STEP_PAYER = Keypair.fromSeed(new Uint8Array(32).fill(7));
export const STEP_PAYER_LAMPORTS = 1_000_000_000_000_000n;

export interface StepReport {
  failure: TransactionFailure | null;
  logs: string[];
  unitsConsumed: number;
  /** Per instruction of the step: its inner instructions, indexes into the real keys. */
  inner: InnerJson[][];
}

/**
 * Runs `instructions` as one step. `keyIndex` maps an address to its index among the real
 * transaction's keys; every address the step's instructions use must be there.
 */
export function runStep(
  svm: LiteSvm,
  instructions: readonly TransactionInstruction[],
  blockhash: string,
  lookupTables: AddressLookupTableAccount[],
  keyIndex: (address: string) => number,
): StepReport {
  const message = new TransactionMessage({
    payerKey: STEP_PAYER.publicKey,
    recentBlockhash: blockhash,
    instructions: [...instructions],
  }).compileToV0Message(lookupTables);
  const stepKeys = message
    .getAccountKeys({ addressLookupTableAccounts: lookupTables })
    .keySegments()
    .flat()
    .map((k) => k.toBase58());
  const toReal = (i: number): number => keyIndex(stepKeys[i] ?? '');
  const result = svm.sendVersionedTransaction(new VersionedTransaction(message).serialize());
  const failed = result instanceof FailedTransactionMetadata;
  const meta = failed ? result.meta() : result;
  const inner = instructions.map(() => [] as InnerJson[]);
  meta.innerInstructions().forEach((list, index) => {
    inner[index] = list.map((entry) => {
      const ix = entry.instruction();
      return {
        programIdIndex: toReal(ix.programIdIndex()),
        accounts: [...ix.accounts()].map(toReal),
        data: bs58.encode(ix.data()),
        stackHeight: entry.stackHeight(),
      };
    });
  });
  return {
    failure: failed ? toTransactionFailure(result.err()) : null,
    logs: meta.logs(),
    unitsConsumed: Number(meta.computeUnitsConsumed()),
    inner,
  };
}

/** The failed instruction's index within the step and the error's own words, if it was one. */
export function instructionErrorOf(
  failure: TransactionFailure,
): { index: number; error: unknown; message: string } | null {
  const json = failure.json;
  if (typeof json !== 'object' || !('InstructionError' in json)) return null;
  const [index, error] = json.InstructionError as [number, unknown];
  const message = failure.message.replace(/^Error processing Instruction \d+: /, '');
  return { index, error, message };
}

/** Log lines of an invoked program, one level deeper: "invoke [1]" becomes "invoke [2]". */
export function deeperLogs(logs: readonly string[]): string[] {
  return logs.map((line) =>
    line.replace(/^(Program \S+ invoke \[)(\d+)\]$/, (_, head: string, depth: string) => {
      return `${head}${Number(depth) + 1}]`;
    }),
  );
}
