// The Basket program's instruction data read back the two ways the app and the sandbox read it:
// as the IDL describes it with its accounts (parseProgramInstruction: nothing short, long or with
// too few accounts), and as the program's dispatcher does (decodeInstructionData: unknown,
// arguments that do not decode, or an instruction with its arguments, trailing bytes ignored).
import { describe, expect, it } from 'vitest';
import { BASKETS_DISCRIMINATORS } from '../basketsInstructions';
import { INSTRUCTION_ACCOUNTS } from './instructionAccounts';
import {
  decodeInstructionData,
  encodeInstructionData,
  parseProgramInstruction,
  TARGET_SLOTS,
  type BasketSettingsArgs,
} from './instructionArgs';

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const accountsOf = (count: number) => Array.from({ length: count }, (_, i) => `account-${i}`);

const EDIT: BasketSettingsArgs = {
  managerFee: 40,
  rebalanceInterval: 7_200n,
  rebalanceThreshold: 200,
  rebalanceSlippage: 50,
  lpOffsetThreshold: 3,
  disableRebalance: true,
  disableLp: false,
  composition: [
    { tokenId: 6, weight: 700 },
    { tokenId: 2, weight: 300 },
  ],
};

describe('encodeInstructionData', () => {
  it('is the discriminator, then the arguments in Borsh', () => {
    expect(hex(encodeInstructionData('buyFund', { amount: 12_345_678n }))).toBe(
      `${BASKETS_DISCRIMINATORS.buyFund}4e61bc0000000000`,
    );
    expect(
      hex(encodeInstructionData('instantBurn', { burnAmount: 2n ** 64n - 1n, tokenId: 7 })),
    ).toBe(`${BASKETS_DISCRIMINATORS.instantBurn}ffffffffffffffff07`);
    expect(hex(encodeInstructionData('mintFund', {}))).toBe(BASKETS_DISCRIMINATORS.mintFund);
  });

  it('writes editBasket’s 15 slots: the count, ids then weights, zeros after the composition', () => {
    const data = encodeInstructionData('editBasket', EDIT);
    const at = 8 + 2 + 8 + 2 * 3 + 2;
    expect(hex(data.subarray(8, at))).toBe('2800201c000000000000c80032000300' + '0100');
    expect(data[at]).toBe(2);
    expect(Array.from(data.subarray(at + 1, at + 1 + TARGET_SLOTS))).toEqual([
      6,
      2,
      ...new Array<number>(13).fill(0),
    ]);
    expect(hex(data.subarray(at + 1 + TARGET_SLOTS))).toBe(`bc0200002c010000${'0'.repeat(104)}`);
    expect(data.length).toBe(at + 1 + TARGET_SLOTS * 5);
  });

  it('refuses an instruction the program does not have', () => {
    expect(() => encodeInstructionData('closeBasket' as 'mintFund', {})).toThrow(
      new Error('no discriminator for closeBasket'),
    );
  });

  it('refuses more than 15 tokens', () => {
    const composition = Array.from({ length: 16 }, (_, i) => ({ tokenId: i, weight: 1 }));
    expect(() => encodeInstructionData('editBasket', { ...EDIT, composition })).toThrow(
      new RangeError('at most 15 tokens'),
    );
    const fifteen = composition.slice(0, 15);
    const data = encodeInstructionData('editBasket', { ...EDIT, composition: fifteen });
    expect(decodeInstructionData(data)).toEqual({
      kind: 'ok',
      name: 'editBasket',
      args: { ...EDIT, composition: fifteen },
    });
  });
});

