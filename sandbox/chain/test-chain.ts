// Test helper: a chain with its JSON-RPC on free ports, in a fresh temporary data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Connection, LAMPORTS_PER_SOL, type PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll } from 'vitest';
import { Chain, type ChainOptions } from './chain';
import { SandboxNetwork, type NetworkOptions } from './network';
import { startRpc, type RpcServers } from './rpc';

export interface TestChain {
  chain: Chain;
  /** Only with `network` options: the profile the JSON-RPC serves clients through. */
  network: SandboxNetwork | null;
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

/** Runs `run` with a fresh data folder and deletes the folder afterwards. */
export async function inTempDataDir<T>(run: (dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = tempDataDir();
  try {
    return await run(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs `run` with a chain (no JSON-RPC) on a fresh data folder; closes and deletes both after. */
export function withTempChain<T>(run: (chain: Chain, dataDir: string) => Promise<T>): Promise<T> {
  return inTempDataDir(async (dataDir) => {
    const chain = await Chain.open({ dataDir });
    try {
      return await run(chain, dataDir);
    } finally {
      chain.close();
    }
  });
}

export async function startTestChain(
  opts: ChainOptions & { network?: NetworkOptions } = {},
): Promise<TestChain> {
  const { network: networkOptions, ...chainOptions } = opts;
  const dataDir = chainOptions.dataDir ?? tempDataDir();
  const chain = await Chain.open({ ...chainOptions, dataDir });
  const network = networkOptions ? new SandboxNetwork(chain, networkOptions) : null;
  const rpc = await startRpc({ chain, network: network ?? undefined, rpcPort: 0, wsPort: 0 });
  const connection = new Connection(rpc.rpcUrl, { commitment: 'confirmed', wsEndpoint: rpc.wsUrl });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await rpc.close();
    network?.close();
    chain.close();
  };
  return {
    chain,
    network,
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

/**
 * One chain for a test file: started before its tests (with `airdrop` SOL given to `to`), disposed
 * after them. The returned object reads the started chain, so tests use it like a TestChain.
 */
export function chainForFile(setup: { airdrop?: { to: PublicKey; sol: number } } = {}): TestChain {
  let started: TestChain | undefined;
  beforeAll(async () => {
    started = await startTestChain();
    if (setup.airdrop) {
      started.chain.airdrop(setup.airdrop.to, setup.airdrop.sol * LAMPORTS_PER_SOL);
    }
  });
  afterAll(async () => {
    await started?.dispose();
  });
  const current = (): TestChain => {
    if (!started) throw new Error('the chain starts before the tests');
    return started;
  };
  return {
    get chain() {
      return current().chain;
    },
    get network() {
      return current().network;
    },
    get rpc() {
      return current().rpc;
    },
    get connection() {
      return current().connection;
    },
    get dataDir() {
      return current().dataDir;
    },
    stop: () => current().stop(),
    dispose: () => current().dispose(),
  };
}
