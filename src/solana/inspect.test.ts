import bs58 from 'bs58';
import { Buffer } from 'buffer';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createAssociatedTokenAccountInstruction,
  createBurnCheckedInstruction,
  createMintToInstruction,
  createTransferCheckedInstruction,
  createTransferInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  createInitializeInstruction,
  createUpdateFieldInstruction,
} from '@solana/spl-token-metadata';
import {
  AddressLookupTableAccount,
  ComputeBudgetProgram,
  Message,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  VersionedTransaction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { decodeTransaction } from './decode';
import { inspectTransaction } from './inspect';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  COMPUTE_BUDGET_PROGRAM_ID,
  MEMO_PROGRAM_ID,
  MEMO_V1_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from './programs';
import { BLOCKHASH, bytesToBase64, keypair, v0Transaction } from './testing/transactions';
import { USDC_MINT } from './tokens';

const payer = keypair(1);
const newAccount = keypair(2);
const recipient = keypair(3);
const USDC = new PublicKey(USDC_MINT);
const TOKEN = new PublicKey(TOKEN_PROGRAM_ID);
const TOKEN_2022 = new PublicKey(TOKEN_2022_PROGRAM_ID);
/** The signers read of a transaction the new account signed and the fee payer did not. */
const NEW_ACCOUNT_SIGNED_ONLY = [
  { address: payer.publicKey.toBase58(), signed: false },
  { address: newAccount.publicKey.toBase58(), signed: true },
];

/** Base58 text of instruction data, as a legacy Message takes it. */
function bs58Of(data: Uint8Array): string {
  return bs58.encode(data);
}

function memo(programId: string, text: string, signer?: PublicKey) {
  return new TransactionInstruction({
    programId: new PublicKey(programId),
    keys: signer ? [{ pubkey: signer, isSigner: true, isWritable: false }] : [],
    data: Buffer.from(new TextEncoder().encode(text)),
  });
}

/** Serialize → base64 → decode: the same path API answers take. */
function roundTrip(tx: Transaction | VersionedTransaction): VersionedTransaction {
  const bytes =
    tx instanceof Transaction
      ? tx.serialize({ requireAllSignatures: false, verifySignatures: false })
      : tx.serialize();
  return decodeTransaction(bytesToBase64(bytes));
}

function legacyCreateBasketLike() {
  const payerAta = getAssociatedTokenAddressSync(USDC, payer.publicKey);
  const recipientAta = getAssociatedTokenAddressSync(USDC, recipient.publicKey);
  return new Transaction({ feePayer: payer.publicKey, recentBlockhash: BLOCKHASH }).add(
    ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 }),
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 5_000 }),
    SystemProgram.createAccount({
      fromPubkey: payer.publicKey,
      newAccountPubkey: newAccount.publicKey,
      lamports: 2_039_280,
      space: 165,
      programId: TOKEN,
    }),
    createAssociatedTokenAccountIdempotentInstruction(
      payer.publicKey,
      recipientAta,
      recipient.publicKey,
      USDC,
    ),
    createTransferCheckedInstruction(payerAta, USDC, recipientAta, payer.publicKey, 1_500_000n, 6),
    memo(MEMO_PROGRAM_ID, 'basketry: deposit 1.5 USDC', payer.publicKey),
    memo(MEMO_V1_PROGRAM_ID, 'v1 memo ✓'),
  );
}

