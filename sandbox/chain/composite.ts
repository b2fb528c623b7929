// A transaction that names an emulated program (./emulation.ts), run as the runtime runs one:
// signatures checked, the fee taken from the fee payer once, then each instruction in order — runs
// of the SVM's own instructions as steps on LiteSVM (./svm-step.ts), each emulated instruction in
// Node (./invocation.ts) — all against the accounts as the instructions before left them. The first
// failure undoes everything but the fee and ends the transaction with that instruction's error,
// as a node reports it; a simulation undoes everything. Logs, units and inner instructions are the
// transaction's, in its own indexes, so history readers see the program's token moves as the inner
// instructions they are on mainnet.
import {
  AddressLookupTableAccount,
  PublicKey,
  TransactionInstruction,
  type VersionedTransaction,
} from '@solana/web3.js';
import { createPublicKey, verify } from 'node:crypto';
import type { LiteSvm } from 'litesvm/dist/internal';
import { namedFailure, type TransactionFailure } from './errors';
import type { EmulatedProgram, Invocation } from './emulation';
import { runInvocation, type InvocationHost } from './invocation';
import type { InnerInstructionsJson } from './ledger-index';
import { STEP_PAYER, STEP_PAYER_LAMPORTS, instructionErrorOf, runStep } from './svm-step';
import type { RawAccount } from './types';
import { feeFor, loadedAddresses } from './wire';

type InnerJson = InnerInstructionsJson['instructions'][number];

const MAX_UNITS = 1_400_000;

export interface CompositeOutcome {
  /** False when the transaction could not land at all (nothing charged). */
  landed: boolean;
  failure: TransactionFailure | null;
  logs: string[];
  unitsConsumed: number;
  innerInstructions: InnerInstructionsJson[];
  /** Every account of the transaction after it (a simulation's `accounts`). */
  postAccounts: Map<string, RawAccount | null>;
}

export interface CompositeHost {
  svm: LiteSvm;
  getRaw(address: string): RawAccount | null;
  setRaw(address: string, account: RawAccount | null): void;
  /** Keeps the accounts as they are now; the returned function puts them back. */
  snapshot(addresses: readonly string[]): () => void;
  rentExemptMinimum(dataLength: number): bigint;
  readBytes(address: string): { data: Uint8Array } | null;
}

const stepPayer = STEP_PAYER.publicKey.toBase58();

/** Whether any top-level instruction of `tx` is addressed to one of `programs`. */
export function namesEmulated(
  tx: VersionedTransaction,
  programs: ReadonlyMap<string, EmulatedProgram>,
): boolean {
  const keys = tx.message.staticAccountKeys;
  return tx.message.compiledInstructions.some((ix) =>
    programs.has(keys[ix.programIdIndex]?.toBase58() ?? ''),
  );
}

function lookupTablesOf(tx: VersionedTransaction, host: CompositeHost) {
  const tables: AddressLookupTableAccount[] = [];
  for (const lookup of tx.message.addressTableLookups) {
    const bytes = host.readBytes(lookup.accountKey.toBase58());
    if (!bytes) return null;
    tables.push(
      new AddressLookupTableAccount({
        key: lookup.accountKey,
        state: AddressLookupTableAccount.deserialize(bytes.data),
      }),
    );
  }
  return tables;
}

/** DER prefix of an Ed25519 public key (SubjectPublicKeyInfo), before its 32 bytes. */
const ED25519_SPKI = Buffer.from('302a300506032b6570032100', 'hex');

function signaturesValid(tx: VersionedTransaction): boolean {
  const message = tx.message.serialize();
  return tx.signatures.every((signature, i) => {
    const signer = tx.message.staticAccountKeys[i];
    if (!signer) return false;
    const key = createPublicKey({
      key: Buffer.concat([ED25519_SPKI, signer.toBuffer()]),
      format: 'der',
      type: 'spki',
    });
    return verify(null, message, key, signature);
  });
}

/** The runtime's compute budget for the transaction (its limit, else 200k per instruction). */
function unitBudget(tx: VersionedTransaction): number {
  const keys = tx.message.staticAccountKeys;
  let limit: number | null = null;
  for (const ix of tx.message.compiledInstructions) {
    if (keys[ix.programIdIndex]?.toBase58() !== 'ComputeBudget111111111111111111111111111111')
      continue;
    if (ix.data[0] === 2 && ix.data.length >= 5) {
      limit = new DataView(ix.data.buffer, ix.data.byteOffset).getUint32(1, true);
    }
  }
  return Math.min(limit ?? tx.message.compiledInstructions.length * 200_000, MAX_UNITS);
}

