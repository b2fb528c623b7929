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

interface ProjectBuild {
  repoRoot: string;
  /** The folder holding the index.html to build. */
  root: string;
  outDir: string;
  plugins?: Plugin[];
}

/**
 * A production build through the project's own vite.config.ts (its plugins, CSP and build
 * settings), into a folder of the bench's own (so it never races another engineer's `dist/`). The
 * only additions are the manifest, which maps source entries (route pages) to emitted chunks, and
 * hidden source maps, which say which module each byte of a chunk came from.
 */
async function buildWithProjectConfig(options: ProjectBuild): Promise<BuildResult> {
  const started = performance.now();
  const importers = new Map<string, string[]>();
  const output = await build({
    root: options.root,
    configFile: path.join(options.repoRoot, 'vite.config.ts'),
    // The app's public/ (its favicon) for every build, so both pages serve the same static files.
    publicDir: path.join(options.repoRoot, 'public'),
    logLevel: 'warn',
    plugins: [...(options.plugins ?? []), recordImporters(importers)],
    // 'hidden' source maps leave the emitted JS byte for byte as without them (no comment).
    build: { outDir: options.outDir, emptyOutDir: true, manifest: true, sourcemap: 'hidden' },
  });
  const outputs = Array.isArray(output) ? output : [output];
  const chunks: Rolldown.OutputChunk[] = [];
  for (const result of outputs) {
    if (!('output' in result)) throw new Error('vite build returned a watcher, not a build');
    for (const item of result.output) if (item.type === 'chunk') chunks.push(item);
  }
  return {
    outDir: options.outDir,
    seconds: (performance.now() - started) / 1000,
    chunks,
    importers,
  };
}

/** The production app, exactly as `vite build` makes it. */
export function buildApp(repoRoot: string, outDir: string): Promise<BuildResult> {
  return buildWithProjectConfig({ repoRoot, root: repoRoot, outDir });
}

/** The Google Fonts @import at the top of wallet-adapter-react-ui's styles.css. */
const GOOGLE_FONTS_IMPORT =
  /@import\s+url\(\s*['"]?https:\/\/fonts\.googleapis\.com\/[^)]*\)\s*;?/g;
const REACT_UI_STYLESHEET = /@solana\/wallet-adapter-react-ui\/styles\.css$/;

/** A stylesheet without its Google Fonts @import; everything else stays. */
export function stripGoogleFonts(css: string): string {
  return css.replace(GOOGLE_FONTS_IMPORT, '');
}

/**
 * Drops the third-party font request from wallet-adapter-react-ui's stylesheet: it fails offline
 * and the CSP refuses it (docs/real-service.md, "Our stack").
 */
function withoutGoogleFonts(): Plugin {
  return {
    name: 'bench-reference-without-google-fonts',
    enforce: 'pre',
    transform(code, id) {
      if (!REACT_UI_STYLESHEET.test(id.replace(/\?.*$/, ''))) return;
      return { code: stripGoogleFonts(code), map: null };
    },
  };
}

/**
 * The bare-stack reference page (bench/reference/): the same config, plugins and CSP as the app,
 * with no app code.
 */
export function buildReference(repoRoot: string, outDir: string): Promise<BuildResult> {
  return buildWithProjectConfig({
    repoRoot,
    root: path.join(repoRoot, 'bench', 'reference'),
    outDir,
    plugins: [withoutGoogleFonts()],
  });
}
