// The HTTP side of the JSON-RPC: POST any path, CORS for browser apps on other ports, `/health`.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Chain } from '../chain';
import { stringify } from './encoding';
import { handleBody, methodNotFound } from './json-rpc';
import { METHODS } from './methods';

/** A node's request body limit (50 KiB). */
const MAX_BODY_BYTES = 50 * 1024;

function cors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'POST, GET, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? 'content-type, solana-client',
  );
  res.setHeader('Access-Control-Max-Age', '86400');
}

function send(res: ServerResponse, status: number, body: string, type = 'application/json'): void {
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

export function createRpcHttpServer(chain: Chain): Server {
  const dispatch = (method: string, params: unknown[]): unknown => {
    const handler = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined;
    if (!handler) throw methodNotFound();
    return handler(chain, params);
  };
  const server = createServer((req, res) => {
    cors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET' && req.url?.split('?')[0] === '/health') {
      send(res, 200, 'ok', 'text/plain');
      return;
    }
    if (req.method !== 'POST') {
      send(res, 405, 'Used HTTP Method is not allowed. POST or OPTIONS is required', 'text/plain');
      return;
    }
    req.on('error', () => res.destroy()); // a client that hangs up mid-request
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (tooLarge) {
        send(res, 413, 'Payload Too Large', 'text/plain');
        return;
      }
      send(res, 200, stringify(handleBody(Buffer.concat(chunks).toString('utf8'), dispatch)));
    });
  });
  // Longer than clients keep idle sockets, so a reused socket is never closed under a request.
  server.keepAliveTimeout = 65_000;
  return server;
}
