import { describe, expect, it } from 'vitest';
import {
  BPS_RULES,
  numberFieldMessage,
  readDecimalText,
  readWholeNumberText,
  SECONDS_RULES,
  type NumberReading,
} from './numberText';

const message = (reading: NumberReading) =>
  reading.kind === 'refused' || reading.kind === 'unfinished' ? reading.message : undefined;

describe('readDecimalText (amounts, weights)', () => {
  it('reads plain decimals, surrounding spaces aside', () => {
    expect(readDecimalText('12.5')).toEqual({ kind: 'number', value: 12.5 });
    expect(readDecimalText(' 3 ')).toEqual({ kind: 'number', value: 3 });
    expect(readDecimalText('.25')).toEqual({ kind: 'number', value: 0.25 });
    expect(readDecimalText('12.')).toEqual({ kind: 'number', value: 12 });
    expect(readDecimalText('0')).toEqual({ kind: 'number', value: 0 });
    expect(readDecimalText('')).toEqual({ kind: 'empty' });
    expect(readDecimalText('   ')).toEqual({ kind: 'empty' });
  });

  it('leaves a lone dot unfinished: the person may be typing ".5"', () => {
    expect(readDecimalText('.')).toEqual({
      kind: 'unfinished',
      message: 'Write a number, e.g. 12.5',
    });
  });

  it.each([
    ['-1', "Can't be negative"],
    ['−1', "Can't be negative"],
    ['٣', 'Use the digits 0–9'],
    ['１２', 'Use the digits 0–9'],
    ['+5', 'Leave out the + sign'],
    ['1e3', 'Write the number out: 1000'],
    ['1.5E-7', 'Write the number out: 0.00000015'],
    ['2.50e1', 'Write the number out: 25'],
    ['1e', 'Write the number out in digits, without “e”'],
    ['1e400', 'Write the number out in digits, without “e”'],
    ['1,5', 'Use a dot for decimals: 1.5'],
    ['1,000', 'Leave out the thousands separators: 1000'],
    ['1,000,000.5', 'Leave out the thousands separators: 1000000.5'],
    ['1 000', 'Leave out the spaces: 1000'],
    ['5%', 'Leave out the % sign: 5'],
    ['1.2.3', 'Only one decimal point'],
    ['abc', 'Write a number with the digits 0–9 and a dot, e.g. 12.5'],
    ['12.5 USDC', 'Write a number with the digits 0–9 and a dot, e.g. 12.5'],
    [`1${'0'.repeat(400)}`, 'That number is too large'],
  ])('refuses %s: %s', (text, words) => {
    expect(readDecimalText(text)).toEqual({ kind: 'refused', message: words });
  });

  it('refuses more decimals than the token has, trailing zeros aside', () => {
    const usdc = { decimals: 6, symbol: 'USDC' };
    expect(message(readDecimalText('1.0000001', usdc))).toBe('USDC has at most 6 decimals');
    expect(readDecimalText('1.5000000', usdc)).toEqual({ kind: 'number', value: 1.5 });
    expect(message(readDecimalText('0.5', { decimals: 0, symbol: 'NFT' }))).toBe(
      'NFT has no decimals: enter a whole number',
    );
    expect(message(readDecimalText('0.55', { decimals: 1 }))).toBe(
      'This token has at most 1 decimal',
    );
  });
});

describe('readWholeNumberText (basis points, seconds)', () => {
  it('reads digits', () => {
    expect(readWholeNumberText('50', BPS_RULES)).toEqual({ kind: 'number', value: 50 });
    expect(readWholeNumberText(' 3600 ', SECONDS_RULES)).toEqual({ kind: 'number', value: 3600 });
    expect(readWholeNumberText('', BPS_RULES)).toEqual({ kind: 'empty' });
  });

  it.each([
    ['-1', "Can't be negative"],
    ['٣', 'Use the digits 0–9'],
    ['1e3', 'Write the number out: 1000'],
    ['1,000', 'Leave out the thousands separators: 1000'],
    ['1.5', 'Whole numbers of basis points only: 1.5 is not one (150 bps = 1.5 %)'],
    ['1,5', 'Whole numbers of basis points only: 1,5 is not one (150 bps = 1.5 %)'],
    ['0.125', 'Whole numbers of basis points only: 0.125 is not one (100 bps = 1 %)'],
    ['0.5%', 'Enter basis points, not a percentage: 0.5 % = 50 bps'],
    ['abc', 'Write a whole number with the digits 0–9, e.g. 50'],
  ])('refuses %s in basis points: %s', (text, words) => {
    expect(readWholeNumberText(text, BPS_RULES)).toEqual({ kind: 'refused', message: words });
  });

  it('names seconds in the seconds field', () => {
    expect(message(readWholeNumberText('1.5', SECONDS_RULES))).toBe(
      'Whole seconds only: 1.5 is not one (3600 seconds = 1 hour)',
    );
    expect(message(readWholeNumberText('x', SECONDS_RULES))).toBe(
      'Write a whole number with the digits 0–9, e.g. 3600',
    );
  });
});

describe('numberFieldMessage', () => {
  it('says what is wrong with refused text at once, before any form message', () => {
    expect(numberFieldMessage(readDecimalText('-1'), undefined)).toBe("Can't be negative");
    expect(numberFieldMessage(readDecimalText('-1'), 'Enter an amount')).toBe("Can't be negative");
  });

  it('names unfinished text only once the form refused it', () => {
    expect(numberFieldMessage(readDecimalText('.'), undefined)).toBeUndefined();
    expect(numberFieldMessage(readDecimalText('.'), 'Weight must be a number')).toBe(
      'Write a number, e.g. 12.5',
    );
  });

  it('otherwise shows the form’s message (limits, balance, required)', () => {
    expect(numberFieldMessage(readDecimalText('20'), 'More than your balance')).toBe(
      'More than your balance',
    );
    expect(numberFieldMessage(readDecimalText('20'), undefined)).toBeUndefined();
  });
});
