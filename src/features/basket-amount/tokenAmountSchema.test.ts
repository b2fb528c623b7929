import { describe, expect, it } from 'vitest';
import { tokenAmountSchema } from './tokenAmountSchema';

const usdc = (balance?: bigint) => tokenAmountSchema({ symbol: 'USDC', decimals: 6, balance });
const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('token amount field', () => {
  it('reads whole and decimal amounts as display units for the API', () => {
    expect(usdc(50_000_000n).parse('12.5')).toBe(12.5);
    expect(usdc(50_000_000n).parse(' 3 ')).toBe(3);
    expect(usdc(50_000_000n).parse('.25')).toBe(0.25);
  });

  it('refuses empty and zero with the words of the API schema', () => {
    expect(message(usdc().safeParse(''))).toBe('Enter an amount');
    expect(message(usdc().safeParse('0'))).toBe('Amount must be more than 0');
    expect(message(usdc().safeParse('0.000'))).toBe('Amount must be more than 0');
  });

  it('refuses text that is not a plain decimal, saying what is wrong', () => {
    expect(message(usdc().safeParse('.'))).toBe('Write a number, e.g. 12.5');
    expect(message(usdc().safeParse('1e3'))).toBe('Write the number out: 1000');
    expect(message(usdc().safeParse('-1'))).toBe("Can't be negative");
    expect(message(usdc().safeParse('٣'))).toBe('Use the digits 0–9');
    expect(message(usdc().safeParse('1,5'))).toBe('Use a dot for decimals: 1.5');
  });

  it('refuses more decimal places than the token has', () => {
    expect(message(usdc().safeParse('1.0000001'))).toBe('USDC has at most 6 decimals');
  });

  it('refuses more than a token account holds', () => {
    expect(message(usdc().safeParse('99999999999999999999'))).toMatch(/too large/);
  });

  it('refuses more than the balance and says what the balance is', () => {
    expect(message(usdc(10_000_000n).safeParse('10.000001'))).toBe(
      'More than your balance: you have 10 USDC',
    );
    expect(usdc(10_000_000n).safeParse('10').success).toBe(true);
  });

  it('without decimals only an empty wallet is refused; the API judges the rest', () => {
    const unknown = (balance?: bigint) => tokenAmountSchema({ symbol: 'DEMO', balance });
    expect(unknown().safeParse('1.1234567891').success).toBe(true);
    expect(message(unknown(0n).safeParse('1'))).toBe('More than your balance: you have 0 DEMO');
  });
});
