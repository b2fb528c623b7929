// The test wallet's Phantom-like mode: the transform itself, without a chain (compute-budget
// instructions first, Lighthouse last, what it leaves alone and why), and the mode in use, with
// the priority fee paid on the sandbox's chain.
import {
  AddressLookupTableAccount,
  ComputeBudgetProgram,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import {
  applyPhantomLike,
  LIGHTHOUSE_PROGRAM_ID,
  LIGHTHOUSE_STAND_IN_DATA,
  PHANTOM_LIKE_DEFAULTS,
  phantomLikeOptions,
} from './fixtures/test-wallet';
import { expect, sentSignatures, signedOutputs, test } from './fixtures/wallet-session';
import { BLOCKHASH, expectPriorityFeeAt, instructionsOf, shape, transfer, transferFrom } from './support/wallet-transactions';

test.describe('Phantom-like transform, without a chain', () => {
  const payer = Keypair.generate();

  function legacy(instructions: TransactionInstruction[], recentBlockhash = BLOCKHASH) {
    return new Transaction({ feePayer: payer.publicKey, recentBlockhash }).add(...instructions).serialize({ requireAllSignatures: false });
  }

  /** A memo-like instruction carrying `size` bytes: pads a transaction towards the packet limit. */
  function padding(size: number): TransactionInstruction {
    return new TransactionInstruction({
      programId: new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
      keys: [],
      data: Buffer.alloc(size, 1),
    });
  }

  /** A legacy transfer padded to exactly `total` bytes. */
  function legacyOfSize(total: number): Uint8Array {
    const probe = legacy([transfer(payer.publicKey), padding(200)]);
    const bytes = legacy([transfer(payer.publicKey), padding(200 + total - probe.length)]);
    expect(bytes.length).toBe(total);
    return bytes;
  }

  test('puts limit then price first and keeps every other instruction and account index', () => {
    const options = phantomLikeOptions({ computeUnits: 300_000, microLamports: 5 });
    for (const version of ['legacy', 0] as const) {
      const given =
        version === 'legacy'
          ? legacy([transfer(payer.publicKey), transfer(payer.publicKey)])
          : new VersionedTransaction(
              new TransactionMessage({
                payerKey: payer.publicKey,
                recentBlockhash: BLOCKHASH,
                instructions: [transfer(payer.publicKey), transfer(payer.publicKey)],
              }).compileToV0Message(),
            ).serialize();
      const before = VersionedTransaction.deserialize(given).message;
      const { transaction, outcome } = applyPhantomLike(given, options);
      const after = VersionedTransaction.deserialize(transaction).message;

      expect(after.version).toBe(before.version);
      expect(outcome).toEqual({
        changed: true,
        added: [
          { kind: 'setComputeUnitLimit', index: 0, units: 300_000 },
          { kind: 'setComputeUnitPrice', index: 1, microLamports: 5 },
        ],
        priorityFeeLamports: 2, // 300,000 × 5 / 1,000,000 = 1.5, rounded up as the runtime does
      });
      const instructions = instructionsOf(after);
      expectPriorityFeeAt(instructions, 0, options);
      expect(instructions.slice(2).map(shape)).toEqual(instructionsOf(before).map(shape));
      // The program id is appended as a read-only unsigned key: no existing index moves.
      expect(after.staticAccountKeys.slice(0, -1)).toEqual(before.staticAccountKeys);
      expect(after.header.numReadonlyUnsignedAccounts).toBe(before.header.numReadonlyUnsignedAccounts + 1);
      expect(after.recentBlockhash).toBe(before.recentBlockhash);
    }
  });

  test('leaves alone a transaction that is signed, has a compute-budget instruction or has no room', () => {
    const coSigner = Keypair.generate();
    const signed = new Transaction({ feePayer: payer.publicKey, recentBlockhash: BLOCKHASH }).add(
      transfer(payer.publicKey),
      transfer(coSigner.publicKey),
    );
    signed.partialSign(coSigner);
    const cases = [
      { given: signed.serialize({ requireAllSignatures: false }), reason: 'already-signed' },
      {
        given: legacy([ComputeBudgetProgram.setComputeUnitLimit({ units: 50_000 }), transfer(payer.publicKey)]),
        reason: 'has-compute-budget',
      },
      { given: legacyOfSize(1_200), reason: 'no-room' },
    ] as const;
    for (const { given, reason } of cases) {
      const { transaction, outcome } = applyPhantomLike(given, PHANTOM_LIKE_DEFAULTS);
      expect(outcome).toEqual({ changed: false, reason });
      expect(Buffer.from(transaction)).toEqual(Buffer.from(given));
    }
  });

  test('keeps AdvanceNonceAccount first and puts the Lighthouse instruction last', () => {
    const nonceAccount = Keypair.generate().publicKey;
    const given = legacy([
      SystemProgram.nonceAdvance({ noncePubkey: nonceAccount, authorizedPubkey: payer.publicKey }),
      transfer(payer.publicKey),
    ]);
    const options = phantomLikeOptions({ lighthouse: true });
    const { transaction, outcome } = applyPhantomLike(given, options);
    const instructions = instructionsOf(VersionedTransaction.deserialize(transaction).message);
    const original = instructionsOf(VersionedTransaction.deserialize(given).message);

    expect(instructions).toHaveLength(5);
    expect(shape(instructions[0]!)).toEqual(shape(original[0]!)); // AdvanceNonceAccount
    expectPriorityFeeAt(instructions, 1);
    expect(shape(instructions[3]!)).toEqual(shape(original[1]!));
    const lighthouse = instructions[4]!;
    expect(lighthouse.programId.equals(LIGHTHOUSE_PROGRAM_ID)).toBe(true);
    expect(lighthouse.keys).toEqual([]);
    expect(Buffer.from(lighthouse.data)).toEqual(Buffer.from(LIGHTHOUSE_STAND_IN_DATA));
    expect(outcome).toMatchObject({
      changed: true,
      added: [
        { kind: 'setComputeUnitLimit', index: 1 },
        { kind: 'setComputeUnitPrice', index: 2 },
        { kind: 'lighthouse', index: 4 },
      ],
    });
  });

  test('adds only the priority fee when the Lighthouse instruction would not fit', () => {
    const given = legacyOfSize(1_170);
    const { transaction, outcome } = applyPhantomLike(given, phantomLikeOptions({ lighthouse: true }));
    expect(transaction.length).toBeLessThanOrEqual(1_232);
    expect(outcome).toMatchObject({
      changed: true,
      added: [{ kind: 'setComputeUnitLimit' }, { kind: 'setComputeUnitPrice' }],
    });
  });

  test('leaves alone a v0 transaction that loads accounts from lookup tables', () => {
    const fromTable = Keypair.generate().publicKey;
    const table = new AddressLookupTableAccount({
      key: Keypair.generate().publicKey,
      state: {
        deactivationSlot: 2n ** 64n - 1n,
        lastExtendedSlot: 0,
        lastExtendedSlotStartIndex: 0,
        addresses: [fromTable],
      },
    });
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: BLOCKHASH,
      instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: fromTable, lamports: 1 })],
    }).compileToV0Message([table]);
    expect(message.addressTableLookups).toHaveLength(1);
    const given = new VersionedTransaction(message).serialize();

    const { transaction, outcome } = applyPhantomLike(given, PHANTOM_LIKE_DEFAULTS);
    expect(outcome).toEqual({ changed: false, reason: 'address-lookup-tables' });
    expect(Buffer.from(transaction)).toEqual(Buffer.from(given));
  });

  test('refuses options the runtime would refuse', () => {
    expect(() => phantomLikeOptions({ computeUnits: 0 })).toThrow(RangeError);
    expect(() => phantomLikeOptions({ computeUnits: 1_400_001 })).toThrow(RangeError);
    expect(() => phantomLikeOptions({ microLamports: -1 })).toThrow(RangeError);
    expect(PHANTOM_LIKE_DEFAULTS.computeUnits * PHANTOM_LIKE_DEFAULTS.microLamports).toBe(
      20_000 * 1_000_000, // the documented round figure: 20,000 lamports = 0.00002 SOL
    );
  });
});

