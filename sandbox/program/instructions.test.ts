// The Basket program instructions the sandbox builds, against the real IDL (baskets-sdk 0.0.45
// basketsIDL.ts, the instructions copied to fixtures/baskets-idl-instructions.json): Anchor 0.29's
// own BorshInstructionCoder encodes the same bytes and decodes ours; every account sits at its IDL
// position with the IDL's signer and writable flags; the parser reads back what was built and
// nothing else.
import { readFileSync } from 'node:fs';
import { BN, BorshInstructionCoder, type Idl } from '@coral-xyz/anchor';
import { Keypair, PublicKey, Transaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { basketsInstructions } from '../../src/solana/basketsInstructions';
import { BASKETS_PROGRAM_ID } from '../../src/solana/basketsProgram/addresses';
import {
  INSTRUCTION_ACCOUNTS,
  type ProgramInstructionName,
} from '../../src/solana/basketsProgram/instructionAccounts';
import {
  encodeInstructionData,
  type InstructionArgs,
} from '../../src/solana/basketsProgram/instructionArgs';
import { basketsInstruction, parseBasketsInstruction } from './instructions';

const idl: Idl = JSON.parse(
  readFileSync(new URL('./fixtures/baskets-idl-instructions.json', import.meta.url), 'utf8'),
);
const coder = new BorshInstructionCoder(idl);

const pad = <T>(values: T[], zero: T): T[] => [
  ...values,
  ...Array.from({ length: 15 - values.length }, () => zero),
];

const metadata = { name: 'Blue chips ✓', symbol: 'BLUE', uri: 'https://example.com/b.json' };

/** One sample per instruction: the sandbox's arguments and the same values as Anchor takes them. */
const SAMPLES: { [N in ProgramInstructionName]: [InstructionArgs[N], Record<string, unknown>] } = {
  createBasket: [
    {
      managerFee: 50,
      hostFee: 10,
      basketType: 2,
      rebalanceInterval: 86_400n,
      rebalanceThreshold: 300,
      rebalanceSlippage: 100,
      lpOffsetThreshold: 7,
      disableRebalance: false,
      disableLp: true,
      composition: [
        { tokenId: 1, weight: 600 },
        { tokenId: 0, weight: 400 },
      ],
      metadata,
    },
    {
      managerFee: 50,
      hostFee: 10,
      basketType: 2,
      rebalanceInterval: new BN(86_400),
      rebalanceThreshold: 300,
      rebalanceSlippage: 100,
      lpOffsetThreshold: 7,
      rebalanceAndLp: [0, 1],
      numOfTokens: 2,
      targetComposition: pad([1, 0], 0),
      targetWeights: pad([600, 400], 0),
      params: metadata,
    },
  ],
  editBasket: [
    {
      managerFee: 40,
      rebalanceInterval: 7_200n,
      rebalanceThreshold: 200,
      rebalanceSlippage: 50,
      lpOffsetThreshold: 0,
      disableRebalance: true,
      disableLp: false,
      composition: [{ tokenId: 6, weight: 1000 }],
    },
    {
      managerFee: 40,
      rebalanceInterval: new BN(7_200),
      rebalanceThreshold: 200,
      rebalanceSlippage: 50,
      lpOffsetThreshold: 0,
      rebalanceAndLp: [1, 0],
      numOfTokens: 1,
      targetComposition: pad([6], 0),
      targetWeights: pad([1000], 0),
    },
  ],
  buyFund: [{ amount: 12_345_678n }, { amount: new BN(12_345_678) }],
  singleTokenDeposit: [
    { tokenId: 3, amount: 2n ** 63n },
    { token: 3, amount: new BN((2n ** 63n).toString()) },
  ],
  sellFund: [
    { amount: 49_250_000n, rebalance: 0n },
    { amount: new BN(49_250_000), rebalance: new BN(0) },
  ],
  instantBurn: [
    { burnAmount: 3_000_000n, tokenId: 1 },
    { burnAmount: new BN(3_000_000), withdrawToken: 1 },
  ],
  claimToken: [{ tokenId: 4n }, { tokenId: new BN(4) }],
  updateFundTokenMintMetadata: [metadata, { params: metadata }],
  createFundTokenMintMetadata: [metadata, { params: metadata }],
  mintFund: [{}, {}],
  updateCurrentWeights: [{}, {}],
  withdrawBeforeRebalance: [
    { tokenFrom: 0, tokenTo: 6, withdrawAmount: 1_250_000n },
    { tokenFrom: 0, tokenTo: 6, withdrawAmount: new BN(1_250_000) },
  ],
  depositAfterRebalance: [{}, {}],
};

const NAMES = Object.keys(INSTRUCTION_ACCOUNTS) as ProgramInstructionName[];

function accountsFor(name: ProgramInstructionName): Record<string, PublicKey> {
  return Object.fromEntries(
    INSTRUCTION_ACCOUNTS[name].map(([account]) => [account, Keypair.generate().publicKey]),
  );
}

/** The instruction with fresh keys for every account (no two roles share a key). */
function build<N extends ProgramInstructionName>(name: N, args: InstructionArgs[N]) {
  const accounts = accountsFor(name);
  // Every IDL account name is a key of `accounts`: the generic mapped type cannot see it.
  return { accounts, ix: basketsInstruction(name, accounts as never, args) };
}

/** Anchor's decoded values, with BN made comparable. */
function plain(value: unknown): unknown {
  if (value instanceof BN) return String(value);
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

describe.each(NAMES)('%s', (name) => {
  const [args, anchorArgs] = SAMPLES[name];

  it('is the bytes Anchor encodes from the IDL, and Anchor decodes it back', () => {
    const ours = encodeInstructionData(name, args as never);
    const anchors = coder.encode(name, anchorArgs);
    expect(Buffer.from(ours).toString('hex')).toBe(anchors.toString('hex'));
    const decoded = coder.decode(Buffer.from(ours));
    expect(decoded?.name).toBe(name);
    expect(plain(decoded?.data)).toEqual(plain(anchorArgs));
  });

  it('names its accounts at their IDL positions with the IDL’s flags', () => {
    const { accounts, ix } = build(name, args as never);
    const idlAccounts = idl.instructions.find((i) => i.name === name)?.accounts ?? [];
    expect(ix.programId.equals(BASKETS_PROGRAM_ID)).toBe(true);
    expect(
      ix.keys.map((k) => ({
        pubkey: k.pubkey.toBase58(),
        isSigner: k.isSigner,
        isWritable: k.isWritable,
      })),
    ).toEqual(
      idlAccounts.map((a) => {
        if (!('isMut' in a)) throw new Error('nested account groups are not used here');
        return {
          pubkey: accounts[a.name]?.toBase58(),
          isSigner: a.isSigner,
          isWritable: a.isMut,
        };
      }),
    );
  });

  it('parses back to its name, accounts and arguments', () => {
    const { accounts, ix } = build(name, args as never);
    const parsed = parseBasketsInstruction(
      ix.programId,
      ix.keys.map((k) => k.pubkey),
      ix.data,
    );
    expect(parsed?.name).toBe(name);
    expect(parsed?.args).toEqual(args);
    const named: Readonly<Record<string, PublicKey>> = parsed?.accounts ?? {};
    for (const [account, key] of Object.entries(accounts)) {
      expect(named[account]?.toBase58()).toBe(key.toBase58());
    }
  });

  it('is not parsed from another program, with trailing bytes, short data or too few accounts', () => {
    const { ix } = build(name, args as never);
    const keys = ix.keys.map((k) => k.pubkey);
    const data = new Uint8Array(ix.data);
    expect(parseBasketsInstruction(Keypair.generate().publicKey, keys, data)).toBeNull();
    expect(parseBasketsInstruction(ix.programId, keys, Uint8Array.of(...data, 0))).toBeNull();
    expect(
      parseBasketsInstruction(ix.programId, keys, data.subarray(0, data.length - 1)),
    ).toBeNull();
    expect(parseBasketsInstruction(ix.programId, keys.slice(0, -1), data)).toBeNull();
  });
});

it('the app reads the accounts it cares about from the sandbox’s instructions', () => {
  const payer = Keypair.generate().publicKey;
  const create = build('createBasket', SAMPLES.createBasket[0]);
  const sell = build('sellFund', SAMPLES.sellFund[0]);
  const tx = new Transaction({
    feePayer: payer,
    blockhash: Keypair.generate().publicKey.toBase58(),
    lastValidBlockHeight: 1,
  }).add(create.ix, sell.ix);
  // Both in one message (larger than a packet, never sent): the reader goes by position alone.
  const read = basketsInstructions({ message: tx.compileMessage() });
  expect(read).toEqual([
    {
      name: 'createBasket',
      accounts: {
        basket: create.accounts.fundState?.toBase58(),
        basketMint: create.accounts.fundToken?.toBase58(),
        metadataAccount: create.accounts.metadataAccount?.toBase58(),
      },
    },
    {
      name: 'sellFund',
      accounts: {
        basket: sell.accounts.fundState?.toBase58(),
        withdrawAccount: sell.accounts.newFundState?.toBase58(),
        basketTokenAccount: sell.accounts.sellerFundTokenAccount?.toBase58(),
        basketMint: sell.accounts.fundToken?.toBase58(),
      },
    },
  ]);
});
