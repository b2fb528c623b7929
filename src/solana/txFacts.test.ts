import {
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID as T22,
} from '@solana/spl-token';
import { createInitializeInstruction } from '@solana/spl-token-metadata';
import { Keypair, PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import { Buffer } from 'buffer';
import { describe, expect, it } from 'vitest';
import {
  BASKETS_DISCRIMINATORS,
  basketsInstructions,
  decodeBasketsInstruction,
} from './basketsInstructions';
import { inspectTransaction } from './inspect';
import {
  BASKETS_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_METADATA_PROGRAM_ID,
} from './programs';
import { legacyTransaction } from './testing/transactions';
import { sdkBuyTransaction, sdkCreateTransaction, sdkSellTransaction } from './testing/sdkShaped';
import { basketFacts, createFacts, settleCreated, withdrawFacts } from './txFacts';

const user = Keypair.generate().publicKey;
const blockhash = Keypair.generate().publicKey.toBase58();
const legacy = (instructions: TransactionInstruction[]) =>
  legacyTransaction(user, instructions, blockhash);

/** The sandbox's create transaction, shaped as sandbox/service/commands/create.ts builds it. */
function sandboxCreate() {
  const basketAddress = Keypair.generate().publicKey;
  const mint = Keypair.generate().publicKey;
  const tx = legacy([
    SystemProgram.createAccountWithSeed({
      fromPubkey: user,
      newAccountPubkey: basketAddress,
      basePubkey: user,
      seed: 'bk0123',
      lamports: 890_880,
      space: 0,
      programId: SystemProgram.programId,
    }),
    SystemProgram.createAccountWithSeed({
      fromPubkey: user,
      newAccountPubkey: mint,
      basePubkey: user,
      seed: 'mt0123',
      lamports: 3_000_000,
      space: 234,
      programId: T22,
    }),
    createInitializeMint2Instruction(mint, 6, user, null, T22),
    createInitializeInstruction({
      programId: T22,
      metadata: mint,
      updateAuthority: user,
      mint,
      mintAuthority: user,
      name: 'Basket',
      symbol: 'BSKT',
      uri: '',
    }),
  ]);
  return { tx, basket: basketAddress.toBase58(), mint: mint.toBase58() };
}

describe('the Basket program’s instructions', () => {
  it('discriminators are sha256("global:<snake_case name>")[0..8]', async () => {
    for (const [name, hex] of Object.entries(BASKETS_DISCRIMINATORS)) {
      const snake = name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      const digest = new Uint8Array(
        await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`global:${snake}`)),
      );
      expect(hex, name).toBe(Buffer.from(digest.slice(0, 8)).toString('hex'));
    }
  });

  it('reads the accounts of a create by their positions in the IDL', () => {
    const sdk = sdkCreateTransaction(user, blockhash);
    expect(basketsInstructions(sdk.tx)).toEqual([
      {
        name: 'createBasket',
        accounts: { basket: sdk.basket, basketMint: sdk.mint, metadataAccount: sdk.metadata },
      },
    ]);
  });

  it('ignores instructions of other programs and unknown instructions of this one', () => {
    const unknown = legacy([
      {
        programId: new PublicKey(BASKETS_PROGRAM_ID),
        keys: [{ pubkey: user, isSigner: true, isWritable: true }],
        data: Buffer.alloc(8, 0xee),
      },
    ]);
    expect(basketsInstructions(unknown)).toEqual([]);
  });
});

describe('facts of a create', () => {
  it('the real service’s: the basket, mint and metadata by position (nothing is created top-level)', () => {
    const sdk = sdkCreateTransaction(user, blockhash);
    expect(createFacts(sdk.tx)).toEqual({
      basket: sdk.basket,
      basketMint: sdk.mint,
      metadataAccount: sdk.metadata,
    });
  });

  it('the sandbox’s: the account it creates that is not the mint; the mint holds its metadata', () => {
    const sandbox = sandboxCreate();
    expect(createFacts(sandbox.tx)).toEqual({
      basket: sandbox.basket,
      basketMint: sandbox.mint,
      metadataAccount: sandbox.mint,
    });
  });
});