describe('inspectTransaction: legacy', () => {
  it('reads fee payer, blockhash, programs with friendly names, and created accounts', () => {
    const tx = roundTrip(legacyCreateBasketLike());
    const info = inspectTransaction(tx);
    const recipientAta = getAssociatedTokenAddressSync(USDC, recipient.publicKey).toBase58();
    expect(info.version).toBe('legacy');
    expect(info.feePayer).toBe(payer.publicKey.toBase58());
    expect(info.recentBlockhash).toBe(BLOCKHASH);
    expect(info.programs).toEqual([
      { id: COMPUTE_BUDGET_PROGRAM_ID, name: 'Compute Budget' },
      { id: SYSTEM_PROGRAM_ID, name: 'System' },
      { id: ASSOCIATED_TOKEN_PROGRAM_ID, name: 'Associated Token Account' },
      { id: TOKEN_PROGRAM_ID, name: 'Token' },
      { id: MEMO_PROGRAM_ID, name: 'Memo' },
      { id: MEMO_V1_PROGRAM_ID, name: 'Memo (v1)' },
    ]);
    expect(info.createdAccounts).toEqual([newAccount.publicKey.toBase58(), recipientAta]);
    expect(info.memos).toEqual(['basketry: deposit 1.5 USDC', 'v1 memo ✓']);
    expect(info.unresolvedLookupAccounts).toBe(0);
  });

  it('names each instruction and gives its key facts', () => {
    const info = inspectTransaction(roundTrip(legacyCreateBasketLike()));
    expect(info.instructions.map((ix) => [ix.programName, ix.name])).toEqual([
      ['Compute Budget', 'setComputeUnitLimit'],
      ['Compute Budget', 'setComputeUnitPrice'],
      ['System', 'createAccount'],
      ['Associated Token Account', 'createIdempotent'],
      ['Token', 'transferChecked'],
      ['Memo', 'memo'],
      ['Memo (v1)', 'memo'],
    ]);
    const [limit, price, create, ata, transfer, memoIx] = info.instructions;
    expect(limit!.details).toEqual({ units: '200000' });
    expect(price!.details).toEqual({ microLamportsPerUnit: '5000' });
    expect(create!.details).toEqual({
      account: newAccount.publicKey.toBase58(),
      funding: '0.00203928 SOL',
      space: '165 bytes',
    });
    expect(create!.accounts).toEqual([payer.publicKey.toBase58(), newAccount.publicKey.toBase58()]);
    expect(ata!.details).toMatchObject({
      owner: recipient.publicKey.toBase58(),
      mint: USDC_MINT,
    });
    expect(transfer!.details).toEqual({ amount: '1.5 USDC', mint: USDC_MINT });
    expect(memoIx!.memo).toBe('basketry: deposit 1.5 USDC');
  });

  it('lists required signers and which have signed (partially signed)', () => {
    const legacy = legacyCreateBasketLike();
    // The new account must sign createAccount; the service may sign it, leaving the payer.
    legacy.partialSign(newAccount);
    const info = inspectTransaction(roundTrip(legacy));
    expect(info.signers).toEqual(NEW_ACCOUNT_SIGNED_ONLY);
    expect(info.missingSigners).toEqual([payer.publicKey.toBase58()]);
  });

  it('fully signed: no missing signer', () => {
    const legacy = legacyCreateBasketLike();
    legacy.sign(payer, newAccount);
    const info = inspectTransaction(roundTrip(legacy));
    expect(info.signers.every((s) => s.signed)).toBe(true);
    expect(info.missingSigners).toEqual([]);
  });

  it('unsigned: every signer missing, fee payer first', () => {
    const info = inspectTransaction(roundTrip(legacyCreateBasketLike()));
    expect(info.missingSigners).toEqual([
      payer.publicKey.toBase58(),
      newAccount.publicKey.toBase58(),
    ]);
  });

  it('reads System transfer and createAccountWithSeed', async () => {
    const seeded = await PublicKey.createWithSeed(payer.publicKey, 'basket-1', TOKEN_2022);
    const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: BLOCKHASH }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: recipient.publicKey,
        lamports: 1_500_000_000,
      }),
      SystemProgram.createAccountWithSeed({
        fromPubkey: payer.publicKey,
        newAccountPubkey: seeded,
        basePubkey: payer.publicKey,
        seed: 'basket-1',
        lamports: 3_000_000,
        space: 82,
        programId: TOKEN_2022,
      }),
    );
    const info = inspectTransaction(roundTrip(tx));
    expect(info.instructions[0]).toMatchObject({
      name: 'transfer',
      details: {
        amount: '1.5 SOL',
        from: payer.publicKey.toBase58(),
        to: recipient.publicKey.toBase58(),
      },
    });
    expect(info.instructions[1]).toMatchObject({
      name: 'createAccountWithSeed',
      details: { account: seeded.toBase58(), funding: '0.003 SOL', space: '82 bytes' },
    });
    expect(info.createdAccounts).toEqual([seeded.toBase58()]);
  });

  it('reads Token-2022 mint, burn, plain transfer and token-metadata instructions', () => {
    const mint = keypair(9).publicKey;
    const ata = getAssociatedTokenAddressSync(mint, payer.publicKey, false, TOKEN_2022);
    const usdcAta = getAssociatedTokenAddressSync(USDC, payer.publicKey);
    const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: BLOCKHASH }).add(
      createAssociatedTokenAccountInstruction(
        payer.publicKey,
        ata,
        payer.publicKey,
        mint,
        TOKEN_2022,
      ),
      createMintToInstruction(mint, ata, payer.publicKey, 42n, [], TOKEN_2022),
      createBurnCheckedInstruction(ata, mint, payer.publicKey, 2_500n, 3, [], TOKEN_2022),
      createTransferInstruction(usdcAta, ata, payer.publicKey, 7n),
      createMintToInstruction(USDC, usdcAta, payer.publicKey, 250_000n),
      createInitializeInstruction({
        programId: TOKEN_2022,
        metadata: mint,
        updateAuthority: payer.publicKey,
        mint,
        mintAuthority: payer.publicKey,
        name: 'Blue chips',
        symbol: 'BSKT',
        uri: '',
      }),
      createUpdateFieldInstruction({
        programId: TOKEN_2022,
        metadata: mint,
        updateAuthority: payer.publicKey,
        field: 'uri',
        value: 'https://example.com/b.json',
      }),
    );
    const info = inspectTransaction(roundTrip(tx));
    expect(info.instructions.map((ix) => [ix.programName, ix.name, ix.details?.amount])).toEqual([
      ['Associated Token Account', 'create', undefined],
      ['Token-2022', 'mintTo', '42 base units'],
      ['Token-2022', 'burnChecked', '2.5'],
      ['Token', 'transfer', '7 base units'],
      ['Token', 'mintTo', '0.25 USDC'],
      ['Token-2022', 'initializeTokenMetadata', undefined],
      ['Token-2022', 'updateTokenMetadataField', undefined],
    ]);
    expect(info.createdAccounts).toEqual([ata.toBase58()]);
  });

  it('leaves unknown programs and instructions unnamed', () => {
    const unknown = keypair(20).publicKey;
    const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: BLOCKHASH }).add(
      new TransactionInstruction({
        programId: unknown,
        keys: [{ pubkey: recipient.publicKey, isSigner: false, isWritable: true }],
        data: Buffer.from([1, 2, 3]),
      }),
      new TransactionInstruction({
        programId: new PublicKey(SYSTEM_PROGRAM_ID),
        keys: [],
        data: Buffer.from([99, 0, 0, 0]),
      }),
    );
    const info = inspectTransaction(roundTrip(tx));
    expect(info.programs[0]).toEqual({ id: unknown.toBase58(), name: 'Unknown program' });
    expect(info.instructions[0]).toMatchObject({
      programName: 'Unknown program',
      accounts: [recipient.publicKey.toBase58()],
      dataLength: 3,
    });
    expect(info.instructions[0]!.name).toBeUndefined();
    expect(info.instructions[1]!.name).toBeUndefined();
    expect(info.createdAccounts).toEqual([]);
  });
});

