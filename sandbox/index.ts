// Starts the whole sandbox in-process: the chain (with the Basket program emulated), its JSON-RPC
// (HTTP + WebSocket) and the Basket API service with its keeper. Used by `npm run sandbox`, `npm start`, tests, e2e and bench.
import type { Chain } from './chain/chain';
import { SandboxNetwork, type NetworkOptions, type NetworkProfileName } from './chain/network';
import { PortInUseError, startRpc } from './chain/rpc';
import { openSandboxChain } from './program/open-chain';
import type { ClaimAccountsTx, TransactionShape } from './service/behaviour';
import { seedSandbox } from './seed';
import { HISTORY_DAYS } from './seed/history';
import { startService, type RunningService } from './service/index';

export { PortInUseError } from './chain/rpc';
export type { NetworkOptions, NetworkProfileName, NetworkSnapshot } from './chain/network';

export interface SandboxOptions {
  /** JSON-RPC HTTP port; 0 picks a free port. Default 8899. */
  rpcPort?: number;
  /** WebSocket port; 0 picks a free port. Default rpcPort + 1 (web3.js's default), or 0 with rpcPort 0. */
  wsPort?: number;
  /** Basket API port; 0 picks a free port. Default 8787. */
  apiPort?: number;
  /** Ledger folder. Default `.sandbox-data/` at the repository root. */
  dataDir?: string;
  /** Start from an empty ledger. */
  reset?: boolean;
  /**
   * A new ledger starts HISTORY_DAYS ago and the seed writes the demo wallet's history over them
   * (../seed/history.ts); an existing ledger is left as it is. Default false.
   */
  history?: boolean;
  /** Delay before the keeper mints after a deposit, in ms (the service's default when absent). */
  keeperDelayMs?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** Milliseconds per block. Default 400. */
  blockMs?: number;
  /**
   * How the JSON-RPC treats its clients: 'instant' (default) or 'mainnet-like' (sends land a block
   * later or are dropped, reads lag two slots, bursts get 429), or a profile with its settings.
   */
  network?: NetworkProfileName | NetworkOptions;
  /** Every returned transaction starts with the SDK's ComputeBudget instructions (default false). */
  computeBudget?: boolean;
  /** Claim's createATAsTx when no token account is missing: 'always' (default) or 'when-needed'. */
  claimAccountsTx?: ClaimAccountsTx;
  /** Create's and edit's transactions: 'legacy' (default) or 'v0' with the program's lookup table. */
  transactions?: TransactionShape;
}

export interface Sandbox {
  rpcUrl: string;
  wsUrl: string;
  apiUrl: string;
  chain: Chain;
  /** The network profile in front of the JSON-RPC: counters and controls. */
  network: SandboxNetwork;
  /** Stops the service, the RPC (WebSockets closed with 1000) and the chain. Idempotent. */
  close(): Promise<void>;
}

export async function startSandbox(opts: SandboxOptions = {}): Promise<Sandbox> {
  const host = opts.host ?? '127.0.0.1';
  const rpcPort = opts.rpcPort ?? 8899;
  const wsPort = opts.wsPort ?? (rpcPort === 0 ? 0 : rpcPort + 1);
  const chain = await openSandboxChain({
    dataDir: opts.dataDir,
    reset: opts.reset,
    blockMs: opts.blockMs,
    startAt: opts.history ? Math.floor(Date.now() / 1000) - HISTORY_DAYS * 86_400 : undefined,
  });
  let network: SandboxNetwork | null = null;
  let rpc: Awaited<ReturnType<typeof startRpc>> | null = null;
  let service: RunningService | null = null;
  let closing: Promise<void> | null = null;
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      await service?.close();
      await rpc?.close();
      network?.close();
      chain.close();
    })());
  try {
    network = new SandboxNetwork(
      chain,
      typeof opts.network === 'string' ? { profile: opts.network } : opts.network,
    );
    rpc = await startRpc({ chain, network, host, rpcPort, wsPort });
    const apiPort = opts.apiPort ?? 8787;
    service = await startService({
      chain,
      port: apiPort,
      host,
      keeperDelayMs: opts.keeperDelayMs,
      computeBudget: opts.computeBudget,
      claimAccountsTx: opts.claimAccountsTx,
      transactions: opts.transactions,
      network,
      seed: seedSandbox,
    }).catch((e: NodeJS.ErrnoException) => {
      throw e.code === 'EADDRINUSE' ? new PortInUseError(apiPort, 'Basket API') : e;
    });
  } catch (e) {
    await close();
    throw e;
  }
  return { rpcUrl: rpc.rpcUrl, wsUrl: rpc.wsUrl, apiUrl: service.url, chain, network, close };
}
