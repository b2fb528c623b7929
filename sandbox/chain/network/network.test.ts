// Network profiles through the real JSON-RPC with web3.js (and raw HTTP / WebSocket where web3.js
// would hide the wire): blocks are made by the test (chain.produceBlock), so every "not yet" and
// "now" is exact, with no clock involved.
import {
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { openRpcSocket } from '../rpc-socket';
import { startTestChain, type TestChain } from '../test-chain';
import type { NetworkOptions, SandboxNetwork } from './index';

/** Blocks only when the test makes them. */
const MANUAL_BLOCKS = 3_600_000;

async function mainnetLike(overrides: NetworkOptions = {}): Promise<TestChain> {
  return startTestChain({
    blockMs: MANUAL_BLOCKS,
    network: { profile: 'mainnet-like', seed: 7, dropRate: 0, rateLimit: null, ...overrides },
  });
}

function networkOf(t: TestChain): SandboxNetwork {
  if (!t.network) throw new Error('started without a network profile');
  return t.network;
}

function blocks(t: TestChain, n: number): void {
  for (let i = 0; i < n; i++) t.chain.produceBlock();
}

/** A keypair with SOL the replica already sees (the faucet is in-process: not lagged, not dropped). */
function funded(t: TestChain, sol = 2): Keypair {
  const kp = Keypair.generate();
  t.chain.airdrop(kp.publicKey, sol * LAMPORTS_PER_SOL);
  blocks(t, networkOf(t).snapshot().settings.replicaLagSlots + 1);
  return kp;
}

/** Wire bytes of a transfer, with the blockhash the RPC (the replica) hands out. */
async function transfer(t: TestChain, from: Keypair, to: PublicKey, lamports: number) {
  const { blockhash, lastValidBlockHeight } = await t.connection.getLatestBlockhash();
  const tx = new Transaction({ feePayer: from.publicKey, blockhash, lastValidBlockHeight }).add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
  );
  tx.sign(from);
  return tx.serialize();
}

/** Runs instructions in-process (as the keeper does): at once, never dropped. */
function sendInProcess(
  t: TestChain,
  payer: Keypair,
  ixs: TransactionInstruction[],
  signers: Keypair[] = [],
): string {
  const tx = new Transaction({ feePayer: payer.publicKey, ...t.chain.latestBlockhash() }).add(
    ...ixs,
  );
  tx.sign(payer, ...signers);
  return t.chain.sendTransaction(tx.serialize()).signature;
}

const status = async (t: TestChain, signature: string) =>
  (await t.connection.getSignatureStatus(signature)).value;