test.describe('Phantom-like mode', () => {
  // The wallet holds SOL from the start: two of these tests pay fees on chain.
  test.use({ walletPhantomLike: true, walletFunded: true });

  test('adds exactly the two compute-budget instructions to each input and the fee is paid on chain', async ({ session, wallet }) => {
    const connection = await session.openOnSandbox();
    const lamports = LAMPORTS_PER_SOL / 100;
    const given = [
      await transferFrom(connection, wallet.publicKey, lamports, 'legacy'),
      await transferFrom(connection, wallet.publicKey, lamports, 0),
    ];

    const outputs = signedOutputs(await session.signAll(given));
    expect(wallet.calls.signTransaction).toBe(1);
    expect(outputs).toHaveLength(2);
    expect(wallet.changes.map((c) => c.outcome)).toEqual([
      expect.objectContaining({ changed: true, priorityFeeLamports: 20_000 }),
      expect.objectContaining({ changed: true, priorityFeeLamports: 20_000 }),
    ]);

    for (const [i, output] of outputs.entries()) {
      const signed = VersionedTransaction.deserialize(output);
      const original = VersionedTransaction.deserialize(given[i]!).message;
      const instructions = instructionsOf(signed.message);
      expectPriorityFeeAt(instructions, 0);
      expect(instructions.slice(2).map(shape)).toEqual(instructionsOf(original).map(shape));
      expect(wallet.changes[i]?.signature).toBe(bs58.encode(signed.signatures[0]!));

      // The app broadcasts what the wallet returned; the chain charges the priority fee.
      const signature = await connection.sendRawTransaction(output);
      const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
      await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight });
      const landed = await connection.getTransaction(signature, {
        commitment: 'confirmed',
        maxSupportedTransactionVersion: 0,
      });
      const baseFee = (await connection.getFeeForMessage(original)).value;
      expect(landed?.meta?.err).toBeNull();
      expect(landed?.meta?.fee).toBe((baseFee ?? NaN) + 20_000);
      const [before, after] = [landed?.meta?.preBalances[0], landed?.meta?.postBalances[0]];
      expect((before ?? 0) - (after ?? 0)).toBe(lamports + (landed?.meta?.fee ?? NaN));
    }
  });

  test('signAndSendTransaction sends the changed transaction and returns its signature', async ({ session, wallet }) => {
    const connection = await session.openOnSandbox();
    const given = await transferFrom(connection, wallet.publicKey, LAMPORTS_PER_SOL / 100);

    const [signature] = sentSignatures(await session.signAndSend([given]));
    expect(wallet.sentSignatures).toEqual([signature]);
    expect(wallet.changes).toEqual([expect.objectContaining({ signature, feature: 'signAndSendTransaction' })]);
    const landed = await connection.getTransaction(signature!, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    expectPriorityFeeAt(instructionsOf(landed!.transaction.message), 0);
    const baseFee = (await connection.getFeeForMessage(VersionedTransaction.deserialize(given).message)).value;
    expect(landed?.meta?.fee).toBe((baseFee ?? NaN) + 20_000);
  });

  test('leaves alone, and records why, inputs with a compute-budget instruction or a co-signature', async ({ session, wallet }) => {
    await session.openConnected();
    const withBudget = new Transaction({ feePayer: wallet.publicKey, recentBlockhash: BLOCKHASH })
      .add(ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1 }), transfer(wallet.publicKey))
      .serialize({ requireAllSignatures: false });
    const coSigner = Keypair.generate();
    const coSigned = new Transaction({
      feePayer: wallet.publicKey,
      recentBlockhash: BLOCKHASH,
    }).add(transfer(wallet.publicKey), transfer(coSigner.publicKey));
    coSigned.partialSign(coSigner);
    const given = [withBudget, coSigned.serialize({ requireAllSignatures: false })];

    const outputs = signedOutputs(await session.signAll(given));
    expect(wallet.changes.map((c) => c.outcome)).toEqual([
      { changed: false, reason: 'has-compute-budget' },
      { changed: false, reason: 'already-signed' },
    ]);
    for (const [i, output] of outputs.entries()) {
      expect(Buffer.from(VersionedTransaction.deserialize(output).message.serialize())).toEqual(
        Buffer.from(VersionedTransaction.deserialize(given[i]!).message.serialize()),
      );
    }
    expect(Transaction.from(outputs[1]!).verifySignatures()).toBe(true);
  });
});
