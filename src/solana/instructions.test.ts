import { describe, expect, it } from 'vitest';
import { decodeInstruction } from './instructions';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  COMPUTE_BUDGET_PROGRAM_ID,
  MEMO_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from './programs';

const A = 'So11111111111111111111111111111111111111112';
const B = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';

describe('decodeInstruction on short or odd data', () => {
  it.each([
    ['System, empty data', SYSTEM_PROGRAM_ID, [], {}],
    [
      'System transfer without its amount',
      SYSTEM_PROGRAM_ID,
      [2, 0, 0, 0],
      { name: 'transfer', details: { from: A, to: B } },
    ],
    ['Token, empty data', TOKEN_PROGRAM_ID, [], {}],
    ['Token transfer without its amount', TOKEN_PROGRAM_ID, [3, 1], { name: 'transfer' }],
    ['Token index 25 (Token-2022 only)', TOKEN_PROGRAM_ID, [25], {}],
    ['Token-2022 index 25', TOKEN_2022_PROGRAM_ID, [25], { name: 'initializeMintCloseAuthority' }],
    ['Token-2022 index 44', TOKEN_2022_PROGRAM_ID, [44], { name: 'pausableExtension' }],
    ['Token-2022 index 200', TOKEN_2022_PROGRAM_ID, [200], {}],
    ['ATA recoverNested', ASSOCIATED_TOKEN_PROGRAM_ID, [2], { name: 'recoverNested' }],
    ['ATA index 9', ASSOCIATED_TOKEN_PROGRAM_ID, [9], {}],
    [
      'Compute Budget heap frame',
      COMPUTE_BUDGET_PROGRAM_ID,
      [1, 0, 0, 1, 0],
      { name: 'requestHeapFrame' },
    ],
    [
      'Compute Budget limit without units',
      COMPUTE_BUDGET_PROGRAM_ID,
      [2],
      { name: 'setComputeUnitLimit' },
    ],
    ['Memo that is not UTF-8', MEMO_PROGRAM_ID, [0xff, 0xfe], { name: 'memo' }],
    ['an unknown program', B, [1, 2, 3], {}],
  ])('%s', (_label, program, bytes, expected) => {
    expect(decodeInstruction(program, Uint8Array.from(bytes), [A, B])).toEqual(expected);
  });

  it('ATA create with missing accounts reports no created account', () => {
    expect(decodeInstruction(ASSOCIATED_TOKEN_PROGRAM_ID, new Uint8Array(), [A])).toEqual({
      name: 'create',
    });
  });

  it('System createAccount whose target is unresolved (empty) creates nothing', () => {
    const data = new Uint8Array(52);
    expect(decodeInstruction(SYSTEM_PROGRAM_ID, data, [A, ''])).toEqual({
      name: 'createAccount',
      details: { funding: '0 SOL', space: '0 bytes' },
    });
  });

  it('reads data at a non-zero byte offset (a view into a larger buffer)', () => {
    const buffer = new Uint8Array([9, 9, 9, 2, 0, 0, 0, 0, 202, 154, 59, 0, 0, 0, 0]);
    expect(decodeInstruction(SYSTEM_PROGRAM_ID, buffer.subarray(3), [A, B])).toEqual({
      name: 'transfer',
      details: { amount: '1 SOL', from: A, to: B },
    });
  });
});
