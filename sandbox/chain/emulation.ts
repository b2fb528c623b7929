// Programs the chain runs in Node instead of on the SVM. LiteSVM cannot run a program the sandbox
// has no binary for (the Basket program), so such a program is emulated: when a transaction's
// instruction names it, the chain hands the instruction to its emulator at that point of the
// transaction (./composite.ts), with the accounts the instruction names and nothing else, as the
// runtime would. The emulator checks what the program checks, moves tokens and creates accounts
// through real cross-program invocations of the SVM's programs (SPL Token, System, …), and writes
// the accounts it owns directly. A failure fails the whole transaction: nothing but the fee stays.
import type { TransactionInstruction } from '@solana/web3.js';
import type { TransactionErrorJson } from './errors';
import type { RawAccount } from './raw-account';

/** One account of an instruction, with the transaction's signer and writable flags. */
export interface AccountView {
  pubkey: string;
  isSigner: boolean;
  isWritable: boolean;
}

/** An address the program signs for: seeds (bump included) of itself or of `programId`. */
export interface DerivedSigner {
  seeds: readonly Uint8Array[];
  /** Default: the program itself; else one it stands in for (`EmulatedProgram.standsInFor`). */
  programId?: string;
}

/** A top-level instruction as the instructions sysvar shows it. */
export interface SiblingInstruction {
  programId: string;
  accounts: string[];
  data: Uint8Array;
}

/** One instruction of a transaction, addressed to an emulated program. */
export interface Invocation {
  programId: string;
  /** Its position among the transaction's top-level instructions. */
  index: number;
  data: Uint8Array;
  accounts: AccountView[];
  /** Every top-level instruction of the transaction (what the instructions sysvar holds). */
  instructions: SiblingInstruction[];
  /** The Clock sysvar's slot and unix time. */
  slot: number;
  unixTimestamp: number;
}

/** What an emulated program can do while it runs: the runtime's rules hold. */
export interface ProgramContext {
  /** An account the instruction names, as earlier instructions left it (null when absent). */
  account(address: string): RawAccount | null;
  rentExemptMinimum(dataLength: number): bigint;
  /**
   * A cross-program invocation of a program the SVM runs. Its accounts must be among the
   * instruction's, as writable as there; its signers are the instruction's signers and the
   * addresses `signers` derive (of the program, or of a program it stands in for). A failure
   * ends the instruction with the callee's error.
   */
  invoke(instruction: TransactionInstruction, signers?: readonly DerivedSigner[]): void;
  /**
   * Writes an account the instruction names as writable: its data only when the program owns it
   * (or a program it stands in for, `EmulatedProgram.standsInFor`); any account may only gain
   * lamports. Lamports zero closes the account. The instruction's writes must move lamports,
   * not make or destroy them.
   */
  write(address: string, account: RawAccount): void;
  /** A line of the program's log ("Program log: …"). */
  log(message: string): void;
}

/** An instruction's failure, as the runtime reports it: `{Custom: 3010}`, "InvalidArgument", … */
export class InstructionFailure extends Error {
  constructor(
    readonly error: TransactionErrorJson,
    /** The node's words after "Error processing Instruction n: ". */
    message: string,
  ) {
    super(message);
    this.name = 'InstructionFailure';
  }

  static custom(code: number): InstructionFailure {
    return new InstructionFailure({ Custom: code }, `custom program error: 0x${code.toString(16)}`);
  }
}

export interface EmulatedProgram {
  readonly programId: string;
  /** Owners whose accounts the program writes as the program it stands in for would (Metaplex). */
  readonly standsInFor?: readonly string[];
  /** Compute units each instruction is reported to use beside its invocations. */
  readonly unitsPerInstruction: number;
  /** Runs one instruction; throws `InstructionFailure` (logged first) when it fails. */
  execute(invocation: Invocation, context: ProgramContext): void;
}
