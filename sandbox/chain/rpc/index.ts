// Starts the JSON-RPC for a chain: HTTP on rpcPort, WebSocket on wsPort (web3.js uses HTTP port + 1).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Chain } from '../chain';
import type { SandboxNetwork } from '../network';
import { createRpcHttpServer } from './http-server';
import { attachRpcWebSocket } from './ws-server';

export interface RpcOptions {
  chain: Chain;
  /** Serve clients through this network profile (default: the chain itself, instantly). */
  network?: SandboxNetwork;
  host?: string;
  /** HTTP port; 0 picks a free one. Default 8899. */
  rpcPort?: number;
  /** WebSocket port; 0 picks a free one. Default 8900. */
  wsPort?: number;
}

export interface RpcServers {
  rpcUrl: string;
  wsUrl: string;
  rpcPort: number;
  wsPort: number;
  close(): Promise<void>;
}

/** Thrown when a port is taken, naming it (the entry points turn it into one clear line). */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly role: string,
  ) {
    super(`Port ${port} (${role}) is already in use`);
    this.name = 'PortInUseError';
  }
}

export function listen(server: Server, port: number, host: string, role: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (e: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(e.code === 'EADDRINUSE' ? new PortInUseError(port, role) : e);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export async function startRpc(opts: RpcOptions): Promise<RpcServers> {
  const host = opts.host ?? '127.0.0.1';
  const backend = opts.network?.rpc ?? opts.chain;
  const http = createRpcHttpServer(backend, opts.network);
  const wsHttp = createServer((_req, res) => {
    res.writeHead(426, { 'Content-Type': 'text/plain' }).end('Upgrade to WebSocket required');
  });
  const ws = attachRpcWebSocket(backend, wsHttp);
  try {
    const rpcPort = await listen(http, opts.rpcPort ?? 8899, host, 'JSON-RPC');
    const wsPort = await listen(wsHttp, opts.wsPort ?? 8900, host, 'WebSocket');
    const urlHost = host.includes(':') ? `[${host}]` : host;
    return {
      rpcUrl: `http://${urlHost}:${rpcPort}`,
      wsUrl: `ws://${urlHost}:${wsPort}`,
      rpcPort,
      wsPort,
      close: async () => {
        await ws.close();
        await Promise.all([closeServer(http), closeServer(wsHttp)]);
      },
    };
  } catch (e) {
    await ws.close();
    await Promise.all([closeServer(http), closeServer(wsHttp)]);
    throw e;
  }
}
