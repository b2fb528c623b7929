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
  /**
   * A new ledger starts this many hours ago, without the demo wallet's history, and its clock stays
   * there: POST /sandbox/clock moves it forward through the past, at the price history's prices,
   * and back to real time (service/clock.ts). For tests whose operations must be hours apart.
   * Not with `history`.
   */
  startHoursAgo?: number;
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

/** When a new ledger starts: months ago for the seeded history, hours ago for a held clock. */
function startTime(opts: SandboxOptions): number | undefined {
  const now = Math.floor(Date.now() / 1000);
  if (opts.history && opts.startHoursAgo !== undefined) {
    throw new Error('startSandbox: history and startHoursAgo are two different pasts; choose one');
  }
  if (opts.history) return now - HISTORY_DAYS * 86_400;
  if (opts.startHoursAgo !== undefined) {
    if (!(opts.startHoursAgo > 0))
      throw new Error('startSandbox: startHoursAgo must be more than 0');
    return now - Math.round(opts.startHoursAgo * 3600);
  }
  return undefined;
}

export async function startSandbox(opts: SandboxOptions = {}): Promise<Sandbox> {
  const host = opts.host ?? '127.0.0.1';
  const rpcPort = opts.rpcPort ?? 8899;
  const wsPort = opts.wsPort ?? (rpcPort === 0 ? 0 : rpcPort + 1);
  const chain = await openSandboxChain({
    dataDir: opts.dataDir,
    reset: opts.reset,
    blockMs: opts.blockMs,
    startAt: startTime(opts),
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
      // A held clock's ledger gets the seed's tokens and demo basket, not the demo wallet's months.
      seed: (ctx) => seedSandbox(ctx, { history: opts.startHoursAgo === undefined }),
      holdClock: opts.startHoursAgo !== undefined,
    }).catch((e: NodeJS.ErrnoException) => {
      throw e.code === 'EADDRINUSE' ? new PortInUseError(apiPort, 'Basket API') : e;
    });
  } catch (e) {
    await close();
    throw e;
  }
  return { rpcUrl: rpc.rpcUrl, wsUrl: rpc.wsUrl, apiUrl: service.url, chain, network, close };
}
