import { describe, expect, it } from 'vitest';
import { tokenAmountSchema } from './tokenAmountSchema';

const usdc = (balance?: bigint) => tokenAmountSchema({ symbol: 'USDC', decimals: 6, balance });
const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('token amount field', () => {
  it('reads whole and decimal amounts as whole units for the API', () => {
    expect(usdc(50_000_000n).parse('12.5')).toBe(12.5);
    expect(usdc(50_000_000n).parse(' 3 ')).toBe(3);
    expect(usdc(50_000_000n).parse('.25')).toBe(0.25);
  });

  it('refuses empty, zero and non-numbers with the words of the API schema', () => {
    expect(message(usdc().safeParse(''))).toBe('Enter an amount');
    expect(message(usdc().safeParse('0'))).toBe('Amount must be more than 0');
    expect(message(usdc().safeParse('0.000'))).toBe('Amount must be more than 0');
    expect(message(usdc().safeParse('.'))).toMatch(/Amount must be a number/);
    expect(message(usdc().safeParse('1e3'))).toMatch(/Amount must be a number/);
    expect(message(usdc().safeParse('-1'))).toMatch(/Amount must be a number/);
  });

  it('refuses more decimal places than the token has', () => {
    expect(message(usdc().safeParse('1.0000001'))).toMatch(/this token has 6 decimals/);
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
