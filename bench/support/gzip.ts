import { gzipSync } from 'node:zlib';
import { GZIP_LEVEL } from '../../scripts/serve-app.mjs';

// The level the bench's static server sends (scripts/serve-app.mjs): sizes measured as served.
export { GZIP_LEVEL };

export function gzipSize(data: string | Uint8Array): number {
  return gzipSync(data, { level: GZIP_LEVEL }).length;
}

export const KiB = 1024;

export function kib(bytes: number): string {
  return `${(bytes / KiB).toFixed(1)} KiB`;
}
