import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { gzipSize } from '../support/gzip';
import { PEER_ROUTES } from './peer-pages';

/** The part of Next.js's .next/build-manifest.json the bench reads: each page's script files. */
const BuildManifest = z.object({ pages: z.record(z.string(), z.array(z.string())) });
export type BuildManifest = z.infer<typeof BuildManifest>;

export interface JsSize {
  files: number;
  raw: number;
  gzip: number;
}

export interface PeerPageSize extends JsSize {
  /** Our page it is compared with. */
  label: string;
  /** The peer's route (Next.js's page name). */
  route: string;
}

/** The peer's production build: each compared page's initial JS, and all its JS. */
export interface PeerBundle {
  pages: PeerPageSize[];
  allJs: JsSize;
}

/**
 * The scripts a first visit to `route` loads before any of its own lazy chunks: the page's own
 * list and `_app`'s (Next.js's runtime, React and the app shell), each file once. Next.js loads
 * its polyfills only in browsers without modules, so they are not counted.
 */
export function initialFiles(manifest: BuildManifest, route: string): string[] {
  const page = manifest.pages[route];
  if (!page) throw new Error(`the peer's build has no page ${route}`);
  const files = [...(manifest.pages['/_app'] ?? []), ...page].filter((f) => f.endsWith('.js'));
  return [...new Set(files)];
}

function sizeOf(files: readonly string[], read: (file: string) => Buffer): JsSize {
  const sizes = files.map((file) => {
    const data = read(file);
    return { raw: data.length, gzip: gzipSize(data) };
  });
  return {
    files: files.length,
    raw: sizes.reduce((t, s) => t + s.raw, 0),
    gzip: sizes.reduce((t, s) => t + s.gzip, 0),
  };
}

/** Sizes from the peer's build folder (`.next/`), gzip at the level the bench serves. */
export function analyzePeerBundle(appDir: string): PeerBundle {
  const nextDir = path.join(appDir, '.next');
  const manifest = BuildManifest.parse(
    JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')),
  );
  const read = (file: string) => readFileSync(path.join(nextDir, file));
  const pages = Object.entries(PEER_ROUTES).map(([label, { route }]) => ({
    label,
    route,
    ...sizeOf(initialFiles(manifest, route), read),
  }));
  const allJs = readdirSync(path.join(nextDir, 'static'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join('static', file));
  return { pages, allJs: sizeOf(allJs, read) };
}
