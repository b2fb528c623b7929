// Turns a transaction error as the RPC reports it (TransactionError JSON) into words a user can act
// on. Only the common System / Token / Associated Token Account errors get their own wording; the
// Basket program's (its own and the Anchor checks it runs) are named with the program's words.
import { programErrorOf } from '../solana/basketsProgram/programErrors';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID as ATA,
  BASKETS_PROGRAM_ID as BASKETS,
  SYSTEM_PROGRAM_ID as SYSTEM,
  TOKEN_2022_PROGRAM_ID as TOKEN_2022,
  TOKEN_PROGRAM_ID as TOKEN,
} from '../solana/programs';

const SYSTEM_ERRORS: Record<number, string> = {
  0: 'An account this transaction creates already exists.',
  1: 'Not enough SOL in the wallet to pay for this step.',
  2: 'A new account was assigned to an unexpected program.',
  3: 'An account was given an invalid size.',
  4: 'An account seed is too long.',
  5: 'A derived account address does not match its seed.',
};

const TOKEN_ERRORS: Record<number, string> = {
  0: 'A token account would not hold enough SOL to stay rent-exempt.',
  1: 'Insufficient token balance for this amount.',
  2: 'The token account belongs to a different token.',
  3: 'The token accounts are for different tokens.',
  4: 'The token account is owned by someone else.',
  5: 'This token has a fixed supply; no more can be minted.',
  6: 'The token account is already in use.',
  7: 'The transaction carries the wrong number of signers.',
  8: 'The transaction carries the wrong number of required signers.',
  9: 'A token account or mint is not initialized.',
  10: 'This action is not supported for native SOL.',
  11: 'A non-native token account still holds a balance.',
  12: 'The token program got an invalid instruction.',
  13: 'A token account is in an invalid state.',
  14: 'The amount overflows the token’s limits.',
  15: 'The token does not support this authority type.',
  16: 'This mint cannot freeze accounts.',
  17: 'The token account is frozen.',
  18: 'The amount uses the wrong number of decimals for this token.',
  19: 'This action is only supported for native SOL.',
};

const ATA_ERRORS: Record<number, string> = {
  0: 'The associated token account is owned by someone else.',
};

const BUILTIN_ERRORS: Record<string, string> = {
  InsufficientFunds: 'Insufficient funds for this step.',
  InsufficientFundsForFee: 'Not enough SOL in the wallet to pay the network fee.',
  AccountNotFound: 'The fee-paying wallet has no SOL on this cluster yet.',
  BlockhashNotFound: 'The transaction’s blockhash expired before it was processed.',
  AlreadyProcessed: 'This transaction was already processed.',
  ProgramAccountNotFound: 'A program this transaction calls does not exist on this cluster.',
  AccountInUse: 'An account is in use by another transaction; try again.',
  InvalidAccountData: 'An account holds data the program did not expect.',
  AccountAlreadyInitialized: 'An account this transaction initializes already exists.',
  MissingRequiredSignature: 'A required signature is missing.',
  UninitializedAccount: 'An account the transaction uses does not exist yet.',
  InvalidAccountOwner: 'An account is owned by an unexpected program.',
  IncorrectProgramId: 'An account belongs to a different program than expected.',
  ComputationalBudgetExceeded: 'The transaction ran out of compute budget.',
  AccountDataTooSmall: 'An account is too small for its data.',
};

/**
 * The program that raised a custom error inside an instruction: a program the instruction invoked
 * (the Basket program's call to SPL Token, say) fails first, and the node reports its code at the
 * outer instruction, so the first "failed" line of the logs names the program the code is from.
 */
function failingProgram(logs: readonly string[], code: number): string | undefined {
  for (const line of logs) {
    const failed = /^Program (\w+) failed: custom program error: 0x([0-9a-f]+)$/.exec(line);
    if (failed) return Number.parseInt(failed[2] ?? '', 16) === code ? failed[1] : undefined;
  }
  return undefined;
}

/**
 * @param err the `err` of a signature status / transaction meta / simulation (TransactionError).
 * @param programIds the program id of each instruction, by index, when the transaction is known.
 * @param logs the transaction's logs, when known: they name the program a custom code is from.
 */
export function describeTransactionError(
  err: unknown,
  programIds: readonly string[] = [],
  logs: readonly string[] = [],
): string {
  if (typeof err === 'string') {
    return BUILTIN_ERRORS[err] ?? `The transaction failed: ${err}.`;
  }
  if (err && typeof err === 'object') {
    const obj = err as Record<string, unknown>;
    const instructionError = obj.InstructionError;
    if (Array.isArray(instructionError) && instructionError.length === 2) {
      const [index, detail] = instructionError as [number, unknown];
      const where = `instruction ${index + 1}`;
      if (detail && typeof detail === 'object' && 'Custom' in detail) {
        const code = Number((detail as { Custom: unknown }).Custom);
        const program = failingProgram(logs, code) ?? programIds[index];
        const table =
          program === SYSTEM
            ? SYSTEM_ERRORS
            : program === TOKEN || program === TOKEN_2022
              ? TOKEN_ERRORS
              : program === ATA
                ? ATA_ERRORS
                : undefined;
        const words = table?.[code];
        if (words) return words;
        const refusal = program === BASKETS ? programErrorOf(code) : undefined;
        if (refusal) {
          return `The Basket program refused ${where}: ${refusal.message} (${refusal.name}, error ${code}).`;
        }
        return `The program ${program ?? ''} rejected ${where} with error code ${code}.`.replace(
          '  ',
          ' ',
        );
      }
      if (typeof detail === 'string') {
        const words = BUILTIN_ERRORS[detail];
        return words ? `${words} (${where})` : `The transaction failed at ${where}: ${detail}.`;
      }
      return `The transaction failed at ${where}: ${JSON.stringify(detail)}.`;
    }
    if ('InsufficientFundsForRent' in obj) {
      return 'Not enough SOL to keep a new account rent-exempt.';
    }
    const [name] = Object.keys(obj);
    if (name && BUILTIN_ERRORS[name]) return BUILTIN_ERRORS[name];
  }
  return `The transaction failed: ${safeJson(err)}.`;
}

export function safeJson(value: unknown): string {
  try {
    return typeof value === 'string' ? value : JSON.stringify(value);
  } catch {
    return String(value);
  }
}
