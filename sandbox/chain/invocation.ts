// One instruction of an emulated program inside a composite transaction (./composite.ts): the
// context the emulator acts through, holding it to the runtime's rules — only the accounts the
// instruction names, invocations no more privileged than the instruction, data written only to
// accounts the program owns, lamports moved and never made — and what the instruction reports:
// the program's log lines around its invocations' (one level deeper), their inner instructions,
// the units used.
import {
  PublicKey,
  type AddressLookupTableAccount,
  type TransactionInstruction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import type { LiteSvm } from 'litesvm/dist/internal';
import {
  InstructionFailure,
  type DerivedSigner,
  type EmulatedProgram,
  type Invocation,
  type ProgramContext,
} from './emulation';
import type { InnerInstructionsJson } from './ledger-index';
import { deeperLogs, instructionErrorOf, runStep } from './svm-step';
import type { RawAccount } from './types';

type InnerJson = InnerInstructionsJson['instructions'][number];

/** What the composite gives an invocation to work on. */
export interface InvocationHost {
  svm: LiteSvm;
  blockhash: string;
  lookupTables: AddressLookupTableAccount[];
  keyIndex(address: string): number;
  getRaw(address: string): RawAccount | null;
  setRaw(address: string, account: RawAccount | null): void;
  rentExemptMinimum(dataLength: number): bigint;
}

export interface InvocationReport {
  failure: InstructionFailure | null;
  logs: string[];
  unitsConsumed: number;
  inner: InnerJson[];
}

const failure = (name: string, message: string) => new InstructionFailure(name, message);

export function runInvocation(
  program: EmulatedProgram,
  invocation: Invocation,
  host: InvocationHost,
  unitsLeft: number,
): InvocationReport {
  const id = program.programId;
  const logs = [`Program ${id} invoke [1]`];
  const inner: InnerJson[] = [];
  let units = program.unitsPerInstruction;
  let lamportsMade = 0n;
  const named = new Map(invocation.accounts.map((a) => [a.pubkey, a]));
  const owns = new Set([id, ...(program.standsInFor ?? [])]);

  const mustName = (address: string) => {
    const account = named.get(address);
    if (!account) {
      throw failure('MissingAccount', 'An account required by the instruction is missing');
    }
    return account;
  };

  const context: ProgramContext = {
    account(address) {
      mustName(address);
      return host.getRaw(address);
    },
    rentExemptMinimum: (dataLength) => host.rentExemptMinimum(dataLength),
    log(message) {
      logs.push(`Program log: ${message}`);
    },
    invoke(ix: TransactionInstruction, signers: readonly DerivedSigner[] = []) {
      const pdas = new Set(
        signers.map(({ seeds, programId = id }) => {
          if (!owns.has(programId)) throw new Error(`${id} cannot sign for ${programId}`);
          return PublicKey.createProgramAddressSync(
            seeds.map((s) => Buffer.from(s)),
            new PublicKey(programId),
          ).toBase58();
        }),
      );
      mustName(ix.programId.toBase58());
      for (const meta of ix.keys) {
        const outer = mustName(meta.pubkey.toBase58());
        const signs = outer.isSigner || pdas.has(outer.pubkey);
        if ((meta.isWritable && !outer.isWritable) || (meta.isSigner && !signs)) {
          throw failure(
            'PrivilegeEscalation',
            'Cross-program invocation with unauthorized signer or writable account',
          );
        }
      }
      const step = runStep(host.svm, [ix], host.blockhash, host.lookupTables, host.keyIndex);
      units += step.unitsConsumed;
      logs.push(...deeperLogs(step.logs));
      inner.push({
        programIdIndex: host.keyIndex(ix.programId.toBase58()),
        accounts: ix.keys.map((k) => host.keyIndex(k.pubkey.toBase58())),
        data: bs58.encode(ix.data),
        stackHeight: 2,
      });
      for (const deeper of step.inner[0] ?? []) {
        inner.push({ ...deeper, stackHeight: deeper.stackHeight + 1 });
      }
      if (step.failure) {
        const error = instructionErrorOf(step.failure);
        throw error
          ? new InstructionFailure(error.error as InstructionFailure['error'], error.message)
          : failure('GenericError', step.failure.message);
      }
    },
    write(address, next) {
      const meta = mustName(address);
      if (!meta.isWritable) {
        throw failure(
          'ReadonlyLamportChange',
          'instruction changed the balance of a read-only account',
        );
      }
      const current = host.getRaw(address);
      const before = current?.lamports ?? 0n;
      const owned = current !== null && owns.has(current.owner);
      const sameData =
        current !== null &&
        current.owner === next.owner &&
        Buffer.from(current.data).equals(Buffer.from(next.data));
      if (!owned && (next.lamports < before || !sameData)) {
        throw failure(
          'ExternalAccountDataModified',
          'instruction modified data of an account it does not own',
        );
      }
      lamportsMade += next.lamports - before;
      host.setRaw(address, next.lamports === 0n ? null : next);
    },
  };

  let thrown: InstructionFailure | null = null;
  try {
    program.execute(invocation, context);
    if (lamportsMade !== 0n) {
      throw failure(
        'UnbalancedInstruction',
        'sum of account balances before and after instruction do not match',
      );
    }
  } catch (e) {
    if (!(e instanceof InstructionFailure)) throw e;
    thrown = e;
  }
  logs.push(`Program ${id} consumed ${units} of ${unitsLeft} compute units`);
  logs.push(thrown ? `Program ${id} failed: ${thrown.message}` : `Program ${id} success`);
  return { failure: thrown, logs, unitsConsumed: units, inner };
}
