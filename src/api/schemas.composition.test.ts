// The API's composition schema: at most 15 distinct tokens whose weights add up to 100.
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import type * as Schemas from './schemas';
import { USDC, WSOL, JUP } from './testing/samples';
import { expectValid, expectInvalid } from './testing/zodAssertions';
import { importBeforeTests } from './testing/importBeforeTests';

// Imported once the tests are about to run (importBeforeTests says why).
let s: typeof Schemas;
importBeforeTests(
  () => import('./schemas'),
  (module) => (s = module),
);

/** Each issue as `path: message`; undefined when the value is accepted. */
function problems(value: unknown): string[] | undefined {
  return s.compositionSchema
    .safeParse(value)
    .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('compositionSchema', () => {
  // USDC first, then 16 made-up mints.
  const mints = [
    USDC,
    ...Array.from({ length: 16 }, (_, i) => bs58.encode(new Uint8Array(32).fill(i + 1))),
  ];
  const evenly = (n: number) => mints.slice(0, n).map((token) => ({ token, weight: 100 / n }));

  it('accepts 1 entry at 100', () => {
    expectValid(s.compositionSchema, [{ token: USDC, weight: 100 }]);
  });

  it('accepts 15 entries with USDC (weights 100/15 each, within float tolerance)', () => {
    expect(evenly(15).map((e) => e.token)).toContain(USDC);
    expectValid(s.compositionSchema, evenly(15));
  });

  it('counts USDC, which every basket holds: 14 other tokens at most', () => {
    const others = mints.filter((m) => m !== USDC);
    const without = (n: number) => others.slice(0, n).map((token) => ({ token, weight: 100 / n }));
    expectValid(s.compositionSchema, without(14));
    expect(problems(without(15))).toEqual([
      ': Every basket also holds USDC, which takes one of its 15 slots: choose at most 14 other tokens, or include USDC',
    ]);
  });

  it('knows USDC by its mint address', () => {
    expect(s.USDC_MINT_ADDRESS).toBe('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');
  });

  it('accepts fractional weights that add up to 100', () => {
    expectValid(s.compositionSchema, [
      { token: USDC, weight: 33.3 },
      { token: WSOL, weight: 33.3 },
      { token: JUP, weight: 33.4 },
    ]);
  });

  it('accepts 0.1 + 0.2 style float sums (tolerance 1e-9)', () => {
    expectValid(s.compositionSchema, [
      { token: USDC, weight: 0.1 },
      { token: WSOL, weight: 0.2 },
      { token: JUP, weight: 99.7 },
    ]);
  });

  it('refuses 0 entries and 16 entries, each with its one message', () => {
    // No "weights must add up to 100" for an empty list: there is nothing to add up.
    expect(problems([])).toEqual([': Add at least one token to the basket']);
    expect(problems(evenly(16))).toEqual([': A basket holds at most 15 tokens']);
  });

  it('refuses weights that do not add up to 100, saying what they add up to', () => {
    const result = s.compositionSchema.safeParse([
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
      s.compositionSchema,
      [
        { token: USDC, weight: 50 },
        { token: WSOL, weight: 50.000001 },
      ],
      /add up to 100\.000001/,
    );
  });

  it('refuses a duplicate token, on the duplicate row, even with different whitespace', () => {
    const result = s.compositionSchema.safeParse([
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
    [0, 'Weight must be more than 0'],
    [-10, 'Weight must be more than 0'],
    [101, "Weight can't be more than 100"],
    // zod refuses NaN and ±Infinity as not numbers, before the schema's own finite check.
    [Number.NaN, 'Weight must be a number'],
    [Number.POSITIVE_INFINITY, 'Weight must be a number'],
    ['50', 'Weight must be a number'],
    [undefined, 'Enter a weight'],
  ])('refuses weight %s at the row', (weight, message) => {
    const result = s.compositionSchema.safeParse([
      { token: USDC, weight },
      { token: WSOL, weight: 50 },
    ]);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path.join('.') === '0.weight');
    expect(issue?.message).toBe(message);
  });

  it.each([
    ['a weight that is not finite', Number.POSITIVE_INFINITY, 'Weight must be a number'],
    ['a weight as text', '50', 'Weight must be a number'],
    ['no weight', undefined, 'Enter a weight'],
  ])('does not add up the weights with %s: the row says what is wrong', (_l, weight, message) => {
    // 50 + the row's weight would not be 100 whatever it is: no second, confusing, message.
    expect(
      problems([
        { token: USDC, weight: 50 },
        { token: WSOL, weight },
      ]),
    ).toEqual([`1.weight: ${message}`]);
  });

  it('reports a bad token and a duplicate together', () => {
    const result = s.compositionSchema.safeParse([
      { token: 'nope', weight: 50 },
      { token: WSOL, weight: 25 },
      { token: WSOL, weight: 25 },
    ]);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['0.token', '2.token']);
  });

  it('reports a row of the wrong type and a duplicate together', () => {
    // zod skips a list's own checks once a row has the wrong type, unless told otherwise.
    expect(
      problems([
        { token: USDC, weight: '50' },
        { token: WSOL, weight: 25 },
        { token: WSOL, weight: 25 },
      ]),
    ).toEqual([
      '0.weight: Weight must be a number',
      '2.token: This token is already in the basket (entry 2)',
    ]);
  });

  it('refuses an entry without a token or weight, naming the field', () => {
    const result = s.compositionSchema.safeParse([{ weight: 100 }]);
    expect(result.error?.issues[0]).toMatchObject({ path: [0, 'token'] });
    const noWeight = s.compositionSchema.safeParse([{ token: USDC }]);
    expect(noWeight.error?.issues[0]).toMatchObject({
      path: [0, 'weight'],
      message: 'Enter a weight',
    });
  });

  it('refuses an entry that is not an object, at the row', () => {
    expect(problems([null])).toEqual(['0: Each composition entry needs a token and a weight']);
    expect(problems([{ token: USDC, weight: 50 }, 'JUP', { token: WSOL, weight: 50 }])).toEqual([
      '1: Each composition entry needs a token and a weight',
    ]);
  });

  it('refuses a non-list', () => {
    expect(problems({ token: USDC, weight: 100 })).toEqual([
      ': Composition must be a list of tokens',
    ]);
    expect(problems(undefined)).toEqual([': Add at least one token']);
  });
});
