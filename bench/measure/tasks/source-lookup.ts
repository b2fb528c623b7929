import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeSegment } from '../bundle/sourcemap';

/** Where a position of the built code came from: a source file and the name there, if any. */
export interface SourcePosition {
  /** `src/features/create/CreateForm.tsx`, `react-dom/cjs/react-dom-client.production.js`. */
  source: string;
  line: number;
  /** The original identifier the bundler recorded at that position (a function's name). */
  name?: string;
}

interface Segment {
  column: number;
  source: number;
  line: number;
  name?: number;
}

interface DecodedMap {
  sources: string[];
  names: string[];
  lines: Segment[][];
}

function decode(map: { sources: string[]; names?: string[]; mappings: string }): DecodedMap {
  let source = 0;
  let line = 0;
  let name = 0;
  const lines = map.mappings.split(';').map((text) => {
    let column = 0;
    const segments: Segment[] = [];
    for (const piece of text.split(',')) {
      if (piece === '') continue;
      const fields = decodeSegment(piece);
      column += fields[0]!;
      if (fields.length < 4) continue;
      source += fields[1]!;
      line += fields[2]!;
      const segment: Segment = { column, source, line };
      if (fields.length >= 5) {
        name += fields[4]!;
        segment.name = name;
      }
      segments.push(segment);
    }
    return segments;
  });
  return { sources: map.sources, names: map.names ?? [], lines };
}

/** `../node_modules/react-dom/cjs/x.js` → `react-dom/cjs/x.js`; `../src/a.tsx` → `src/a.tsx`. */
export function shortSource(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules !== -1) return source.slice(modules + 'node_modules/'.length);
  return source.replace(/^(\.\.\/)+/, '');
}

/**
 * Maps positions of a build's scripts (as the browser reports them: URL path, zero-based line and
 * column) back to their sources through the build's hidden source maps (`<file>.map`).
 */
export class SourceLookup {
  readonly #outDir: string;
  readonly #maps = new Map<string, DecodedMap | null>();

  constructor(outDir: string) {
    this.#outDir = outDir;
  }

  #map(urlPath: string): DecodedMap | null {
    let map = this.#maps.get(urlPath);
    if (map === undefined) {
      const file = path.join(this.#outDir, urlPath + '.map');
      map = existsSync(file)
        ? decode(JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof decode>[0])
        : null;
      this.#maps.set(urlPath, map);
    }
    return map;
  }

  /** The source of `line`:`column` (zero-based) in the script at `urlPath`, if mapped. */
  find(urlPath: string, line: number, column: number): SourcePosition | undefined {
    const map = this.#map(urlPath);
    const segments = map?.lines[line];
    if (!map || !segments || segments.length === 0) return undefined;
    let found: Segment | undefined;
    for (const segment of segments) {
      if (segment.column > column) break;
      found = segment;
    }
    found ??= segments[0]!;
    const name = found.name === undefined ? undefined : map.names[found.name];
    return {
      source: shortSource(map.sources[found.source] ?? 'unknown'),
      line: found.line + 1,
      ...(name ? { name } : {}),
    };
  }
}
