import { describe, expect, it } from 'vitest';
import { describeTransactionError } from './chainErrors';
import { isWalletRejection } from './walletErrors';

const SYSTEM = '11111111111111111111111111111111';
const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const TOKEN22 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PGnBqCXEpPxuJb';

describe('describeTransactionError', () => {
  it('maps Token and System custom errors to words', () => {
    expect(
      describeTransactionError({ InstructionError: [1, { Custom: 1 }] }, [SYSTEM, TOKEN]),
    ).toBe('Insufficient token balance for this amount.');
    expect(describeTransactionError({ InstructionError: [0, { Custom: 1 }] }, [TOKEN22])).toMatch(
      /Insufficient token balance/,
    );
    expect(describeTransactionError({ InstructionError: [0, { Custom: 1 }] }, [SYSTEM])).toBe(
      'Not enough SOL in the wallet to pay for this step.',
    );
    expect(describeTransactionError({ InstructionError: [0, { Custom: 17 }] }, [TOKEN])).toMatch(
      /frozen/,
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
