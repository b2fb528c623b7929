// The test wallet sending through its own RPC, as wallets that implement signAndSend do: one or
// several inputs per prompt, a lost send broadcast again until it lands, signAndSendAllTransactions
// in serial and parallel mode, and send behaviours that never send or hold the signed bytes.
import { Keypair, LAMPORTS_PER_SOL, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { verifyMessageSignature } from './fixtures/test-wallet';
import { startRecordingRpc } from './fixtures/test-wallet/recording-rpc';
import { expect, sentSignatures, test } from './fixtures/wallet-session';
import { transferFrom } from './support/wallet-transactions';

// Every test here starts with the wallet holding SOL and the test tokens.
test.use({ walletFunded: true });

test('signs and sends through its own RPC', async ({ session, wallet }) => {
  const connection = await session.openOnSandbox();
  const recipient = Keypair.generate().publicKey;
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  const tx = new VersionedTransaction(
    new TransactionMessage({
      payerKey: wallet.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: wallet.publicKey,
          toPubkey: recipient,
          lamports: LAMPORTS_PER_SOL / 10,
        }),
      ],
    }).compileToV0Message(),
  );

  const result = await session.call('solana:signAndSendTransaction', 'signAndSendTransaction', {
    bytes: Buffer.from(tx.serialize()).toString('base64'),
    bytesField: 'transaction',
    chain: 'solana:localnet',
  });
  if (!result.ok) throw new Error(result.message);
  const [output] = result.value as { signature: string }[];
  const signature = bs58.encode(Buffer.from(output!.signature, 'base64'));
  expect(wallet.sentSignatures).toEqual([signature]);

  const confirmation = await connection.confirmTransaction({
    signature,
    blockhash,
    lastValidBlockHeight,
  });
  expect(confirmation.value.err).toBeNull();
  expect(await connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL / 10);
});

test('sends several signAndSendTransaction inputs from one prompt, in order', async ({ session, wallet }) => {
  const connection = await session.openOnSandbox();
  const given = [await transferFrom(connection, wallet.publicKey, 1_000_000), await transferFrom(connection, wallet.publicKey, 2_000_000)];

  const signatures = sentSignatures(await session.signAndSend(given));
  expect(wallet.calls.signAndSendTransaction).toBe(1);
  expect(wallet.sentSignatures).toEqual(signatures);
  const statuses = await connection.getSignatureStatuses(signatures);
  expect(statuses.value.map((s) => s?.err)).toEqual([null, null]);
});

test('signAndSendTransaction sends a lost transaction again until the network has it', async ({ session, wallet, sandbox }) => {
  // The wallet's node loses the first send: it answers with the signature and forwards nothing.
  const rpc = await startRecordingRpc(sandbox.rpcUrl, { dropSends: 1 });
  try {
    const connection = await session.openOnSandbox(rpc.url);
    const given = await transferFrom(connection, wallet.publicKey, 1_000_000);

    const [signature] = sentSignatures(await session.signAndSend([given]));
    expect(rpc.calls.filter((c) => c.method === 'sendTransaction')).toEqual([{ method: 'sendTransaction', signature, dropped: true }]);
    // The same bytes go out again until they land; then the wallet stops sending them.
    await expect
      .poll(async () => (await connection.getSignatureStatus(signature!, { searchTransactionHistory: true })).value?.confirmationStatus, {
        timeout: 30_000,
      })
      .toMatch(/^(confirmed|finalized)$/);
    await expect.poll(() => wallet.rebroadcasting, { timeout: 30_000 }).toEqual([]);
    const sends = rpc.calls.filter((c) => c.method === 'sendTransaction');
    expect(sends.length).toBeGreaterThanOrEqual(2);
    expect(sends.every((c) => c.signature === signature)).toBe(true);
    // Rebroadcasts are the same transaction: the wallet sent one.
    expect(wallet.sentSignatures).toEqual([signature]);
  } finally {
    await rpc.close();
  }
});