describe('inspectTransaction: v0', () => {
  const tableKey = keypair(30).publicKey;
  const mint = keypair(31).publicKey;
  const owner = recipient.publicKey;
  const ata = getAssociatedTokenAddressSync(mint, owner);
  const table = new AddressLookupTableAccount({
    key: tableKey,
    state: {
      deactivationSlot: 2n ** 64n - 1n,
      lastExtendedSlot: 0,
      lastExtendedSlotStartIndex: 0,
      addresses: [mint, ata, owner],
    },
  });

  function v0WithLookups() {
    return v0Transaction(
      payer.publicKey,
      [
        ComputeBudgetProgram.setComputeUnitLimit({ units: 100_000 }),
        createAssociatedTokenAccountIdempotentInstruction(payer.publicKey, ata, owner, mint),
        memo(MEMO_PROGRAM_ID, 'v0 memo', payer.publicKey),
      ],
      [table],
    );
  }

  it('compiles lookups (precondition of the tests below)', () => {
    expect(v0WithLookups().message.addressTableLookups).toHaveLength(1);
  });

  it('marks lookup-table accounts as unresolved without the tables', () => {
    const info = inspectTransaction(roundTrip(v0WithLookups()));
    expect(info.version).toBe(0);
    expect(info.feePayer).toBe(payer.publicKey.toBase58());
    expect(info.recentBlockhash).toBe(BLOCKHASH);
    expect(info.programs.map((p) => p.name)).toEqual([
      'Compute Budget',
      'Associated Token Account',
      'Memo',
    ]);
    expect(info.unresolvedLookupAccounts).toBe(3);
    // Writable lookups first (the ATA), then read-only ones in compile order (owner, mint).
    const table = tableKey.toBase58();
    expect(info.accounts.filter((a) => a.lookup)).toEqual([
      expect.objectContaining({ address: null, writable: true, lookup: { table, index: 1 } }),
      expect.objectContaining({ address: null, writable: false, lookup: { table, index: 2 } }),
      expect.objectContaining({ address: null, writable: false, lookup: { table, index: 0 } }),
    ]);
    const ataIx = info.instructions[1]!;
    expect(ataIx.name).toBe('createIdempotent');
    expect(ataIx.accounts[0]).toBe(payer.publicKey.toBase58());
    expect(ataIx.accounts[1]).toBe(`(unresolved: lookup table ${tableKey.toBase58()} #1)`);
    // An unresolved account is never reported as a created address.
    expect(info.createdAccounts).toEqual([]);
    expect(info.memos).toEqual(['v0 memo']);
  });

  it('resolves lookup accounts when the tables are supplied', () => {
    const info = inspectTransaction(roundTrip(v0WithLookups()), { lookupTables: [table] });
    expect(info.unresolvedLookupAccounts).toBe(0);
    expect(info.createdAccounts).toEqual([ata.toBase58()]);
    expect(info.instructions[1]!.accounts.slice(0, 4)).toEqual([
      payer.publicKey.toBase58(),
      ata.toBase58(),
      owner.toBase58(),
      mint.toBase58(),
    ]);
  });

  it('reports signatures of a signed v0 transaction', () => {
    const tx = v0WithLookups();
    expect(inspectTransaction(roundTrip(tx)).signers).toEqual([
      { address: payer.publicKey.toBase58(), signed: false },
    ]);
    tx.sign([payer]);
    const info = inspectTransaction(roundTrip(tx));
    expect(info.signers).toEqual([{ address: payer.publicKey.toBase58(), signed: true }]);
    expect(info.missingSigners).toEqual([]);
  });

  it('partially signed v0: a second signer signed, the fee payer did not', () => {
    const tx = v0Transaction(payer.publicKey, [
      SystemProgram.createAccount({
        fromPubkey: payer.publicKey,
        newAccountPubkey: newAccount.publicKey,
        lamports: 1_000_000,
        space: 0,
        programId: new PublicKey(SYSTEM_PROGRAM_ID),
      }),
    ]);
    tx.sign([newAccount]);
    const info = inspectTransaction(roundTrip(tx));
    expect(info.signers).toEqual(NEW_ACCOUNT_SIGNED_ONLY);
    expect(info.missingSigners).toEqual([payer.publicKey.toBase58()]);
    expect(info.createdAccounts).toEqual([newAccount.publicKey.toBase58()]);
  });
});

