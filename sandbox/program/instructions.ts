// The Basket program's instructions as the sandbox's transactions carry them: the accounts in their
// IDL positions (src/solana/basketsProgram/instructionAccounts.ts), the data as the IDL shapes it
// (src/solana/basketsProgram/instructionArgs.ts). On the sandbox chain the program is a no-op
// stand-in (../chain/stand-in-programs.ts): the keeper, standing in for it, acts on what these say
// once the transaction has landed (../model/state.ts reads them back with `parseBasketsInstruction`).
import { PublicKey, TransactionInstruction } from '@solana/web3.js';
import { BASKETS_PROGRAM_ID } from '../../src/solana/basketsProgram/addresses';
import {
  INSTRUCTION_ACCOUNTS,
  type AccountsOf,
  type ProgramInstructionName,
} from '../../src/solana/basketsProgram/instructionAccounts';
import {
  encodeInstructionData,
  parseProgramInstruction,
  type InstructionArgs,
  type ParsedInstruction,
} from '../../src/solana/basketsProgram/instructionArgs';

/**
 * An instruction to the Basket program with its accounts in their IDL positions, then `remaining`
 * (read-only: the oracles the SDK appends after mint, redeem, mintFund and updateCurrentWeights).
 */
export function basketsInstruction<N extends ProgramInstructionName>(
  name: N,
  accounts: AccountsOf<N, PublicKey>,
  args: InstructionArgs[N],
  remaining: readonly PublicKey[] = [],
): TransactionInstruction {
  const byName: Readonly<Record<string, PublicKey>> = accounts;
  return new TransactionInstruction({
    programId: BASKETS_PROGRAM_ID,
    keys: [
      ...INSTRUCTION_ACCOUNTS[name].map(([account, access]) => {
        const pubkey = byName[account];
        if (!pubkey) throw new Error(`${name}: no ${account}`);
        return { pubkey, isSigner: access === 'signer', isWritable: access !== 'readonly' };
      }),
      ...remaining.map((pubkey) => ({ pubkey, isSigner: false, isWritable: false })),
    ],
    data: Buffer.from(encodeInstructionData(name, args)),
  });
}

/**
 * The instruction as one of the Basket program's that the sandbox knows, or null (another program,
 * another instruction, or data that is not shaped as the IDL says).
 */
export function parseBasketsInstruction(
  programId: PublicKey,
  accounts: readonly PublicKey[],
  data: Uint8Array,
): ParsedInstruction<PublicKey> | null {
  if (!programId.equals(BASKETS_PROGRAM_ID)) return null;
  return parseProgramInstruction(accounts, data);
}