describe('mainnet-like: landing and the lagging replica', () => {
  it('a sent transaction lands in the next block; statuses and reads see it two blocks later', async () => {
    const t = await mainnetLike();
    try {
      const payer = funded(t);
      const to = Keypair.generate().publicKey;
      const signature = await t.connection.sendRawTransaction(
        await transfer(t, payer, to, LAMPORTS_PER_SOL / 10),
      );
      // Queued for the next block: nothing ran yet.
      expect(t.chain.getTransaction(signature)).toBeNull();
      expect(networkOf(t).snapshot().queued).toBe(1);
      expect(await status(t, signature)).toBeNull();

      blocks(t, 1);
      const landedAt = t.chain.getTransaction(signature)?.slot;
      expect(landedAt).toBe(t.chain.slot());
      // The replica is two slots behind: no status, the old balance, the older slot and blockhash.
      expect(await status(t, signature)).toBeNull();
      expect(await t.connection.getBalance(to)).toBe(0);
      expect(await t.connection.getAccountInfo(to)).toBeNull();
      expect(await t.connection.getSlot()).toBe(t.chain.slot() - 2);
      expect(await t.connection.getBlockHeight()).toBe(t.chain.slot() - 2);
      expect((await t.connection.getLatestBlockhash()).lastValidBlockHeight).toBe(
        t.chain.slot() - 2 + 150,
      );

      blocks(t, 1);
      expect(await status(t, signature)).toBeNull();
      blocks(t, 1);
      expect(await status(t, signature)).toMatchObject({
        slot: landedAt,
        err: null,
        confirmationStatus: 'confirmed',
      });
      expect(await t.connection.getBalance(to)).toBe(LAMPORTS_PER_SOL / 10);
      expect(networkOf(t).snapshot().stats).toMatchObject({ sends: 1, landed: 1, dropped: 0 });
    } finally {
      await t.dispose();
    }
  });

  it('token accounts, program accounts and balances read as they were until the replica catches up', async () => {
    const t = await mainnetLike();
    try {
      const payer = funded(t, 10);
      const owner = Keypair.generate().publicKey;
      const mint = Keypair.generate();
      const account = getAssociatedTokenAddressSync(mint.publicKey, owner);
      sendInProcess(
        t,
        payer,
        [
          SystemProgram.createAccount({
            fromPubkey: payer.publicKey,
            newAccountPubkey: mint.publicKey,
            lamports: t.chain.minimumBalanceForRentExemption(MINT_SIZE),
            space: MINT_SIZE,
            programId: TOKEN_PROGRAM_ID,
          }),
          createInitializeMint2Instruction(mint.publicKey, 6, payer.publicKey, null),
          createAssociatedTokenAccountIdempotentInstruction(
            payer.publicKey,
            account,
            owner,
            mint.publicKey,
          ),
        ],
        [mint],
      );
      const byOwner = async () =>
        (await t.connection.getTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ID })).value;
      const byProgram = () =>
        t.connection.getProgramAccounts(TOKEN_PROGRAM_ID, {
          filters: [{ dataSize: 165 }, { memcmp: { offset: 32, bytes: owner.toBase58() } }],
        });

      // Written in this slot: the replica has none of it.
      expect(await byOwner()).toEqual([]);
      expect(await byProgram()).toEqual([]);
      expect(await t.connection.getMultipleAccountsInfo([mint.publicKey, account])).toEqual([
        null,
        null,
      ]);
      blocks(t, 2);
      expect((await byOwner()).map((e) => e.pubkey.toBase58())).toEqual([account.toBase58()]);
      expect((await byProgram()).map((e) => e.pubkey.toBase58())).toEqual([account.toBase58()]);

      // An update: the replica serves the previous version.
      sendInProcess(t, payer, [
        createMintToCheckedInstruction(mint.publicKey, account, payer.publicKey, 5_000_000n, 6),
      ]);
      expect((await t.connection.getTokenAccountBalance(account)).value.amount).toBe('0');
      blocks(t, 1);
      expect((await t.connection.getTokenAccountBalance(account)).value.amount).toBe('0');
      blocks(t, 1);
      expect((await t.connection.getTokenAccountBalance(account)).value.amount).toBe('5000000');
    } finally {
      await t.dispose();
    }
  });

  it('a transaction that depends on one confirmed a slot ago fails preflight, and passes two slots later', async () => {
    const t = await mainnetLike();
    try {
      const payer = funded(t);
      const middle = Keypair.generate();
      const to = Keypair.generate().publicKey;
      await t.connection.sendRawTransaction(
        await transfer(t, payer, middle.publicKey, LAMPORTS_PER_SOL / 2),
      );
      blocks(t, 1); // landed: the chain has it, the replica does not
      expect(t.chain.getBalance(middle.publicKey)).toBe(LAMPORTS_PER_SOL / 2);

      const dependent = await transfer(t, middle, to, LAMPORTS_PER_SOL / 10);
      const simulated = await t.connection.simulateTransaction(
        VersionedTransaction.deserialize(dependent),
      );
      expect(simulated.value.err).toBe('AccountNotFound');
      await expect(t.connection.sendRawTransaction(dependent)).rejects.toThrow(
        /Attempt to debit an account but found no record of a prior credit/,
      );
      expect(networkOf(t).snapshot().stats.preflightFailures).toBe(1);

      blocks(t, 2);
      expect(
        (await t.connection.simulateTransaction(VersionedTransaction.deserialize(dependent))).value
          .err,
      ).toBeNull();
      const signature = await t.connection.sendRawTransaction(dependent);
      blocks(t, 1);
      expect(t.chain.getTransaction(signature)?.err).toBeNull();
      expect(t.chain.getBalance(to)).toBe(LAMPORTS_PER_SOL / 10);
    } finally {
      await t.dispose();
    }
  });
});

