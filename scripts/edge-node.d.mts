// Types for edge-node.mjs (plain JavaScript: `npm start` runs it with node alone).
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface EdgeHandler {
  handles: (pathname: string) => boolean;
  handle: (request: Request) => Promise<Response>;
}
export function loadEdgeHandler(
  dir: string,
  env: Record<string, string | undefined>,
): Promise<EdgeHandler>;
export function sandboxEdgeEnv(urls: { rpcUrl: string; apiUrl: string }): Record<string, string>;
export function serveEdge(
  edge: EdgeHandler,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void>;
export function edgeBuildArgs(outDir: string): string[];
