// Test helper: a chain with its JSON-RPC on free ports, in a fresh temporary data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Connection } from '@solana/web3.js';
import { Chain, type ChainOptions } from './chain';
import { startRpc, type RpcServers } from './rpc';

export interface TestChain {
  chain: Chain;
  rpc: RpcServers;
  connection: Connection;
  dataDir: string;
  /** Closes the RPC and the chain (the data folder stays, for restart tests). */
  stop(): Promise<void>;
  /** stop() and delete the data folder. */
  dispose(): Promise<void>;
}

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'basketry-chain-'));
}

export async function startTestChain(opts: ChainOptions = {}): Promise<TestChain> {
  const dataDir = opts.dataDir ?? tempDataDir();
  const chain = await Chain.open({ ...opts, dataDir });
  const rpc = await startRpc({ chain, rpcPort: 0, wsPort: 0 });
  const connection = new Connection(rpc.rpcUrl, { commitment: 'confirmed', wsEndpoint: rpc.wsUrl });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await rpc.close();
    chain.close();
  };
  return {
    chain,
    rpc,
    connection,
    dataDir,
    stop,
    dispose: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