describe('mainnet-like: sends that are never forwarded', () => {
  it('a dropped send returns its signature and never lands; rebroadcasting the same bytes can land', async () => {
    const t = await mainnetLike({ dropRate: 1 });
    try {
      const payer = funded(t);
      const to = Keypair.generate().publicKey;
      const raw = await transfer(t, payer, to, LAMPORTS_PER_SOL / 10);
      const signature = await t.connection.sendRawTransaction(raw);
      blocks(t, 4);
      expect(t.chain.getTransaction(signature)).toBeNull();
      expect(await status(t, signature)).toBeNull();
      expect(networkOf(t).snapshot().stats).toMatchObject({ sends: 1, dropped: 1, landed: 0 });

      networkOf(t).update({ dropRate: 0 });
      expect(await t.connection.sendRawTransaction(raw)).toBe(signature);
      blocks(t, 1);
      expect(t.chain.getTransaction(signature)?.err).toBeNull();
      expect(networkOf(t).snapshot().stats).toMatchObject({
        sends: 2,
        rebroadcasts: 1,
        dropped: 1,
        landed: 1,
      });

      // Once the replica sees it, a further rebroadcast is refused by preflight as a node does.
      blocks(t, 2);
      await expect(t.connection.sendRawTransaction(raw)).rejects.toThrow(/already been processed/);
    } finally {
      await t.dispose();
    }
  });

  it('with a seed, the same sends are dropped in the same order after a reset', async () => {
    const t = await mainnetLike({ dropRate: 0.5, seed: 42 });
    try {
      const payer = funded(t, 5);
      const landedPattern = async (): Promise<boolean[]> => {
        const signatures: string[] = [];
        for (let i = 0; i < 12; i++) {
          const raw = await transfer(
            t,
            payer,
            Keypair.generate().publicKey,
            LAMPORTS_PER_SOL / 100,
          );
          signatures.push(await t.connection.sendRawTransaction(raw, { skipPreflight: true }));
        }
        blocks(t, 1);
        return signatures.map((s) => t.chain.getTransaction(s) !== null);
      };
      const first = await landedPattern();
      expect(first).toContain(true);
      expect(first).toContain(false);
      expect(networkOf(t).snapshot().stats.dropped).toBe(first.filter((l) => !l).length);

      networkOf(t).update({ reset: true });
      expect(networkOf(t).snapshot().stats.sends).toBe(0);
      expect(await landedPattern()).toEqual(first);
    } finally {
      await t.dispose();
    }
  });
});

describe('mainnet-like: WebSocket notifications follow the replica', () => {
  it('signature, account and slot notifications come when the replica reaches the slot', async () => {
    const t = await mainnetLike();
    const socket = await openRpcSocket(t.rpc.wsUrl);
    const { call, notifications: notes } = socket;
    try {
      const payer = funded(t);
      const to = Keypair.generate().publicKey;
      const signature = await t.connection.sendRawTransaction(
        await transfer(t, payer, to, LAMPORTS_PER_SOL / 10),
      );
      await call('signatureSubscribe', [signature, { commitment: 'confirmed' }]);
      await call('accountSubscribe', [to.toBase58(), { encoding: 'base64' }]);
      await call('slotSubscribe', []);

      blocks(t, 2); // landed one block ago: the replica is a slot short
      await call('slotSubscribe', []);
      expect(notes('signatureNotification')).toEqual([]);
      expect(notes('accountNotification')).toEqual([]);
      const slots = notes('slotNotification').map((n) => (n.result as { slot: number }).slot);
      expect(slots.at(-1)).toBe(t.chain.slot() - 2);

      blocks(t, 1);
      await call('slotSubscribe', []);
      expect(notes('signatureNotification')).toEqual([
        expect.objectContaining({
          result: { context: { slot: t.chain.slot() - 2 }, value: { err: null } },
        }),
      ]);
      expect(notes('accountNotification')).toHaveLength(1);
      expect(notes('accountNotification')[0]?.result).toMatchObject({
        value: { lamports: LAMPORTS_PER_SOL / 10 },
      });
    } finally {
      socket.close();
      await t.dispose();
    }
  });
});

