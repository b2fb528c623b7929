// The stand-ins for the Baskets program and Lighthouse: executable accounts at the real ids that
// accept any accounts and data, over the JSON-RPC, and again after a restart replays the ledger.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
  sendAndConfirmTransaction,
  type Connection,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionEvent } from './chain';
import {
  BASKETS_PROGRAM_ID,
  LIGHTHOUSE_PROGRAM_ID,
  STAND_IN_PROGRAMS,
  standInLogLine,
} from './stand-in-programs';
import { startTestChain, tempDataDir, type TestChain } from './test-chain';

const UPGRADEABLE_LOADER_ID = 'BPFLoaderUpgradeab1e11111111111111111111111';

/** An instruction to `programId` with accounts of every kind and random data. */
function anyInstruction(programId: string, signer: Keypair): TransactionInstruction {
  return new TransactionInstruction({
    programId: new PublicKey(programId),
    keys: [
      { pubkey: signer.publicKey, isSigner: true, isWritable: true },
      { pubkey: Keypair.generate().publicKey, isSigner: false, isWritable: true },
      { pubkey: Keypair.generate().publicKey, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
    ],
    data: randomBytes(300),
  });
}

/** The logs one top-level stand-in instruction produces. */
function standInLogs(id: string, name: string): unknown[] {
  return [
    `Program ${id} invoke [1]`,
    `Program log: ${standInLogLine(name)}`,
    expect.stringMatching(new RegExp(`^Program ${id} consumed \\d+ of \\d+ compute units$`)),
    `Program ${id} success`,
  ];
}

async function funded(t: TestChain): Promise<Keypair> {
  const payer = Keypair.generate();
  t.chain.airdrop(payer.publicKey, 10 * LAMPORTS_PER_SOL);
  return payer;
}

/** A v0 transaction: a transfer between a Baskets and a Lighthouse instruction, as Phantom sends. */
async function basketLikeTransaction(
  connection: Connection,
  payer: Keypair,
  to: PublicKey,
): Promise<VersionedTransaction> {
  const { blockhash } = await connection.getLatestBlockhash();
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: blockhash,
    instructions: [
      anyInstruction(BASKETS_PROGRAM_ID, payer),
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 2_000_000 }),
      anyInstruction(LIGHTHOUSE_PROGRAM_ID, payer),
    ],
  }).compileToV0Message();
  const tx = new VersionedTransaction(message);
  tx.sign([payer]);
  return tx;
}

describe('stand-in programs', () => {
  let t: TestChain;
  beforeAll(async () => {
    t = await startTestChain();
  });
  afterAll(async () => {
    await t.dispose();
  });

  it.each(STAND_IN_PROGRAMS)(
    '$name is an executable program account over JSON-RPC',
    async ({ id }) => {
      const account = await t.connection.getAccountInfo(new PublicKey(id));
      expect(account?.executable).toBe(true);
      expect(account?.owner.toBase58()).toBe(UPGRADEABLE_LOADER_ID);
    },
  );

  it.each(STAND_IN_PROGRAMS)(
    '$name accepts any accounts and data: the transaction lands and succeeds',
    async ({ id, name }) => {
      const payer = await funded(t);
      const otherSigner = Keypair.generate();
      const tx = new Transaction().add(anyInstruction(id, otherSigner), anyInstruction(id, payer));
      const signature = await sendAndConfirmTransaction(t.connection, tx, [payer, otherSigner]);
      const landed = await t.connection.getTransaction(signature, {
        commitment: 'confirmed',
        maxSupportedTransactionVersion: 0,
      });
      expect(landed?.meta?.err).toBeNull();
      expect(landed?.meta?.logMessages).toEqual([
        ...standInLogs(id, name),
        ...standInLogs(id, name),
      ]);
    },
  );

  it('carries both stand-ins around a transfer in one v0 transaction', async () => {
    const payer = await funded(t);
    const to = Keypair.generate().publicKey;
    const tx = await basketLikeTransaction(t.connection, payer, to);
    const signature = await t.connection.sendTransaction(tx);
    const status = await t.connection.getSignatureStatus(signature);
    expect(status.value?.err).toBeNull();
    expect(await t.connection.getBalance(to)).toBe(2_000_000);
  });
});

describe('stand-in programs after a restart', () => {
  it('transactions that invoked them replay as they landed, and they run again', async () => {
    const dataDir = tempDataDir();
    try {
      const first = await startTestChain({ dataDir });
      const payer = await funded(first);
      const to = Keypair.generate().publicKey;
      const before = await basketLikeTransaction(first.connection, payer, to);
      const signature = await first.connection.sendTransaction(before);
      await first.stop();

      const second = await startTestChain({ dataDir });
      const replayed: TransactionEvent[] = [];
      second.chain.onTransaction((e) => replayed.push(e));
      expect(replayed.find((e) => e.signature === signature)).toMatchObject({ err: null });
      const landed = await second.connection.getTransaction(signature, {
        commitment: 'confirmed',
        maxSupportedTransactionVersion: 0,
      });
      expect(landed?.meta?.err).toBeNull();
      expect(landed?.meta?.logMessages).toEqual(
        expect.arrayContaining([
          `Program log: ${standInLogLine('Baskets')}`,
          `Program log: ${standInLogLine('Lighthouse')}`,
        ]),
      );
      expect(await second.connection.getBalance(to)).toBe(2_000_000);

      const after = await basketLikeTransaction(second.connection, payer, to);
      const next = await second.connection.sendTransaction(after);
      expect((await second.connection.getSignatureStatus(next)).value?.err).toBeNull();
      expect(await second.connection.getBalance(to)).toBe(4_000_000);
      await second.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
