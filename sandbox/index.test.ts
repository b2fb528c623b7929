// startSandbox: chain, JSON-RPC, WebSocket and Basket API on free ports; clean close; busy ports named.
import { createServer } from 'node:net';
import { rmSync } from 'node:fs';
import { Connection, Keypair, LAMPORTS_PER_SOL, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { KNOWN_TOKENS } from '../src/solana/tokens';
import { tempDataDir } from './chain/test-chain';
import { PortInUseError, startSandbox } from './index';
import { createRequest } from './service/testing';

/** Every server on a port the system picks. */
const FREE_PORTS = { rpcPort: 0, wsPort: 0, apiPort: 0 };

/** A wallet's loop on a real network: send, wait a slot, look; rebroadcast until it is there. */
async function sendUntilConfirmed(connection: Connection, raw: Uint8Array): Promise<string> {
  const signature = VersionedTransaction.deserialize(raw).signatures[0];
  if (!signature) throw new Error('unsigned');
  for (;;) {
    // The replica may see it land between the last look and this send: a node then refuses it.
    await connection.sendRawTransaction(raw, { maxRetries: 0 }).catch((e: unknown) => {
      if (!/already been processed/.test(String(e))) throw e;
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const status = (await connection.getSignatureStatus(bs58.encode(signature))).value;
    if (status?.confirmationStatus) {
      if (status.err) throw new Error(`landed with ${JSON.stringify(status.err)}`);
      return bs58.encode(signature);
    }
  }
}

describe('startSandbox', () => {
  it('serves the JSON-RPC, the WebSocket and the Basket API on free ports, then closes', async () => {
    const dataDir = tempDataDir();
    const sandbox = await startSandbox({ ...FREE_PORTS, dataDir, keeperDelayMs: 0 });
    try {
      const connection = new Connection(sandbox.rpcUrl, {
        commitment: 'confirmed',
        wsEndpoint: sandbox.wsUrl,
      });
      const who = Keypair.generate();
      const sig = await connection.requestAirdrop(who.publicKey, LAMPORTS_PER_SOL);
      await connection.confirmTransaction({
        signature: sig,
        ...(await connection.getLatestBlockhash()),
      });
      expect(await connection.getBalance(who.publicKey)).toBe(LAMPORTS_PER_SOL);
      const tokens = await fetch(`${sandbox.apiUrl}/sandbox/tokens`);
      expect(tokens.status).toBe(200);
      expect(((await tokens.json()) as { success: boolean }).success).toBe(true);
    } finally {
      await sandbox.close();
      await sandbox.close(); // idempotent
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(sandbox.chain.isClosed).toBe(true);
    await expect(fetch(`${sandbox.rpcUrl}/health`)).rejects.toThrow();
  });

  it('names the port that is already in use and leaves nothing running', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    const dataDir = tempDataDir();
    try {
      const err = await startSandbox({ rpcPort: port, wsPort: 0, apiPort: 0, dataDir }).catch(
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(PortInUseError);
      expect((err as PortInUseError).port).toBe(port);
      expect((err as PortInUseError).role).toBe('JSON-RPC');
      // The chain released its data folder: a new sandbox can open it.
      const again = await startSandbox({ ...FREE_PORTS, dataDir });
      await again.close();
    } finally {
      blocker.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('startSandbox with the mainnet-like network', () => {
  it('serves the profile; a client that rebroadcasts gets the three create transactions landed', async () => {
    const dataDir = tempDataDir();
    const sandbox = await startSandbox({
      ...FREE_PORTS,
      dataDir,
      network: { profile: 'mainnet-like', seed: 3 },
    });
    try {
      const network = await (await fetch(`${sandbox.apiUrl}/sandbox/network`)).json();
      expect(network).toMatchObject({
        success: true,
        profile: 'mainnet-like',
        landing: 'next-block',
        settings: {
          dropRate: 0.2,
          replicaLagSlots: 2,
          rateLimit: { requests: 40, windowMs: 1000 },
        },
        seed: 3,
      });

      const creator = Keypair.generate();
      await fetch(`${sandbox.apiUrl}/sandbox/faucet`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ address: creator.publicKey.toBase58() }),
      });
      const connection = new Connection(sandbox.rpcUrl, 'confirmed');
      // The faucet's transfer lands a block later and preflight reads a replica two slots behind:
      // the first send waits until that replica shows the funds, as a wallet would.
      await expect
        .poll(() => connection.getBalance(creator.publicKey), { timeout: 30_000 })
        .toBeGreaterThan(0);
      const [usdc, wsol] = KNOWN_TOKENS.map((t) => t.mint);
      const created = (await (
        await fetch(`${sandbox.apiUrl}/baskets/create`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(
            createRequest(creator.publicKey.toBase58(), {
              symbol: 'NET1',
              name: 'Network basket',
              composition: [
                { token: usdc, weight: 50 },
                { token: wsol, weight: 50 },
              ],
            }),
          ),
        })
      ).json()) as Record<string, string>;
      // Each step is sent once the previous one is visible, so its preflight (not skipped) passes.
      for (const field of [
        'createTransaction',
        'compositionTransaction',
        'restructureTransaction',
      ]) {
        const tx = VersionedTransaction.deserialize(Buffer.from(created[field] ?? '', 'base64'));
        tx.sign([creator]);
        await sendUntilConfirmed(connection, tx.serialize());
      }
      const basket = (await (
        await fetch(`${sandbox.apiUrl}/sandbox/baskets/${created.basket}`)
      ).json()) as { basket: { status: string } };
      expect(basket.basket.status).toBe('active');
      const after = (await (await fetch(`${sandbox.apiUrl}/sandbox/network`)).json()) as {
        stats: { sends: number; rebroadcasts: number; landed: number; dropped: number };
      };
      expect(after.stats.landed).toBe(3);
      expect(after.stats.sends).toBe(3 + after.stats.rebroadcasts);
    } finally {
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
