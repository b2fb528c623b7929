// The edge handler (src/edge, built to dist-edge/ by vite.edge.config.ts) served by Node's http
// server: `npm start` and the browser tests run the same built file an edge host runs
// (docs/edge.md). Node hands it resvg's .wasm as bytes; an edge host imports the module.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The arguments to Vite's CLI that build the edge handler into `outDir`: `npm start`, `npm test` and
 * the browser tests build it the same way.
 * @param {string} outDir
 */
export function edgeBuildArgs(outDir) {
  return [
    'build',
    '--config',
    'vite.edge.config.ts',
    '--logLevel',
    'warn',
    '--outDir',
    outDir,
    '--emptyOutDir',
  ];
}

/**
 * @typedef {{ handles: (pathname: string) => boolean, handle: (request: Request) => Promise<Response> }} EdgeHandler
 */

/**
 * The built handler in `dir`, set up with `env` (BASKETRY_RPC_URL, BASKETRY_API_BASE, …).
 * @param {string} dir
 * @param {Record<string, string | undefined>} env
 * @returns {Promise<EdgeHandler>}
 */
export async function loadEdgeHandler(dir, env) {
  const built = await import(pathToFileURL(join(dir, 'handler.js')).href);
  const wasm = readFileSync(join(dir, 'resvg.wasm'));
  return {
    handles: built.handlesPath,
    handle: built.createBasketryHandler(built.edgeConfigFromEnv(env), { wasm }),
  };
}

/** The sandbox's endpoints as the handler's variables: what the app's Sandbox preset names. */
export function sandboxEdgeEnv({ rpcUrl, apiUrl }) {
  return {
    BASKETRY_RPC_URL: rpcUrl,
    BASKETRY_API_BASE: apiUrl,
    // The sandbox's API answers Jupiter's price endpoint and DefiLlama's chart for its tokens.
    BASKETRY_JUPITER_API_BASE: apiUrl,
    BASKETRY_PRICE_HISTORY_API_BASE: apiUrl,
  };
}

/**
 * Answers a Node request through the handler: the request as a Fetch-API Request (body read
 * whole), the Response written back.
 * @param {EdgeHandler} edge
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Record<string, string>} [alsoSent] sent too, under the handler's own (the app server's
 * security headers)
 */
export async function serveEdge(edge, req, res, alsoSent = {}) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
  const request = new Request(
    new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`),
    {
      method: req.method,
      headers,
      body: hasBody ? Buffer.concat(chunks) : undefined,
    },
  );
  const response = await edge.handle(request);
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, {
    ...alsoSent,
    ...Object.fromEntries(response.headers),
    'Content-Length': body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
