// Serves a production build as a static host serves it: files under /assets/ carry a content hash
// in their names, so they are cached for a year and never asked again; index.html and the other
// files are revalidated; any other path gets index.html (the app routes client-side). Every answer
// carries the security headers that the build's `_headers` file names (./securityHeaders.mjs).
// One server for `npm start`, the browser tests and the bench, so each loads the app the way a
// user's browser does.
// `node scripts/serve-app.mjs <dir> <port>` serves <dir> on 127.0.0.1:<port> until stopped.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { securityHeaders } from './securityHeaders.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.webmanifest',
  '.txt',
]);
/** zlib's default level: what a typical static host or CDN sends when it compresses on the fly. */
export const GZIP_LEVEL = 6;

/**
 * @param {{ dir: string, gzip?: boolean, whileMissing?: string }} options `gzip`: compress text
 * when the browser accepts it (a host's transfer sizes; the bench measures them). `whileMissing`:
 * the page to answer, with 503, while the build is not there yet (`npm start` listens before its
 * first build).
 * @returns {import('node:http').Server}
 */
export function createAppServer({ dir, gzip = false, whileMissing }) {
  const root = resolve(dir);
  // Hashed files never change under their name: read (and compressed) once.
  const hashedFiles = new Map();
  const read = (file, hashed) => {
    const cached = hashedFiles.get(file);
    if (cached) return cached;
    const body = readFileSync(file);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const entry = {
      body,
      gz: gzip && COMPRESSIBLE.has(extname(file)) ? gzipSync(body, { level: GZIP_LEVEL }) : null,
      type,
    };
    if (hashed) hashedFiles.set(file, entry);
    return entry;
  };

  // The policy allows index.html's inline scripts by hash: read again when a new build replaces it.
  let policy = { version: '', headers: securityHeaders('') };
  const headersOfBuild = () => {
    const index = join(root, 'index.html');
    try {
      const { mtimeMs, size } = statSync(index);
      const version = `${mtimeMs}:${size}`;
      if (version !== policy.version) {
        policy = { version, headers: securityHeaders(readFileSync(index, 'utf8')) };
      }
    } catch {
      // No build yet (or one being swapped in): no inline script is allowed meanwhile.
      return securityHeaders('');
    }
    return policy.headers;
  };

  return createServer((req, res) => {
    const security = headersOfBuild();
    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      // "%E0%A4%A": no path at all; a malformed request must not stop the server.
      res.writeHead(400, { ...security, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Malformed path.');
      return;
    }
    const file = normalize(join(root, urlPath));
    const inside = file.startsWith(root + sep);
    const target =
      inside && existsSync(file) && statSync(file).isFile() ? file : join(root, 'index.html');
    if (!existsSync(target)) {
      res.writeHead(whileMissing ? 503 : 404, {
        ...security,
        'Content-Type': 'text/html; charset=utf-8',
        ...(whileMissing ? { 'Retry-After': '5' } : {}),
      });
      res.end(whileMissing ?? 'No build to serve.');
      return;
    }
    const hashed = target.startsWith(join(root, 'assets') + sep);
    let entry;
    try {
      entry = read(target, hashed);
    } catch {
      // A file removed between the check and the read (a new build swapped in): retry, no crash.
      res.writeHead(503, { ...security, 'Retry-After': '5' });
      res.end();
      return;
    }
    const zipped = entry.gz !== null && /\bgzip\b/.test(String(req.headers['accept-encoding']));
    const body = zipped ? entry.gz : entry.body;
    res.writeHead(200, {
      ...security,
      'Content-Type': entry.type,
      'Content-Length': body.length,
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(entry.gz !== null ? { Vary: 'Accept-Encoding' } : {}),
      ...(zipped ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

/**
 * Listens on `host:port` (0: a free port) and resolves with the port taken.
 * @param {import('node:http').Server} server
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<number>}
 */
export function listen(server, port, host = '127.0.0.1') {
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolveListen(typeof address === 'object' && address ? address.port : port);
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir, port] = process.argv.slice(2);
  if (!dir || !port || !Number.isInteger(Number(port))) {
    console.error('usage: node scripts/serve-app.mjs <dir> <port>');
    process.exit(2);
  }
  const server = createAppServer({ dir });
  await listen(server, Number(port));
  console.log(`Serving ${dir} on http://127.0.0.1:${port}`);
  const stop = () => {
    server.close();
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
