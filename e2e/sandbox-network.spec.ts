// The worker fixture can start a mainnet-like sandbox (test.use({ sandboxNetwork })), and its
// helpers read and steer it. Checked from the test process with web3.js and raw HTTP; app specs
// for the profile come with the flow engine that survives it.
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js';
import { expect, test } from './fixtures';

test.use({ sandboxNetwork: 'mainnet-like' });

/** Slots pass at 400 ms; a loaded machine may take longer. */
const POLL = { timeout: 30_000 };

test('a mainnet-like worker sandbox: lagging reads, dropped and rebroadcast sends, 429s, controls', async ({ sandbox }) => {
  expect(sandbox.network).toBe('mainnet-like');
  // The worker's sandbox is shared: earlier specs may have steered it. Back to the profile's start.
  await sandbox.setNetwork({ reset: true });
  expect(await sandbox.networkStats()).toMatchObject({
    profile: 'mainnet-like',
    landing: 'next-block',
    settings: { dropRate: 0.2, replicaLagSlots: 2, rateLimit: { requests: 40, windowMs: 1000 } },
  });

  // Reads come from a replica two slots behind the chain.
  await expect
    .poll(async () => {
      const { slot, replicaSlot } = await sandbox.networkStats();
      return slot - replicaSlot;
    }, POLL)
    .toBe(2);
  const connection = new Connection(sandbox.rpcUrl, 'confirmed');
  const rpcSlot = await connection.getSlot();
  expect(rpcSlot).toBeLessThanOrEqual((await sandbox.networkStats()).slot - 2);

  // Every send dropped: the signature comes back, the transaction never lands.
  const payer = Keypair.generate();
  await sandbox.fund(payer.publicKey.toBase58());
  await expect.poll(() => connection.getBalance(payer.publicKey), POLL).toBeGreaterThan(0);
  await sandbox.setNetwork({ dropRate: 1 });
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  const transfer = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight });
  transfer.add(
    SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: LAMPORTS_PER_SOL / 10,
    }),
  );
  transfer.sign(payer);
  const raw = transfer.serialize();
  const signature = await connection.sendRawTransaction(raw);
  const sentAt = (await sandbox.networkStats()).slot;
  expect((await sandbox.networkStats()).stats).toMatchObject({ sends: 1, dropped: 1 });
  await expect.poll(async () => (await sandbox.networkStats()).replicaSlot, POLL).toBeGreaterThan(sentAt + 1);
  expect((await connection.getSignatureStatus(signature)).value).toBeNull();

  // No more drops: the same bytes, sent again, land.
  await sandbox.setNetwork({ dropRate: 0 });
  expect(await connection.sendRawTransaction(raw)).toBe(signature);
  await expect.poll(async () => (await connection.getSignatureStatus(signature)).value?.confirmationStatus, POLL).toBe('confirmed');
  expect((await sandbox.networkStats()).stats).toMatchObject({ rebroadcasts: 1, landed: 1 });

  // The next request is refused as a public endpoint refuses a burst.
  await sandbox.setNetwork({ rateLimitNext: 1 });
  const refused = await fetch(sandbox.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }),
  });
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).toBe('1');

  // Answer shapes switch at run time; both controls reset to how the sandbox started.
  expect(await sandbox.setBehaviour({ claimAccountsTx: 'when-needed' })).toEqual({
    computeBudget: false,
    claimAccountsTx: 'when-needed',
    transactions: 'legacy',
  });
  expect(await sandbox.setBehaviour({ reset: true })).toEqual({
    computeBudget: false,
    claimAccountsTx: 'always',
    transactions: 'legacy',
  });
  expect(await sandbox.setNetwork({ reset: true })).toMatchObject({
    settings: { dropRate: 0.2 },
    stats: { sends: 0, rateLimited: 0 },
  });
});
