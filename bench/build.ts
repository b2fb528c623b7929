import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

export interface BuildResult {
  outDir: string;
  seconds: number;
  /** Rolldown's output chunks: which modules each chunk holds and how many bytes each renders to. */
  chunks: Rolldown.OutputChunk[];
  /** Module id → the ids of the modules that import it statically. */
  importers: Map<string, string[]>;
}

/** Records who imports each bundled module; it only reads the graph, the output is unchanged. */
function recordImporters(importers: Map<string, string[]>): Plugin {
  return {
    name: 'bench-record-importers',
    apply: 'build',
    generateBundle() {
      // Every module of the graph, also re-export facades that render no code of their own.
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info) importers.set(id, [...info.importers]);
      }
    },
  };
}

/**
 * The production build, through the project's own vite.config.ts, into a folder of the bench's own
 * (so it never races another engineer's `dist/`). The only addition is the manifest, which maps
 * source entries (route pages) to emitted chunks, and hidden source maps, which say which module
 * each byte of a chunk came from.
 */
export async function buildApp(repoRoot: string, outDir: string): Promise<BuildResult> {
  const started = performance.now();
  const importers = new Map<string, string[]>();
  const output = await build({
    root: repoRoot,
    configFile: path.join(repoRoot, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [recordImporters(importers)],
    // 'hidden' source maps leave the emitted JS byte for byte as without them (no comment).
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: 'hidden' },
  });
  const outputs = Array.isArray(output) ? output : [output];
  const chunks: Rolldown.OutputChunk[] = [];
  for (const result of outputs) {
    if (!('output' in result)) throw new Error('vite build returned a watcher, not a build');
    for (const item of result.output) if (item.type === 'chunk') chunks.push(item);
  }
  return { outDir, seconds: (performance.now() - started) / 1000, chunks, importers };
}