describe('parseProgramInstruction', () => {
  const sell = encodeInstructionData('sellFund', { amount: 49_250_000n, rebalance: 3n });
  const names = INSTRUCTION_ACCOUNTS.sellFund.map(([name]) => name);

  it('names the accounts at their IDL positions and keeps the ones after them', () => {
    const accounts = accountsOf(names.length + 2);
    expect(parseProgramInstruction(accounts, sell)).toEqual({
      name: 'sellFund',
      accounts: Object.fromEntries(names.map((name, i) => [name, `account-${i}`])),
      args: { amount: 49_250_000n, rebalance: 3n },
      remaining: [`account-${names.length}`, `account-${names.length + 1}`],
    });
    expect(parseProgramInstruction(accountsOf(names.length), sell)?.remaining).toEqual([]);
  });

  it('reads nothing from fewer accounts, short or long data, or another discriminator', () => {
    expect(parseProgramInstruction(accountsOf(names.length - 1), sell)).toBeNull();
    expect(parseProgramInstruction(accountsOf(20), sell.subarray(0, 7))).toBeNull();
    expect(parseProgramInstruction(accountsOf(20), sell.subarray(0, 8))).toBeNull();
    expect(parseProgramInstruction(accountsOf(20), Uint8Array.of(...sell, 0))).toBeNull();
    const other = Uint8Array.from(sell);
    other[7] = other[7]! ^ 1;
    expect(parseProgramInstruction(accountsOf(20), other)).toBeNull();
    expect(parseProgramInstruction([], new Uint8Array(0))).toBeNull();
  });

  it('reads an instruction without arguments from its discriminator alone', () => {
    const data = encodeInstructionData('updateCurrentWeights', {});
    expect(parseProgramInstruction(accountsOf(3), data)).toEqual({
      name: 'updateCurrentWeights',
      accounts: { fundState: 'account-0', tokenList: 'account-1', oracleSol: 'account-2' },
      args: {},
      remaining: [],
    });
  });

  it('reads disableRebalance and disableLp as set only when 1', () => {
    const data = encodeInstructionData('editBasket', EDIT);
    const flags = 8 + 2 + 8 + 6;
    const accounts = accountsOf(4);
    expect(parseProgramInstruction(accounts, data)?.args).toEqual(EDIT);
    const swapped = Uint8Array.from(data);
    swapped[flags] = 0;
    swapped[flags + 1] = 1;
    expect(parseProgramInstruction(accounts, swapped)?.args).toMatchObject({
      disableRebalance: false,
      disableLp: true,
    });
    swapped[flags + 1] = 2;
    expect(parseProgramInstruction(accounts, swapped)?.args).toMatchObject({ disableLp: false });
  });
});

describe('decodeInstructionData', () => {
  it('reads the instruction and its arguments, ignoring bytes after them as Anchor does', () => {
    const data = encodeInstructionData('singleTokenDeposit', { tokenId: 3, amount: 2n ** 63n });
    const expected = {
      kind: 'ok',
      name: 'singleTokenDeposit',
      args: { tokenId: 3, amount: 2n ** 63n },
    };
    expect(decodeInstructionData(data)).toEqual(expected);
    expect(decodeInstructionData(Uint8Array.of(...data, 1, 2, 3))).toEqual(expected);
    expect(
      decodeInstructionData(
        encodeInstructionData('withdrawBeforeRebalance', {
          tokenFrom: 0,
          tokenTo: 6,
          withdrawAmount: 1_250_000n,
        }),
      ),
    ).toEqual({
      kind: 'ok',
      name: 'withdrawBeforeRebalance',
      args: { tokenFrom: 0, tokenTo: 6, withdrawAmount: 1_250_000n },
    });
  });

  it('calls data with no known discriminator unknown, and short arguments bad', () => {
    expect(decodeInstructionData(new Uint8Array(0))).toEqual({ kind: 'unknown' });
    const buy = encodeInstructionData('buyFund', { amount: 5n });
    expect(decodeInstructionData(buy.subarray(0, 7))).toEqual({ kind: 'unknown' });
    expect(decodeInstructionData(new Uint8Array(16))).toEqual({ kind: 'unknown' });
    expect(decodeInstructionData(buy.subarray(0, 15))).toEqual({
      kind: 'bad-args',
      name: 'buyFund',
    });
    const depositAfter = encodeInstructionData('depositAfterRebalance', {});
    expect(decodeInstructionData(depositAfter)).toEqual({
      kind: 'ok',
      name: 'depositAfterRebalance',
      args: {},
    });
  });

  it('refuses a composition count past 15', () => {
    const data = encodeInstructionData('editBasket', EDIT);
    data[8 + 2 + 8 + 6 + 2] = 16;
    expect(decodeInstructionData(data)).toEqual({ kind: 'bad-args', name: 'editBasket' });
    data[8 + 2 + 8 + 6 + 2] = 15;
    const result = decodeInstructionData(data);
    expect(result.kind === 'ok' && result.name === 'editBasket' && result.args.composition).toEqual(
      [
        { tokenId: 6, weight: 700 },
        { tokenId: 2, weight: 300 },
        ...Array.from({ length: 13 }, () => ({ tokenId: 0, weight: 0 })),
      ],
    );
  });
});