test.describe('solana:signAndSendAllTransactions', () => {
  test.use({ walletFeatures: { signAndSendAll: true } });

  test('serial mode sends each transaction only once the one before is confirmed', async ({ session, wallet, sandbox }) => {
    // The wallet's node first reports each transaction as only processed (a lagging replica).
    const rpc = await startRecordingRpc(sandbox.rpcUrl, { lagStatuses: true });
    try {
      const connection = await session.openOnSandbox(rpc.url);
      const given = [];
      for (const lamports of [1_000_000, 2_000_000, 3_000_000]) {
        given.push(await transferFrom(connection, wallet.publicKey, lamports));
      }

      const results = await session.signAndSendAll(given, 'serial');
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      expect(wallet.calls.signAndSendAllTransactions).toBe(1);
      const signatures = results.map((r) => (r.status === 'fulfilled' ? r.signature : ''));
      expect(wallet.sentSignatures).toEqual(signatures);
      expect(rpc.calls.map((c) => [c.method, signatures.indexOf(c.signature ?? ''), c.confirmationStatus])).toEqual(
        [0, 1, 2].flatMap((i) => [
          ['sendTransaction', i, undefined],
          ['getSignatureStatuses', i, 'processed'],
          ['getSignatureStatuses', i, 'confirmed'],
        ]),
      );
    } finally {
      await rpc.close();
    }
  });

  test('serial mode stops at a failure and sends nothing after it', async ({ session, wallet }) => {
    const connection = await session.openOnSandbox();
    const balance = await connection.getBalance(wallet.publicKey);
    const given = [
      await transferFrom(connection, wallet.publicKey, 1_000_000),
      await transferFrom(connection, wallet.publicKey, balance * 2), // fails its preflight
      await transferFrom(connection, wallet.publicKey, 1_000_000),
    ];

    const results = await session.signAndSendAll(given, 'serial');
    expect(results).toEqual([
      { status: 'fulfilled', signature: expect.any(String) },
      {
        status: 'rejected',
        code: -32603,
        message: expect.stringContaining('sendTransaction failed'),
      },
      { status: 'rejected', code: -32603, message: expect.stringContaining('Not sent') },
    ]);
    expect(wallet.signedSignatures).toHaveLength(3); // one prompt signed all three
    expect(wallet.sentSignatures).toEqual([(results[0] as { signature: string }).signature]);
  });

  test('parallel mode sends every transaction without waiting for confirmations', async ({ session, wallet, sandbox }) => {
    const rpc = await startRecordingRpc(sandbox.rpcUrl);
    try {
      const connection = await session.openOnSandbox(rpc.url);
      const given = [
        await transferFrom(connection, wallet.publicKey, 1_000_000),
        await transferFrom(connection, wallet.publicKey, 2_000_000),
      ];

      const results = await session.signAndSendAll(given, 'parallel');
      const signatures = results.map((r) => (r.status === 'fulfilled' ? r.signature : ''));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      expect(wallet.sentSignatures).toEqual(signatures);
      expect(rpc.calls.map((c) => c.method)).toEqual(['sendTransaction', 'sendTransaction']);
    } finally {
      await rpc.close();
    }
  });
});

test("send behaviour 'never' returns the signature and broadcasts nothing", async ({ session, wallet }) => {
  wallet.setSendBehaviour('never');
  const connection = await session.openOnSandbox();
  const given = await transferFrom(connection, wallet.publicKey, 1_000_000);

  const [signature] = sentSignatures(await session.signAndSend([given]));
  expect(
    verifyMessageSignature(
      VersionedTransaction.deserialize(given).message.serialize(),
      bs58.decode(signature!),
      wallet.publicKey.toBytes(),
    ),
  ).toBe(true);
  expect(wallet.signedSignatures).toEqual([signature]);
  expect(wallet.sentSignatures).toEqual([]);
  expect(wallet.heldSignatures).toEqual([]);
  const status = await connection.getSignatureStatus(signature!, {
    searchTransactionHistory: true,
  });
  expect(status.value).toBeNull();
});

test("send behaviour 'manual' holds the signed bytes until released, across a reload", async ({ session, page, wallet }) => {
  wallet.setSendBehaviour('manual');
  const connection = await session.openOnSandbox();
  const given = await transferFrom(connection, wallet.publicKey, 1_000_000);

  const [signature] = sentSignatures(await session.signAndSend([given]));
  expect(wallet.heldSignatures).toEqual([signature]);
  expect(wallet.sentSignatures).toEqual([]);
  const held = await connection.getSignatureStatus(signature!, { searchTransactionHistory: true });
  expect(held.value).toBeNull();

  await page.reload();
  expect(await wallet.releaseHeldSends()).toEqual([{ signature, ok: true }]);
  expect(wallet.sentSignatures).toEqual([signature]);
  expect(wallet.heldSignatures).toEqual([]);
  const landed = await connection.getSignatureStatus(signature!, {
    searchTransactionHistory: true,
  });
  expect(landed.value?.err).toBeNull();
  expect(['confirmed', 'finalized']).toContain(landed.value?.confirmationStatus);
});