describe('facts of a withdraw', () => {
  it('the real service’s: the sell state at position 3 of sellFund', () => {
    const mint = Keypair.generate().publicKey;
    const sell = sdkSellTransaction(user, Keypair.generate().publicKey, mint, blockhash);
    expect(withdrawFacts(sell.tx)).toEqual({
      withdrawAccount: sell.sellState,
      basketMint: mint.toBase58(),
    });
  });

  it('the sandbox’s: the account it creates, not the token accounts it may open', () => {
    const account = Keypair.generate().publicKey;
    const mint = Keypair.generate().publicKey;
    const tx = legacy([
      createAssociatedTokenAccountIdempotentInstruction(
        user,
        getAssociatedTokenAddressSync(mint, user, true, T22),
        user,
        mint,
        T22,
      ),
      SystemProgram.createAccountWithSeed({
        fromPubkey: user,
        newAccountPubkey: account,
        basePubkey: user,
        seed: 'wd0123',
        lamports: 890_880,
        space: 0,
        programId: SystemProgram.programId,
      }),
    ]);
    expect(withdrawFacts(tx)).toEqual({ withdrawAccount: account.toBase58() });
  });
});

describe('facts of a deposit', () => {
  it('the real service’s buyFund names the basket and its mint', () => {
    const basket = Keypair.generate().publicKey;
    const mint = Keypair.generate().publicKey;
    expect(basketFacts(sdkBuyTransaction(user, basket, mint, blockhash))).toEqual({
      basket: basket.toBase58(),
      basketMint: mint.toBase58(),
    });
  });

  it('a transaction without the program’s instruction names nothing', () => {
    expect(basketFacts(sandboxCreate().tx)).toEqual({});
  });
});

describe('settling with what the confirmed transaction created', () => {
  const a = Keypair.generate().publicKey.toBase58();
  const b = Keypair.generate().publicKey.toBase58();
  const mint = Keypair.generate().publicKey.toBase58();
  const metadata = Keypair.generate().publicKey.toBase58();

  it('keeps the named account when it was indeed created', () => {
    expect(settleCreated(a, [{ address: a, owner: BASKETS_PROGRAM_ID }])).toBe(a);
  });

  it('real: the one created account owned by the Basket program', () => {
    expect(
      settleCreated(undefined, [
        { address: a, owner: BASKETS_PROGRAM_ID },
        { address: mint, owner: TOKEN_2022_PROGRAM_ID },
        { address: metadata, owner: TOKEN_METADATA_PROGRAM_ID },
      ]),
    ).toBe(a);
  });

  it('sandbox: the one plain (System) account created besides the mint', () => {
    expect(
      settleCreated(undefined, [
        { address: b, owner: SYSTEM_PROGRAM_ID },
        { address: mint, owner: TOKEN_2022_PROGRAM_ID },
      ]),
    ).toBe(b);
  });

  it('unclear (two candidates, or none): the response’s answer stands', () => {
    const two = [
      { address: a, owner: SYSTEM_PROGRAM_ID },
      { address: b, owner: SYSTEM_PROGRAM_ID },
    ];
    expect(settleCreated('named', two)).toBe('named');
    expect(settleCreated(undefined, [])).toBeUndefined();
  });
});

describe('what the review lists as new accounts (the program creates them inside its instruction)', () => {
  const user = Keypair.generate().publicKey;
  const blockhash = Keypair.generate().publicKey.toBase58();

  it('a create names the basket, its mint and the mint’s metadata, under the instruction’s name', () => {
    const create = sdkCreateTransaction(user, blockhash);
    const inspection = inspectTransaction(create.tx);
    expect(inspection.createdAccounts).toEqual([create.basket, create.mint, create.metadata]);
    expect(inspection.instructions.map((ix) => ix.name)).toContain('createBasket');
  });

  it('a withdraw names the sell state (the withdraw account), and only it', () => {
    const basket = Keypair.generate().publicKey;
    const mint = Keypair.generate().publicKey;
    const sell = sdkSellTransaction(user, basket, mint, blockhash);
    expect(inspectTransaction(sell.tx).createdAccounts).toEqual([sell.sellState]);
  });

  it('a deposit names its buy state; an unknown Basket program instruction creates nothing', () => {
    const basket = Keypair.generate().publicKey;
    const mint = Keypair.generate().publicKey;
    const buy = sdkBuyTransaction(user, basket, mint, blockhash);
    const created = inspectTransaction(buy).createdAccounts;
    expect(created).toHaveLength(1);
    expect(created[0]).toBe(
      buy.message.staticAccountKeys[
        buy.message.compiledInstructions.at(-1)?.accountKeyIndexes[11] ?? -1
      ]?.toBase58(),
    );
    expect(decodeBasketsInstruction(new Uint8Array(8), [user.toBase58()])).toBeNull();
  });
});
