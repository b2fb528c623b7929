import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzip } from './gzip';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.webmanifest', '.txt']);

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a production build the way a static host does: gzip (level 6) when the browser accepts it,
 * long caching for hashed assets, and index.html for any other path (the app routes client-side).
 */
export async function serveStatic(root: string): Promise<StaticServer> {
  const cache = new Map<string, { body: Buffer; gz: Buffer | null; type: string }>();
  const load = async (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      const body = await readFile(file);
      const ext = path.extname(file);
      entry = {
        body,
        gz: COMPRESSIBLE.has(ext) ? gzip(body) : null,
        type: TYPES[ext] ?? 'application/octet-stream',
      };
      cache.set(file, entry);
    }
    return entry;
  };
  const resolve = async (urlPath: string): Promise<string> => {
    const candidate = path.join(root, path.normalize(decodeURIComponent(urlPath)));
    if (candidate.startsWith(root + path.sep)) {
      const info = await stat(candidate).catch(() => null);
      if (info?.isFile()) return candidate;
    }
    return path.join(root, 'index.html');
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
      const file = await resolve(urlPath);
      const entry = await load(file);
      const hashed = urlPath.startsWith('/assets/');
      const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const body = entry.gz && acceptsGzip ? entry.gz : entry.body;
      res.writeHead(200, {
        'content-type': entry.type,
        'content-length': body.length,
        'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        vary: 'accept-encoding',
        ...(body === entry.gz ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    })().catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolveListen);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
