// The API's composition schema: at most 15 distinct tokens whose weights add up to 100.
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { compositionSchema } from './schemas';
import { USDC, WSOL, JUP } from './testing/samples';
import { expectValid, expectInvalid } from './testing/zodAssertions';

describe('compositionSchema', () => {
  // USDC first, then 16 made-up mints.
  const mints = [
    USDC,
    ...Array.from({ length: 16 }, (_, i) => bs58.encode(new Uint8Array(32).fill(i + 1))),
  ];
  const evenly = (n: number) => mints.slice(0, n).map((token) => ({ token, weight: 100 / n }));

  it('accepts 1 entry at 100', () => {
    expectValid(compositionSchema, [{ token: USDC, weight: 100 }]);
  });

  it('accepts 15 entries with USDC (weights 100/15 each, within float tolerance)', () => {
    expect(evenly(15).map((e) => e.token)).toContain(USDC);
    expectValid(compositionSchema, evenly(15));
  });

  it('counts USDC, which every basket holds: 14 other tokens at most', () => {
    const others = mints.filter((m) => m !== USDC);
    const without = (n: number) => others.slice(0, n).map((token) => ({ token, weight: 100 / n }));
    expectValid(compositionSchema, without(14));
    expectInvalid(compositionSchema, without(15), /also holds USDC.*at most 14 other tokens/);
  });

  it('accepts fractional weights that add up to 100', () => {
    expectValid(compositionSchema, [
      { token: USDC, weight: 33.3 },
      { token: WSOL, weight: 33.3 },
      { token: JUP, weight: 33.4 },
    ]);
  });

  it('accepts 0.1 + 0.2 style float sums (tolerance 1e-9)', () => {
    expectValid(compositionSchema, [
      { token: USDC, weight: 0.1 },
      { token: WSOL, weight: 0.2 },
      { token: JUP, weight: 99.7 },
    ]);
  });

  it('refuses 0 entries and 16 entries', () => {
    expectInvalid(compositionSchema, [], /Add at least one token/);
    expectInvalid(compositionSchema, evenly(16), /at most 15 tokens/);
  });

  it('refuses weights that do not add up to 100, saying what they add up to', () => {
    const result = compositionSchema.safeParse([
      { token: USDC, weight: 60 },
      { token: WSOL, weight: 30 },
    ]);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: [],
        message: 'Weights must add up to 100 (they add up to 90)',
      }),
    ]);
    expectInvalid(
      compositionSchema,
      [
        { token: USDC, weight: 50 },
        { token: WSOL, weight: 50.000001 },
      ],
      /add up to 100\.000001/,
    );
  });

  it('refuses a duplicate token, on the duplicate row, even with different whitespace', () => {
    const result = compositionSchema.safeParse([
      { token: USDC, weight: 50 },
      { token: WSOL, weight: 25 },
      { token: ` ${USDC}`, weight: 25 },
    ]);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: [2, 'token'],
        message: 'This token is already in the basket (entry 1)',
      }),
    ]);
  });

  it.each([
    [0, /Weight must be more than 0/],
    [-10, /Weight must be more than 0/],
    [101, /can't be more than 100/],
    [Number.NaN, /./],
    ['50', /Weight must be a number/],
  ])('refuses weight %s at the row', (weight, message) => {
    const result = compositionSchema.safeParse([
      { token: USDC, weight },
      { token: WSOL, weight: 50 },
    ]);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path.join('.') === '0.weight');
    expect(issue?.message).toMatch(message);
  });

  it('reports a bad token and a duplicate together', () => {
    const result = compositionSchema.safeParse([
      { token: 'nope', weight: 50 },
      { token: WSOL, weight: 25 },
      { token: WSOL, weight: 25 },
    ]);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['0.token', '2.token']);
  });

  it('refuses an entry without a token or weight, naming the field', () => {
    const result = compositionSchema.safeParse([{ weight: 100 }]);
    expect(result.error?.issues[0]).toMatchObject({ path: [0, 'token'] });
    const noWeight = compositionSchema.safeParse([{ token: USDC }]);
    expect(noWeight.error?.issues[0]).toMatchObject({
      path: [0, 'weight'],
      message: 'Enter a weight',
    });
  });

  it('refuses a non-list', () => {
    expectInvalid(compositionSchema, { token: USDC, weight: 100 }, /list of tokens/);
    expectInvalid(compositionSchema, undefined, /Add at least one token/);
  });
});
