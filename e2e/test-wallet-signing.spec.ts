// The test wallet signing through the Wallet Standard protocol: legacy and v0 transactions, earlier
// co-signatures kept, refusals and rejections, prompts held or delayed, messages, several inputs in
// one prompt, and a wallet that signs one transaction at a time.
import { Keypair, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { USER_REJECTED_CODE } from './fixtures';
import { UNSUPPORTED_METHOD_CODE, verifyMessageSignature } from './fixtures/test-wallet';
import { expect, signedBytes, signedOutputs, test } from './fixtures/wallet-session';
import { BLOCKHASH, transfer } from './support/wallet-transactions';

test('signs a legacy transaction and keeps an earlier co-signature', async ({ session, wallet }) => {
  await session.openConnected();
  const coSigner = Keypair.generate();
  const tx = new Transaction({ feePayer: wallet.publicKey, recentBlockhash: BLOCKHASH }).add(
    transfer(wallet.publicKey),
    transfer(coSigner.publicKey),
  );
  tx.partialSign(coSigner);
  const unsigned = tx.serialize({ requireAllSignatures: false, verifySignatures: false });

  const signed = Transaction.from(signedBytes(await session.sign(unsigned)));
  expect(signed.verifySignatures()).toBe(true);
  expect(signed.signatures.map((s) => s.publicKey.toBase58())).toEqual([wallet.address, coSigner.publicKey.toBase58()]);
  expect(wallet.signedSignatures).toEqual([bs58.encode(signed.signatures[0]!.signature!)]);
  expect(wallet.calls.signTransaction).toBe(1);
});

test('signs a v0 transaction without changing its message', async ({ session, wallet }) => {
  await session.openConnected();
  const message = new TransactionMessage({
    payerKey: wallet.publicKey,
    recentBlockhash: BLOCKHASH,
    instructions: [transfer(wallet.publicKey)],
  }).compileToV0Message();
  const unsigned = new VersionedTransaction(message);

  const signed = VersionedTransaction.deserialize(signedBytes(await session.sign(unsigned.serialize())));
  expect(signed.version).toBe(0);
  expect(Buffer.from(signed.message.serialize())).toEqual(Buffer.from(message.serialize()));
  expect(verifyMessageSignature(signed.message.serialize(), signed.signatures[0]!, wallet.publicKey.toBytes())).toBe(true);
});

test('refuses a transaction it is not a signer of', async ({ session, wallet }) => {
  await session.openConnected();
  const stranger = Keypair.generate();
  const tx = new Transaction({ feePayer: stranger.publicKey, recentBlockhash: BLOCKHASH }).add(transfer(stranger.publicKey));
  const result = await session.sign(tx.serialize({ requireAllSignatures: false }));
  expect(result).toMatchObject({
    ok: false,
    message: expect.stringContaining('not a required signer'),
  });
  expect(wallet.signedSignatures).toEqual([]);
});

test('rejects when told to, then approves again', async ({ session, wallet }) => {
  await session.openConnected();
  const tx = new Transaction({ feePayer: wallet.publicKey, recentBlockhash: BLOCKHASH }).add(transfer(wallet.publicKey));
  const bytes = tx.serialize({ requireAllSignatures: false });

  wallet.rejectNext();
  expect(await session.sign(bytes)).toMatchObject({ ok: false, code: USER_REJECTED_CODE });
  expect((await session.sign(bytes)).ok).toBe(true);

  wallet.setMode('reject');
  expect(await session.sign(bytes)).toMatchObject({ ok: false, code: USER_REJECTED_CODE });
  expect(wallet.calls.signTransaction).toBe(3);
  expect(wallet.signedSignatures).toHaveLength(1);
});

test('holds a prompt open until the test answers it', async ({ session, wallet }) => {
  await session.openConnected();
  wallet.setMode('manual');
  const tx = new Transaction({ feePayer: wallet.publicKey, recentBlockhash: BLOCKHASH }).add(transfer(wallet.publicKey));
  const pending = session.sign(tx.serialize({ requireAllSignatures: false }));
  const prompt = await wallet.nextPrompt();
  expect(prompt.feature).toBe('signTransaction');
  expect(wallet.signedSignatures).toEqual([]);
  prompt.approve();
  expect((await pending).ok).toBe(true);
  expect(wallet.signedSignatures).toHaveLength(1);
});

test('approves after a delay in delay mode', async ({ session, wallet }) => {
  await session.openConnected();
  wallet.setMode('delay', 200);
  const result = await session.call('solana:signMessage', 'signMessage', {
    bytes: Buffer.from(new TextEncoder().encode('delayed')).toString('base64'),
    bytesField: 'message',
  });
  expect(result.ok).toBe(true);
});

test('signs messages with the wallet key', async ({ session, wallet }) => {
  await session.openConnected();
  const message = new TextEncoder().encode('Basketry wants you to sign in');
  const result = await session.call('solana:signMessage', 'signMessage', {
    bytes: Buffer.from(message).toString('base64'),
    bytesField: 'message',
  });
  if (!result.ok) throw new Error(result.message);
  const [output] = result.value as { signedMessage: string; signature: string }[];
  const signature = new Uint8Array(Buffer.from(output!.signature, 'base64'));
  expect(Buffer.from(output!.signedMessage, 'base64')).toEqual(Buffer.from(message));
  expect(verifyMessageSignature(message, signature, wallet.publicKey.toBytes())).toBe(true);
  expect(wallet.signedMessages).toEqual(['Basketry wants you to sign in']);
});

test('signs several inputs to signTransaction in one prompt, in order', async ({ session, wallet }) => {
  await session.openConnected();
  wallet.setMode('manual');
  const given = [1, 2, 3].map((lamports) =>
    new Transaction({ feePayer: wallet.publicKey, recentBlockhash: BLOCKHASH })
      .add(
        SystemProgram.transfer({
          fromPubkey: wallet.publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports,
        }),
      )
      .serialize({ requireAllSignatures: false }),
  );
  const pending = session.signAll(given);
  const prompt = await wallet.nextPrompt();
  expect(prompt.feature).toBe('signTransaction');
  prompt.approve();
  const outputs = signedOutputs(await pending);

  expect(wallet.calls.signTransaction).toBe(1);
  expect(wallet.changes).toEqual([]); // not Phantom-like by default
  const signed = outputs.map((output) => VersionedTransaction.deserialize(output));
  signed.forEach((tx, i) => {
    expect(Buffer.from(tx.message.serialize())).toEqual(Buffer.from(VersionedTransaction.deserialize(given[i]!).message.serialize()));
    expect(verifyMessageSignature(tx.message.serialize(), tx.signatures[0]!, wallet.publicKey.toBytes())).toBe(true);
  });
  expect(wallet.signedSignatures).toEqual(signed.map((tx) => bs58.encode(tx.signatures[0]!)));
});

test.describe('a wallet that signs one transaction at a time', () => {
  test.use({ walletFeatures: { multiSign: false } });

  test('throws a clear error for several inputs and still signs one', async ({ session, wallet }) => {
    await session.openConnected();
    const one = () =>
      new Transaction({ feePayer: wallet.publicKey, recentBlockhash: BLOCKHASH })
        .add(transfer(wallet.publicKey))
        .serialize({ requireAllSignatures: false });

    const several = await session.signAll([one(), one()]);
    expect(several).toEqual({
      ok: false,
      code: UNSUPPORTED_METHOD_CODE,
      message: expect.stringContaining('signs one transaction per request, not 2'),
    });
    expect(wallet.calls.signTransaction).toBe(0); // refused before any prompt
    expect(signedOutputs(await session.signAll([one()]))).toHaveLength(1);
    expect(wallet.calls.signTransaction).toBe(1);
  });
});
