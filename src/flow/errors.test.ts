import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { SystemProgram } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { BASKETS_PROGRAM_ID as BASKETS } from '../solana/programs';
import { describeTransactionError } from './chainErrors';
import { isWalletRejection } from './walletErrors';

// The program ids as the SPL libraries define them (not copied literals: a typo here once hid
// that Token-2022 and ATA errors were never worded).
const SYSTEM = SystemProgram.programId.toBase58();
const TOKEN = TOKEN_PROGRAM_ID.toBase58();
const TOKEN22 = TOKEN_2022_PROGRAM_ID.toBase58();
const ATA = ASSOCIATED_TOKEN_PROGRAM_ID.toBase58();

describe('describeTransactionError', () => {
  it('maps Token and System custom errors to words', () => {
    expect(
      describeTransactionError({ InstructionError: [1, { Custom: 1 }] }, [SYSTEM, TOKEN]),
    ).toBe('Insufficient token balance for this amount.');
    // A Token-2022 burn of more than the balance (the basket token is a Token-2022 mint).
    expect(describeTransactionError({ InstructionError: [0, { Custom: 1 }] }, [TOKEN22])).toBe(
      'Insufficient token balance for this amount.',
    );
    expect(describeTransactionError({ InstructionError: [1, { Custom: 0 }] }, [SYSTEM, ATA])).toBe(
      'The associated token account is owned by someone else.',
    );
    expect(describeTransactionError({ InstructionError: [0, { Custom: 1 }] }, [SYSTEM])).toBe(
      'Not enough SOL in the wallet to pay for this step.',
    );
    expect(describeTransactionError({ InstructionError: [0, { Custom: 17 }] }, [TOKEN])).toMatch(
      /frozen/,
    );
  });

  it('names the Basket program’s errors, its own and the Anchor checks it runs', () => {
    expect(
      describeTransactionError({ InstructionError: [1, { Custom: 2006 }] }, [SYSTEM, BASKETS]),
    ).toBe(
      'The Basket program refused instruction 2: A seeds constraint was violated (ConstraintSeeds, error 2006).',
    );
    expect(
      describeTransactionError({ InstructionError: [0, { Custom: 6018 }] }, [BASKETS]),
    ).toMatch(/^The Basket program refused instruction 1: .+ \(\w+, error 6018\)\.$/);
    // A code neither defines is still named by number.
    expect(describeTransactionError({ InstructionError: [0, { Custom: 9999 }] }, [BASKETS])).toBe(
      `The program ${BASKETS} rejected instruction 1 with error code 9999.`,
    );
  });

  it('a code from a program the instruction invoked is worded as that program’s (its logs say)', () => {
    const logs = [
      `Program ${BASKETS} invoke [1]`,
      `Program ${TOKEN} invoke [2]`,
      'Program log: Error: insufficient funds',
      `Program ${TOKEN} failed: custom program error: 0x1`,
      `Program ${BASKETS} failed: custom program error: 0x1`,
    ];
    expect(
      describeTransactionError({ InstructionError: [0, { Custom: 1 }] }, [BASKETS], logs),
    ).toBe('Insufficient token balance for this amount.');
    // Without the logs, the instruction's own program is named.
    expect(describeTransactionError({ InstructionError: [0, { Custom: 1 }] }, [BASKETS])).toBe(
      `The program ${BASKETS} rejected instruction 1 with error code 1.`,
    );
  });

  it('names the program and code it does not know', () => {
    expect(describeTransactionError({ InstructionError: [0, { Custom: 6001 }] }, ['Prog111'])).toBe(
      'The program Prog111 rejected instruction 1 with error code 6001.',
    );
  });

  it('words the built-in errors', () => {
    expect(describeTransactionError('InsufficientFundsForFee')).toMatch(/network fee/);
    expect(describeTransactionError('AccountNotFound')).toMatch(/no SOL/);
    expect(describeTransactionError({ InsufficientFundsForRent: { account_index: 2 } })).toMatch(
      /rent-exempt/,
    );
    expect(describeTransactionError({ InstructionError: [2, 'InvalidAccountData'] })).toMatch(
      /instruction 3/,
    );
    expect(describeTransactionError({ Weird: 1 })).toBe('The transaction failed: {"Weird":1}.');
  });
});

describe('isWalletRejection', () => {
  it('recognizes wallet-adapter’s wrapped 4001 and plain rejection words', () => {
    const wrapped = Object.assign(new Error(''), {
      name: 'WalletSignTransactionError',
      error: { code: 4001 },
    });
    expect(isWalletRejection(wrapped)).toBe(true);
    expect(isWalletRejection({ code: 4001 })).toBe(true);
    expect(isWalletRejection(new Error('User rejected the request.'))).toBe(true);
    expect(isWalletRejection(new Error('Transaction cancelled'))).toBe(true);
  });

  it('does not take other wallet errors for a rejection', () => {
    expect(isWalletRejection(new Error('Wallet is locked'))).toBe(false);
    expect(isWalletRejection({ code: -32603, message: 'Internal error' })).toBe(false);
    expect(isWalletRejection(undefined)).toBe(false);
  });
});
