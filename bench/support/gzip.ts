import { gzipSync } from 'node:zlib';

/** zlib's default level (6): what a typical static host or CDN sends when it compresses on the fly. */
export const GZIP_LEVEL = 6;

export function gzipSize(data: string | Uint8Array): number {
  return gzipSync(data, { level: GZIP_LEVEL }).length;
}

export function gzip(data: string | Uint8Array): Buffer {
  return gzipSync(data, { level: GZIP_LEVEL });
}

export const KiB = 1024;

export function kib(bytes: number): string {
  return `${(bytes / KiB).toFixed(1)} KiB`;
}
