import { describe, expect, it } from 'vitest';
import { decodeInstruction } from './instructions';
import { USDC_MINT } from './tokens';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  BASKETS_PROGRAM_ID,
  COMPUTE_BUDGET_PROGRAM_ID,
  MEMO_PROGRAM_ID,
  MEMO_V1_PROGRAM_ID,
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

/** Instruction data: an index (`width` bytes), then u64 values little-endian, then extra bytes. */
function data(index: number, width: 1 | 4, values: bigint[] = [], tail: number[] = []) {
  const bytes = new Uint8Array(width + values.length * 8 + tail.length);
  const view = new DataView(bytes.buffer);
  if (width === 1) bytes[0] = index;
  else view.setUint32(0, index, true);
  values.forEach((value, i) => view.setBigUint64(width + i * 8, value, true));
  bytes.set(tail, width + values.length * 8);
  return bytes;
}

const MAX_U64 = 2n ** 64n - 1n;
/** An address that is no token the app knows. */
const U = BASKETS_PROGRAM_ID;

describe('decodeInstruction: the figures a reviewer reads', () => {
  it.each([
    ['1 lamport', 1n, '0.000000001 SOL'],
    ['the largest u64', MAX_U64, '18,446,744,073.709551615 SOL'],
    ['nothing', 0n, '0 SOL'],
  ])('System transfer of %s', (_label, lamports, amount) => {
    expect(decodeInstruction(SYSTEM_PROGRAM_ID, data(2, 4, [lamports]), [A, B])).toEqual({
      name: 'transfer',
      details: { amount, from: A, to: B },
    });
  });

  it('System createAccount: funding and space at their offsets', () => {
    expect(
      decodeInstruction(SYSTEM_PROGRAM_ID, data(0, 4, [2_039_280n, 165n], new Array(32).fill(7)), [
        A,
        B,
      ]),
    ).toEqual({
      name: 'createAccount',
      creates: [B],
      details: { account: B, funding: '0.00203928 SOL', space: '165 bytes' },
    });
  });

  it('System createAccountWithSeed: after the base and the seed, or nothing when cut short', () => {
    const seed = new TextEncoder().encode('basket-1');
    const bytes = new Uint8Array(4 + 32 + 8 + seed.length + 16 + 32);
    const view = new DataView(bytes.buffer);
    view.setUint32(0, 3, true);
    view.setBigUint64(36, BigInt(seed.length), true);
    bytes.set(seed, 44);
    view.setBigUint64(44 + seed.length, 3_000_000n, true);
    view.setBigUint64(52 + seed.length, 82n, true);
    expect(decodeInstruction(SYSTEM_PROGRAM_ID, bytes, [A, B])).toEqual({
      name: 'createAccountWithSeed',
      creates: [B],
      details: { account: B, funding: '0.003 SOL', space: '82 bytes' },
    });
    expect(decodeInstruction(SYSTEM_PROGRAM_ID, bytes.subarray(0, 43), [A, B])).toEqual({
      name: 'createAccountWithSeed',
      creates: [B],
      details: { account: B },
    });
    expect(decodeInstruction(SYSTEM_PROGRAM_ID, bytes.subarray(0, 44), [A, B])).toEqual({
      name: 'createAccountWithSeed',
      creates: [B],
      details: { account: B },
    });
  });

  it.each([
    [1, 'assign'],
    [4, 'advanceNonceAccount'],
    [8, 'allocate'],
    [12, 'upgradeNonceAccount'],
  ])('System instruction %d is %s', (index, name) => {
    expect(decodeInstruction(SYSTEM_PROGRAM_ID, data(index, 4, [5n]), [A, B])).toEqual({ name });
  });

  it('System index 13 and data shorter than its index are unnamed', () => {
    expect(decodeInstruction(SYSTEM_PROGRAM_ID, data(13, 4), [A])).toEqual({});
    expect(decodeInstruction(SYSTEM_PROGRAM_ID, Uint8Array.of(2, 0, 0), [A])).toEqual({});
  });

  it.each([
    // name, index, amount, decimals byte, accounts → details
    ['transfer', 3, 1_500_000n, [], [A, USDC_MINT], { amount: '1500000 base units' }],
    ['approve', 4, 7n, [], [A, USDC_MINT], { amount: '7 base units' }],
    ['mintTo', 7, 1_500_000n, [], [USDC_MINT, A], { amount: '1.5 USDC', mint: USDC_MINT }],
    ['burn', 8, 1n, [], [A, USDC_MINT], { amount: '0.000001 USDC', mint: USDC_MINT }],
    [
      'transferChecked',
      12,
      MAX_U64,
      [6],
      [A, USDC_MINT, B],
      { amount: '18,446,744,073,709.551615 USDC', mint: USDC_MINT },
    ],
    ['approveChecked', 13, 25n, [1], [A, B], { amount: '2.5 JUP', mint: B }],
    ['mintToChecked', 14, 25n, [0], [B, A], { amount: '25 JUP', mint: B }],
    ['burnChecked', 15, 123_456_789n, [9], [A, B], { amount: '0.123456789 JUP', mint: B }],
    // a mint the app does not know: base units, or the Checked decimals without a symbol
    ['mintTo', 7, 5n, [], [U, A], { amount: '5 base units', mint: U }],
    ['burnChecked', 15, 25n, [1], [A, U], { amount: '2.5', mint: U }],
    // the decimals byte of a Checked instruction wins over the known mint's
    ['transferChecked', 12, 25n, [1], [A, USDC_MINT], { amount: '2.5 USDC', mint: USDC_MINT }],
  ])('Token %s', (name, index, amount, tail, accounts, details) => {
    const bytes = data(index, 1, [amount], tail);
    expect(decodeInstruction(TOKEN_PROGRAM_ID, bytes, accounts)).toEqual({ name, details });
    expect(decodeInstruction(TOKEN_2022_PROGRAM_ID, bytes, accounts)).toEqual({ name, details });
  });

  it('Token instructions without an amount are only named', () => {
    expect(decodeInstruction(TOKEN_PROGRAM_ID, data(9, 1, [5n]), [A, B])).toEqual({
      name: 'closeAccount',
    });
    expect(decodeInstruction(TOKEN_PROGRAM_ID, data(24, 1), [A])).toEqual({
      name: 'uiAmountToAmount',
    });
    expect(decodeInstruction(TOKEN_PROGRAM_ID, data(3, 1, [], [1, 2, 3, 4, 5, 6, 7]), [A])).toEqual(
      { name: 'transfer' },
    );
    expect(decodeInstruction(TOKEN_PROGRAM_ID, data(7, 1, [5n]), [])).toEqual({
      name: 'mintTo',
      details: { amount: '5 base units' },
    });
  });

  it('Token-2022 metadata instructions by their 8-byte discriminator, not on Token', () => {
    const emit = Uint8Array.of(250, 166, 180, 250, 13, 12, 184, 70);
    expect(decodeInstruction(TOKEN_2022_PROGRAM_ID, emit, [A])).toEqual({
      name: 'emitTokenMetadata',
    });
    expect(decodeInstruction(TOKEN_2022_PROGRAM_ID, Uint8Array.of(...emit, 1, 2), [A])).toEqual({
      name: 'emitTokenMetadata',
    });
    expect(decodeInstruction(TOKEN_PROGRAM_ID, emit, [A])).toEqual({});
    // Seven of its bytes are index 250: no Token-2022 instruction.
    expect(decodeInstruction(TOKEN_2022_PROGRAM_ID, emit.subarray(0, 7), [A])).toEqual({});
    expect(decodeInstruction(TOKEN_2022_PROGRAM_ID, Uint8Array.of(26), [A])).toEqual({
      name: 'transferFeeExtension',
    });
  });

  it('ATA create and createIdempotent: the account, its owner and mint; recoverNested creates none', () => {
    const C = USDC_MINT;
    expect(decodeInstruction(ASSOCIATED_TOKEN_PROGRAM_ID, Uint8Array.of(1), [A, B, A, C])).toEqual({
      name: 'createIdempotent',
      creates: [B],
      details: { account: B, owner: A, mint: C },
    });
    expect(decodeInstruction(ASSOCIATED_TOKEN_PROGRAM_ID, Uint8Array.of(0), [A, B])).toEqual({
      name: 'create',
      creates: [B],
      details: { account: B },
    });
    expect(decodeInstruction(ASSOCIATED_TOKEN_PROGRAM_ID, new Uint8Array(), [A, B, A])).toEqual({
      name: 'create',
      creates: [B],
      details: { account: B, owner: A },
    });
    expect(decodeInstruction(ASSOCIATED_TOKEN_PROGRAM_ID, Uint8Array.of(2), [A, B, A, C])).toEqual({
      name: 'recoverNested',
    });
  });

  it('memos of both memo programs', () => {
    const text = new TextEncoder().encode('basketry ✓');
    expect(decodeInstruction(MEMO_PROGRAM_ID, text, [])).toEqual({
      name: 'memo',
      memo: 'basketry ✓',
    });
    expect(decodeInstruction(MEMO_V1_PROGRAM_ID, new Uint8Array(), [])).toEqual({
      name: 'memo',
      memo: '',
    });
  });

  it.each([
    [[2, 0x40, 0x0d, 0x03, 0], { name: 'setComputeUnitLimit', details: { units: '200000' } }],
    [[2, 255, 255, 255, 255], { name: 'setComputeUnitLimit', details: { units: '4294967295' } }],
    [
      Array.from(data(3, 1, [MAX_U64])),
      {
        name: 'setComputeUnitPrice',
        details: { microLamportsPerUnit: '18446744073709551615' },
      },
    ],
    [[3, 1, 0, 0, 0, 0, 0, 0], { name: 'setComputeUnitPrice' }],
    [[2, 1, 0, 0], { name: 'setComputeUnitLimit' }],
    [[0], { name: 'requestUnits' }],
    [[4, 0, 0, 4, 0], { name: 'setLoadedAccountsDataSizeLimit' }],
    [[5], {}],
    [[], {}],
  ])('Compute Budget %j', (bytes, expected) => {
    expect(decodeInstruction(COMPUTE_BUDGET_PROGRAM_ID, Uint8Array.from(bytes), [])).toEqual(
      expected,
    );
  });

  it('Basket program instructions: named, with the accounts they create', () => {
    const hex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (b) => parseInt(b, 16));
    const accounts = Array.from({ length: 17 }, (_, i) => `account-${i}`);
    const buyFund = Uint8Array.of(...hex('fb329e3eaef8a5c5'), 1, 0, 0, 0, 0, 0, 0, 0);
    expect(decodeInstruction(BASKETS_PROGRAM_ID, buyFund, accounts)).toEqual({
      name: 'buyFund',
      creates: ['account-11'],
    });
    expect(decodeInstruction(BASKETS_PROGRAM_ID, hex('26781720134983b1'), accounts)).toEqual({
      name: 'editBasket',
      creates: [],
    });
    expect(decodeInstruction(BASKETS_PROGRAM_ID, new Uint8Array(8), accounts)).toEqual({});
  });
});
