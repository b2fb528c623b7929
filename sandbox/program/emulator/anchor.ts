// What Anchor does before and around a baskets-program instruction, as the emulation does it: the
// accounts in the IDL's order, each signer signed and each `mut` account writable, then the
// instruction's own constraints; a failure logged as Anchor logs it ("AnchorError caused by
// account: …") and returned as `{Custom: code}`.
import { PublicKey } from '@solana/web3.js';
import { BASKETS_PROGRAM_ID } from '../../../src/solana/basketsProgram/addresses';
import {
  programError,
  type ProgramErrorName,
} from '../../../src/solana/basketsProgram/programErrors';
import {
  InstructionFailure,
  type AccountView,
  type Invocation,
  type ProgramContext,
} from '../../chain/emulation';
import { programAddress } from '../derive';
import {
  INSTRUCTION_ACCOUNTS,
  type ProgramInstructionName,
} from '../../../src/solana/basketsProgram/instructionAccounts';

/** Logs the error as Anchor does and returns the failure to throw. */
export function anchorError(
  ctx: ProgramContext,
  name: ProgramErrorName,
  account?: string,
): InstructionFailure {
  const e = programError(name);
  const where = account ? `caused by account: ${account}.` : 'occurred.';
  ctx.log(
    `AnchorError ${where} Error Code: ${e.name}. Error Number: ${e.code}. Error Message: ${e.message}.`,
  );
  return InstructionFailure.custom(e.code);
}

/** The instruction's accounts by IDL name, checked as Anchor checks them on the way in. */
export class Accounts<N extends ProgramInstructionName> {
  private readonly byName = new Map<string, AccountView>();
  /** Accounts after the IDL's (oracles). */
  readonly remaining: AccountView[];

  constructor(
    readonly ctx: ProgramContext,
    name: N,
    invocation: Invocation,
  ) {
    const idl = INSTRUCTION_ACCOUNTS[name];
    if (invocation.accounts.length < idl.length) {
      throw anchorError(ctx, 'AccountNotEnoughKeys');
    }
    idl.forEach(([account], i) => this.byName.set(account, invocation.accounts[i]!));
    this.remaining = invocation.accounts.slice(idl.length);
    // Signers are checked as each account is read, `mut` once all are.
    for (const [account, access] of idl) {
      if (access === 'signer' && !this.view(account).isSigner) {
        throw anchorError(ctx, 'AccountNotSigner', account);
      }
    }
    for (const [account, access] of idl) {
      if (access !== 'readonly' && !this.view(account).isWritable) {
        throw anchorError(ctx, 'ConstraintMut', account);
      }
    }
  }

  private view(name: string): AccountView {
    const v = this.byName.get(name);
    if (!v) throw new Error(`no account ${name}`);
    return v;
  }

  address(name: AccountName<N>): string {
    return this.view(name).pubkey;
  }

  key(name: AccountName<N>): PublicKey {
    return new PublicKey(this.address(name));
  }

  /** The account must be `expected` (an address constraint, or `error`). */
  is(
    name: AccountName<N>,
    expected: PublicKey | string,
    error: ProgramErrorName = 'ConstraintAddress',
  ) {
    const want = typeof expected === 'string' ? expected : expected.toBase58();
    if (this.address(name) !== want) throw anchorError(this.ctx, error, name);
  }

  /** The account must be the program's address of `seeds`; returns the bump. */
  seeds(name: AccountName<N>, seeds: readonly Uint8Array[]): number {
    const [pda, bump] = programAddress(seeds, BASKETS_PROGRAM_ID);
    if (this.address(name) !== pda.toBase58()) throw anchorError(this.ctx, 'ConstraintSeeds', name);
    return bump;
  }

  /** The account must be the program `id` (Anchor's `Program<…>`). */
  program(name: AccountName<N>, id: PublicKey | string) {
    this.is(name, id, 'InvalidProgramId');
  }

  /** The account must be the sysvar `id`. */
  sysvar(name: AccountName<N>, id: PublicKey | string) {
    this.is(name, id, 'AccountSysvarMismatch');
  }
}

export type AccountName<N extends ProgramInstructionName> =
  (typeof INSTRUCTION_ACCOUNTS)[N][number][0];