export function runComposite(
  host: CompositeHost,
  programs: ReadonlyMap<string, EmulatedProgram>,
  tx: VersionedTransaction,
  opts: {
    /** Check the signatures. */
    sigVerify: boolean;
    /** Keep the effects (a send), or undo them (a simulation). */
    keep: boolean;
    /** LiteSVM's own signature checking to restore afterwards (off while a ledger replays). */
    svmSigverify: boolean;
    slot: number;
    unixTimestamp: number;
  },
): CompositeOutcome {
  const refused = (name: string): CompositeOutcome => ({
    landed: false,
    failure: namedFailure(name),
    logs: [],
    unitsConsumed: 0,
    innerInstructions: [],
    postAccounts: new Map(),
  });
  const lookupTables = lookupTablesOf(tx, host);
  if (!lookupTables) return refused('AddressLookupTableNotFound');
  if (opts.sigVerify && !signaturesValid(tx)) return refused('SignatureFailure');
  const message = tx.message;
  const loaded = loadedAddresses(tx, (a) => host.readBytes(a)?.data ?? null);
  const keys = [
    ...message.staticAccountKeys.map((k) => k.toBase58()),
    ...loaded.writable,
    ...loaded.readonly,
  ];
  const indexOf = new Map(keys.map((k, i) => [k, i]));
  const keyIndex = (address: string): number => {
    const i = indexOf.get(address);
    if (i === undefined) throw new Error(`${address} is not an account of the transaction`);
    return i;
  };
  const payer = keys[0] ?? '';
  const fee = BigInt(feeFor(tx));
  const payerAccount = host.getRaw(payer);
  if (!payerAccount) return refused('AccountNotFound');
  if (payerAccount.lamports < fee) return refused('InsufficientFundsForFee');

  const restore = host.snapshot([...keys, stepPayer]);
  const stepPayerBefore = host.getRaw(stepPayer);
  const chargeFee = () => {
    const now = host.getRaw(payer);
    if (now) host.setRaw(payer, { ...now, lamports: now.lamports - fee });
  };
  host.setRaw(stepPayer, {
    lamports: STEP_PAYER_LAMPORTS,
    owner: '11111111111111111111111111111111',
    data: new Uint8Array(0),
    executable: false,
    rentEpoch: 0n,
  });
  chargeFee();

  const meta = (i: number) => ({
    pubkey: new PublicKey(keys[i] ?? ''),
    isSigner: message.isAccountSigner(i),
    isWritable: message.isAccountWritable(i),
  });
  const compiled = message.compiledInstructions;
  const asInstruction = (i: number): TransactionInstruction => {
    const ix = compiled[i]!;
    return new TransactionInstruction({
      programId: new PublicKey(keys[ix.programIdIndex] ?? ''),
      keys: ix.accountKeyIndexes.map(meta),
      data: Buffer.from(ix.data),
    });
  };
  const siblings = compiled.map((ix) => ({
    programId: keys[ix.programIdIndex] ?? '',
    accounts: ix.accountKeyIndexes.map((k) => keys[k] ?? ''),
    data: ix.data,
  }));
  const budget = unitBudget(tx);
  const logs: string[] = [];
  const inner = new Map<number, InnerJson[]>();
  let units = 0;
  const outcome: { failure: TransactionFailure | null; landed: boolean } = {
    failure: null,
    landed: true,
  };
  const blockhash = message.recentBlockhash;
  const invocationHost: InvocationHost = { ...host, blockhash, lookupTables, keyIndex };

  const fail = (index: number, error: unknown, words: string) => {
    outcome.failure = {
      json: { InstructionError: [index, error] } as TransactionFailure['json'],
      message: `Error processing Instruction ${index}: ${words}`,
    };
  };

  host.svm.setSigverify(false);
  try {
    let start = 0;
    const flushStep = (end: number) => {
      if (end <= start || outcome.failure) return;
      const indexes = Array.from({ length: end - start }, (_, k) => start + k);
      const step = runStep(host.svm, indexes.map(asInstruction), blockhash, lookupTables, keyIndex);
      logs.push(...step.logs);
      units += step.unitsConsumed;
      step.inner.forEach((list, k) => {
        if (list.length > 0) inner.set(start + k, list);
      });
      if (step.failure) {
        const error = instructionErrorOf(step.failure);
        if (error) fail(start + error.index, error.error, error.message);
        else {
          outcome.failure = step.failure;
          outcome.landed = false;
        }
      }
    };
    for (let i = 0; i < compiled.length && !outcome.failure; i++) {
      const program = programs.get(keys[compiled[i]!.programIdIndex] ?? '');
      if (!program) continue;
      flushStep(i);
      start = i + 1;
      if (outcome.failure) break;
      const ix = compiled[i]!;
      const invocation: Invocation = {
        programId: program.programId,
        index: i,
        data: ix.data,
        accounts: ix.accountKeyIndexes.map((k) => ({
          pubkey: keys[k] ?? '',
          isSigner: message.isAccountSigner(k),
          isWritable: message.isAccountWritable(k),
        })),
        instructions: siblings,
        slot: opts.slot,
        unixTimestamp: opts.unixTimestamp,
      };
      const report = runInvocation(program, invocation, invocationHost, budget - units);
      logs.push(...report.logs);
      units += report.unitsConsumed;
      if (report.inner.length > 0) inner.set(i, report.inner);
      if (report.failure) fail(i, report.failure.error, report.failure.message);
    }
    flushStep(compiled.length);
  } finally {
    host.svm.setSigverify(opts.svmSigverify);
  }

  const { failure, landed } = outcome;
  const postAccounts = new Map<string, RawAccount | null>();
  if (!failure) for (const k of keys) postAccounts.set(k, host.getRaw(k));
  if (failure || !opts.keep) restore();
  else host.setRaw(stepPayer, stepPayerBefore);
  if (failure && landed && opts.keep) chargeFee();
  return {
    landed,
    failure,
    logs: landed ? logs : [],
    unitsConsumed: units,
    innerInstructions: [...inner.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, instructions]) => ({ index, instructions })),
    postAccounts,
  };
}
