// startSandbox: chain, JSON-RPC, WebSocket and Basket API on free ports; clean close; busy ports named.
import { createServer } from 'node:net';
import { rmSync } from 'node:fs';
import { Connection, Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { tempDataDir } from './chain/test-chain';
import { PortInUseError, startSandbox } from './index';

describe('startSandbox', () => {
  it('serves the JSON-RPC, the WebSocket and the Basket API on free ports, then closes', async () => {
    const dataDir = tempDataDir();
    const sandbox = await startSandbox({
      rpcPort: 0,
      wsPort: 0,
      apiPort: 0,
      dataDir,
      keeperDelayMs: 0,
    });
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
      const again = await startSandbox({ rpcPort: 0, wsPort: 0, apiPort: 0, dataDir });
      await again.close();
    } finally {
      blocker.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