describe('inspectTransaction: every account and instruction field', () => {
  it('lists each account of the message with its index, signer and writable flags', () => {
    const info = inspectTransaction(roundTrip(legacyCreateBasketLike()));
    const payerAta = getAssociatedTokenAddressSync(USDC, payer.publicKey).toBase58();
    const recipientAta = getAssociatedTokenAddressSync(USDC, recipient.publicKey).toBase58();
    const flags = info.accounts.map((a) => [a.index, a.address, a.signer, a.writable]);
    expect(flags.slice(0, 2)).toEqual([
      [0, payer.publicKey.toBase58(), true, true],
      [1, newAccount.publicKey.toBase58(), true, true],
    ]);
    expect(flags).toContainEqual([expect.any(Number), payerAta, false, true]);
    expect(flags).toContainEqual([expect.any(Number), recipientAta, false, true]);
    expect(flags).toContainEqual([expect.any(Number), USDC_MINT, false, false]);
    expect(flags).toContainEqual([expect.any(Number), TOKEN_PROGRAM_ID, false, false]);
    expect(info.accounts.map((a) => a.index)).toEqual(info.accounts.map((_, i) => i));
    expect(info.accounts.every((a) => a.lookup === undefined)).toBe(true);
  });

  it('gives each instruction exactly its fields, no empty ones', () => {
    const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: BLOCKHASH }).add(
      memo(MEMO_PROGRAM_ID, 'hi ✓', payer.publicKey),
      new TransactionInstruction({
        programId: keypair(21).publicKey,
        keys: [{ pubkey: recipient.publicKey, isSigner: false, isWritable: false }],
        data: Buffer.from([1, 2]),
      }),
    );
    const info = inspectTransaction(roundTrip(tx));
    expect(info.instructions).toEqual([
      {
        program: MEMO_PROGRAM_ID,
        programName: 'Memo',
        name: 'memo',
        accounts: [payer.publicKey.toBase58()],
        accountRefs: [
          { index: 0, address: payer.publicKey.toBase58(), signer: true, writable: true },
        ],
        memo: 'hi ✓',
        dataLength: 6,
      },
      {
        program: keypair(21).publicKey.toBase58(),
        programName: 'Unknown program',
        accounts: [recipient.publicKey.toBase58()],
        accountRefs: [
          { index: 2, address: recipient.publicKey.toBase58(), signer: false, writable: false },
        ],
        dataLength: 2,
      },
    ]);
    expect(info.programs).toEqual([
      { id: MEMO_PROGRAM_ID, name: 'Memo' },
      { id: keypair(21).publicKey.toBase58(), name: 'Unknown program' },
    ]);
    expect(info.memos).toEqual(['hi ✓']);
    expect(info.createdAccounts).toEqual([]);
  });

  it('lists an account created twice once', () => {
    const ata = getAssociatedTokenAddressSync(USDC, recipient.publicKey);
    const create = () =>
      createAssociatedTokenAccountIdempotentInstruction(
        payer.publicKey,
        ata,
        recipient.publicKey,
        USDC,
      );
    const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: BLOCKHASH }).add(
      create(),
      create(),
    );
    const info = inspectTransaction(roundTrip(tx));
    expect(info.instructions.map((ix) => ix.name)).toEqual([
      'createIdempotent',
      'createIdempotent',
    ]);
    expect(info.createdAccounts).toEqual([ata.toBase58()]);
    expect(info.programs).toEqual([
      { id: ASSOCIATED_TOKEN_PROGRAM_ID, name: 'Associated Token Account' },
    ]);
  });

  it('names an account or a program index past the message as unknown, never as an address', () => {
    const transfer = SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: recipient.publicKey,
      lamports: 5,
    });
    const message = new Message({
      header: {
        numRequiredSignatures: 1,
        numReadonlySignedAccounts: 0,
        numReadonlyUnsignedAccounts: 1,
      },
      accountKeys: [payer.publicKey, SystemProgram.programId],
      recentBlockhash: BLOCKHASH,
      instructions: [
        { programIdIndex: 1, accounts: [0, 5], data: bs58Of(transfer.data) },
        { programIdIndex: 9, accounts: [], data: '' },
      ],
    });
    const info = inspectTransaction(new VersionedTransaction(message));
    const [first, second] = info.instructions;
    expect(first).toEqual({
      program: SYSTEM_PROGRAM_ID,
      programName: 'System',
      name: 'transfer',
      accounts: [payer.publicKey.toBase58(), '(unknown account)'],
      accountRefs: [
        { index: 0, address: payer.publicKey.toBase58(), signer: true, writable: true },
        { index: 5, address: null, signer: false, writable: false },
      ],
      details: { amount: '0.000000005 SOL', from: payer.publicKey.toBase58() },
      dataLength: 12,
    });
    expect(second).toEqual({
      program: '(unknown program)',
      programName: 'Unknown program',
      accounts: [],
      accountRefs: [],
      dataLength: 0,
    });
    expect(info.unresolvedLookupAccounts).toBe(0);
    expect(info.signers).toEqual([{ address: payer.publicKey.toBase58(), signed: false }]);
  });

  it('refuses a message version it does not know', () => {
    const tx = { message: { version: 1 }, signatures: [] } as unknown as VersionedTransaction;
    expect(() => inspectTransaction(tx)).toThrow(new Error('Unsupported transaction version 1'));
  });
});

