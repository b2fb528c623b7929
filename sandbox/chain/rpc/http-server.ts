// The HTTP side of the JSON-RPC: POST any path, CORS for browser apps on other ports, `/health`,
// and, under a network profile with a rate limit, HTTP 429 for bursts as public endpoints answer.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { RpcBackend } from './backend';
import { stringify } from './encoding';
import { handleBody, methodNotFound } from './json-rpc';
import { METHODS } from './methods';

/** Decides whether a client's request is answered now (null) or refused for some seconds. */
export interface RequestGate {
  admit(client: string): number | null;
}

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
  // Lets a browser app read how long to back off after a 429 (a hint: public RPCs may not send it).
  res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
}

/**
 * A client, as a public endpoint tells them apart (by address), plus the browser origin, so the
 * app in a browser and a test process on the same machine do not share one allowance.
 */
function clientOf(req: IncomingMessage): string {
  return `${req.socket.remoteAddress ?? ''} ${req.headers.origin ?? ''}`;
}

/** The id of a single JSON-RPC request, for the 429 body (null for a batch or unreadable body). */
function requestId(body: string): string | number | null {
  try {
    const parsed = JSON.parse(body) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const id = (parsed as { id?: unknown }).id;
    return typeof id === 'string' || typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

/**
 * The answer of a public endpoint to a burst: HTTP 429, a JSON-RPC error with code 429 (as
 * api.mainnet-beta.solana.com answers, solana-program-library issue #2784) and Retry-After.
 */
function sendTooManyRequests(res: ServerResponse, retryAfterSeconds: number, body: string): void {
  const text = stringify({
    jsonrpc: '2.0',
    error: {
      code: 429,
      message: `Too many requests for a specific RPC call (the sandbox's rate limit); retry after ${retryAfterSeconds} s`,
    },
    id: requestId(body),
  });
  res.writeHead(429, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    'Retry-After': String(retryAfterSeconds),
  });
  res.end(text);
}

function send(res: ServerResponse, status: number, body: string, type = 'application/json'): void {
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

export function createRpcHttpServer(chain: RpcBackend, gate?: RequestGate): Server {
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
      const body = Buffer.concat(chunks).toString('utf8');
      const wait = gate?.admit(clientOf(req)) ?? null;
      if (wait !== null) {
        sendTooManyRequests(res, wait, body);
        return;
      }
      send(res, 200, stringify(handleBody(body, dispatch)));
    });
  });
  // Longer than clients keep idle sockets, so a reused socket is never closed under a request.
  server.keepAliveTimeout = 65_000;
  return server;
}