describe('rate limit', () => {
  const getSlot = (t: TestChain, id: number | string, headers: Record<string, string> = {}) =>
    fetch(t.rpc.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ jsonrpc: '2.0', id, method: 'getSlot' }),
    });

  it('answers a burst over the limit with HTTP 429, Retry-After and a JSON-RPC error, per client', async () => {
    const t = await mainnetLike({ rateLimit: { requests: 3, windowMs: 3_600_000 } });
    try {
      for (let i = 0; i < 3; i++) expect((await getSlot(t, i)).status).toBe(200);
      const refused = await getSlot(t, 'burst');
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(refused.headers.get('access-control-expose-headers')).toBe('Retry-After');
      expect(await refused.json()).toEqual({
        jsonrpc: '2.0',
        error: { code: 429, message: expect.stringMatching(/^Too many requests/) as string },
        id: 'burst',
      });
      // A browser app on another origin has an allowance of its own.
      expect((await getSlot(t, 9, { origin: 'http://localhost:5173' })).status).toBe(200);
      // web3.js reports it when told not to retry.
      const strict = new Connection(t.rpc.rpcUrl, { disableRetryOnRateLimit: true });
      await expect(strict.getSlot()).rejects.toThrow(/429/);
      expect(networkOf(t).snapshot().stats.rateLimited).toBe(2);
    } finally {
      await t.dispose();
    }
  });

  it('rateLimitNext refuses exactly the next n requests; web3.js retries through one by itself', async () => {
    const t = await mainnetLike();
    try {
      networkOf(t).update({ rateLimitNext: 2 });
      expect((await getSlot(t, 1)).status).toBe(429);
      const second = await getSlot(t, 2);
      expect([second.status, second.headers.get('retry-after')]).toEqual([429, '1']);
      expect((await getSlot(t, 3)).status).toBe(200);

      networkOf(t).update({ rateLimitNext: 1 });
      blocks(t, 3);
      expect(await t.connection.getSlot()).toBe(t.chain.slot() - 2);
      expect(networkOf(t).snapshot()).toMatchObject({
        rateLimitNext: 0,
        stats: { rateLimited: 3 },
      });
    } finally {
      await t.dispose();
    }
  });
});

describe('instant (the default profile)', () => {
  it('runs a send at once and reads the tip: today’s behaviour, with counters', async () => {
    const t = await startTestChain({ blockMs: MANUAL_BLOCKS, network: { profile: 'instant' } });
    try {
      const payer = Keypair.generate();
      t.chain.airdrop(payer.publicKey, LAMPORTS_PER_SOL);
      expect(await t.connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL);
      const to = Keypair.generate().publicKey;
      const signature = await t.connection.sendRawTransaction(
        await transfer(t, payer, to, LAMPORTS_PER_SOL / 10),
      );
      expect(await status(t, signature)).toMatchObject({ slot: t.chain.slot(), err: null });
      expect(await t.connection.getBalance(to)).toBe(LAMPORTS_PER_SOL / 10);
      expect(await t.connection.getSlot()).toBe(t.chain.slot());
      expect(networkOf(t).snapshot()).toMatchObject({
        profile: 'instant',
        landing: 'immediate',
        settings: { dropRate: 0, replicaLagSlots: 0, rateLimit: null },
        stats: { sends: 1, landed: 1, dropped: 0, rateLimited: 0 },
      });
    } finally {
      await t.dispose();
    }
  });
});