describe('inspectTransaction: lookup tables that do not hold every index', () => {
  it('resolves what the table holds and marks the rest unresolved, by table and index', () => {
    const tableKey = keypair(40).publicKey;
    const mint = keypair(41).publicKey;
    const ata = getAssociatedTokenAddressSync(mint, recipient.publicKey);
    const full = new AddressLookupTableAccount({
      key: tableKey,
      state: {
        deactivationSlot: 2n ** 64n - 1n,
        lastExtendedSlot: 0,
        lastExtendedSlotStartIndex: 0,
        addresses: [mint, recipient.publicKey, ata],
      },
    });
    const tx = v0Transaction(
      payer.publicKey,
      [
        createAssociatedTokenAccountIdempotentInstruction(
          payer.publicKey,
          ata,
          recipient.publicKey,
          mint,
        ),
      ],
      [full],
    );
    // The table as fetched holds its first two addresses only: index 2 (the ATA) is missing.
    const short = new AddressLookupTableAccount({
      key: tableKey,
      state: { ...full.state, addresses: [mint, recipient.publicKey] },
    });
    const info = inspectTransaction(roundTrip(tx), { lookupTables: [short] });
    const table = tableKey.toBase58();
    const staticCount = info.accounts.filter((a) => !a.lookup).length;
    expect(info.accounts.filter((a) => a.lookup)).toEqual([
      {
        index: staticCount,
        address: null,
        signer: false,
        writable: true,
        lookup: { table, index: 2 },
      },
      {
        index: staticCount + 1,
        address: recipient.publicKey.toBase58(),
        signer: false,
        writable: false,
        lookup: { table, index: 1 },
      },
      {
        index: staticCount + 2,
        address: mint.toBase58(),
        signer: false,
        writable: false,
        lookup: { table, index: 0 },
      },
    ]);
    expect(info.unresolvedLookupAccounts).toBe(1);
    expect(info.instructions[0]!.accounts.slice(0, 4)).toEqual([
      payer.publicKey.toBase58(),
      `(unresolved: lookup table ${table} #2)`,
      recipient.publicKey.toBase58(),
      mint.toBase58(),
    ]);
    expect(info.createdAccounts).toEqual([]);
    // Another table's addresses resolve nothing.
    const other = new AddressLookupTableAccount({ key: keypair(42).publicKey, state: full.state });
    expect(
      inspectTransaction(roundTrip(tx), { lookupTables: [other] }).unresolvedLookupAccounts,
    ).toBe(3);
  });
});
