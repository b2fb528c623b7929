// Types for serve-app.mjs (plain JavaScript: `npm start` runs it with node alone).
import type { Server } from 'node:http';
import type { EdgeHandler } from './edge-node.mjs';

export const GZIP_LEVEL: number;
export function createAppServer(options: {
  dir: string;
  gzip?: boolean;
  whileMissing?: string;
  edge?: EdgeHandler;
}): Server;
export function listen(server: Server, port: number, host?: string): Promise<number>;
