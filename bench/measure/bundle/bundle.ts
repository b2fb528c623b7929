import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest, Rolldown } from 'vite';
import { gzipSize } from '../../support/gzip';
import { entriesBehind, reachableFiles } from './lazyEntries';
import { codePerSource, UNMAPPED } from './sourcemap';

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

export interface RouteChunks {
  /** `route` for a page `src/features/<op>/<Op>Page.tsx` (served at `/<op>`); else `lazy`. */
  kind: 'route' | 'lazy';
  /** `/<op>` for a page; else the lazily loaded module (a package name or a source path). */
  route: string;
  src: string;
  /** JS a visit loads beyond the landing page's initial set (the page chunk + its own imports). */
  js: FileSize[];
  jsGzip: number;
}

export interface ModuleShare {
  /** An npm package (`react-dom`, `@solana/web3.js`) or an app folder (`src/app`). */
  name: string;
  /** Characters of minified output it produced (from the source map). */
  raw: number;
  /** The chunk's gzip size split by each module's share of its characters (an estimate). */
  gzipEstimate: number;
  /** The app files that pull it into the initial load (directly or through other packages). */
  importedBy: string[];
}

/** One source module's share of the initial JS. */
export interface ModuleSize {
  /** `react-dom/cjs/react-dom-client.production.js`, `src/app/App.tsx`. */
  module: string;
  /** Characters of minified output it produced (from the source map). */
  raw: number;
  /** Those characters gzipped on their own (no shared dictionary: a little above its real share). */
  gzip: number;
}

/**
 * Packages a wallet adapter downloads only when the user picks that wallet in the connect dialog:
 * Ledger's WebHID transport (@solana/wallet-adapter-ledger 0.9.30 lib/esm/adapter.js, in connect:
 * `await import('@ledgerhq/hw-transport-webhid')`) and Trezor Connect
 * (@solana/wallet-adapter-trezor 0.1.7 lib/esm/adapter.js: `await import('@trezor/connect-web')`).
 * No visit downloads them otherwise, so the all-JS budget counts the app without them.
 */
export const ON_DEMAND_WALLET_PACKAGES = ['@ledgerhq/hw-transport-webhid', '@trezor/connect-web'];
/**
 * The chart library: imported by the chart component when a chart first mounts (ui/LineChart), so
 * only pages that draw one — a basket's page, a backtest of a draft — download it; issue 22 counts
 * it as loaded on demand. Printed with the wallet libraries on their own line.
 */
export const ON_DEMAND_CHART_PACKAGES = ['lightweight-charts'];
const ON_DEMAND_PACKAGES = [...ON_DEMAND_WALLET_PACKAGES, ...ON_DEMAND_CHART_PACKAGES];
/**
 * App modules only a build configured for them loads: WalletConnect's adapter and its SDK
 * (@walletconnect/*, @reown/appkit), imported by src/wallet/walletConnect.ts only when the build has a
 * WalletConnect project id (VITE_WALLETCONNECT_PROJECT_ID). A build without one never downloads it;
 * printed with the wallet libraries.
 */
export const ON_DEMAND_WALLET_SOURCES = ['src/wallet/walletConnectAdapter.ts'];

export interface JsTotal {
  files: number;
  raw: number;
  gzip: number;
}

/** How many of the largest initial modules the report keeps. */
export const TOP_MODULES = 10;

export interface BundleReport {
  initial: { js: FileSize[]; jsGzip: number; css: FileSize[]; cssGzip: number };
  routes: RouteChunks[];
  allJs: JsTotal;
  /** The JS only the on-demand packages' lazy imports reach (no other entry shares it). */
  onDemandWallets: JsTotal & { packages: string[] };
  /** All JS but the on-demand wallet libraries: what the all-JS budget holds. */
  appJs: JsTotal;
  allCss: JsTotal;
  /** What fills the initial JS, largest first. */
  initialBreakdown: ModuleShare[];
  /** The TOP_MODULES largest source modules of the initial JS by gzip size, largest first. */
  initialTopModules: ModuleSize[];
}

/** `<script type="module" src>`, `<link rel="modulepreload" href>` and stylesheets of index.html. */
export function initialAssetsFromHtml(html: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) =>
      new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    if (/^<script/i.test(tag) && attr('type') === 'module' && attr('src')) js.push(attr('src')!);
    if (/^<link/i.test(tag)) {
      const rel = attr('rel');
      const href = attr('href');
      if (href && rel === 'modulepreload') js.push(href);
      if (href && rel === 'stylesheet') css.push(href);
    }
  }
  const local = (url: string) => url.replace(/^\//, '');
  return { js: js.filter((u) => !/^https?:/.test(u)).map(local), css: css.map(local) };
}

/**
 * The app's entry, which index.html's loader (src/boot.ts) imports on every visit once the static
 * shell has painted: a dynamic import in the manifest, but part of every start all the same.
 */
export const APP_ENTRY = 'src/main.tsx';

/** The JS every visit loads by itself: index.html's scripts and the app entry its loader requests. */
export function startupScripts(manifest: Manifest, htmlScripts: readonly string[]): Set<string> {
  const appEntry = manifest[APP_ENTRY]?.file;
  return staticClosure(manifest, appEntry ? [...htmlScripts, appEntry] : htmlScripts);
}

/** Follows the manifest's static `imports` from the given files; returns every file reached. */
export function staticClosure(manifest: Manifest, files: readonly string[]): Set<string> {
  return reachableFiles(manifest, files, false);
}

/**
 * The files reached only from `onDemand` entries: their static closure, less everything reached
 * from `others` (index.html's scripts and every other lazy entry), which other visits load anyway.
 */
export function onDemandOnlyFiles(
  manifest: Manifest,
  onDemand: readonly string[],
  others: readonly string[],
): Set<string> {
  const shared = staticClosure(manifest, others);
  return new Set([...staticClosure(manifest, onDemand)].filter((file) => !shared.has(file)));
}

/** The package a module path belongs to (its innermost node_modules), if any. */
export function packageOf(src: string): string | undefined {
  const at = src.lastIndexOf('node_modules/');
  if (at === -1) return undefined;
  const [first, second] = src.slice(at + 'node_modules/'.length).split('/');
  return first?.startsWith('@') ? `${first}/${second}` : first;
}

/** What a lazily loaded entry is: a feature page (and its route) or another lazy module. */
export function routeOfSource(src: string): { kind: 'route' | 'lazy'; route: string } {
  const feature = /^src\/features\/([^/]+)\/[^/]+Page\.tsx$/.exec(src);
  if (feature) return { kind: 'route', route: feature[1] === 'home' ? '/' : `/${feature[1]}` };
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(src);
  return { kind: 'lazy', route: inModules ? inModules[1]! : src };
}

/** A module's readable name: the path inside node_modules, else the path from the repository. */
export function moduleLabel(id: string, repoRoot: string): string {
  const clean = id.replace(/^\0+/, '').replace(/\?.*$/, '');
  const inModules = clean.lastIndexOf('node_modules/');
  if (inModules !== -1) return clean.slice(inModules + 'node_modules/'.length);
  const relative = path.relative(repoRoot, clean);
  return relative.startsWith('..') || path.isAbsolute(relative) ? clean : relative;
}

/** `node_modules/@scope/pkg/...` → `@scope/pkg`; `src/app/x.tsx` → `src/app`. */
export function ownerOfModule(id: string, repoRoot: string): string {
  const clean = id.replace(/^\0+/, '').replace(/\?.*$/, '');
  const inModules = clean.lastIndexOf('node_modules/');
  if (inModules !== -1) {
    const parts = clean.slice(inModules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const relative = path.relative(repoRoot, clean);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return clean;
  const parts = relative.split(path.sep);
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : relative;
}

/**
 * For each owner (package or app folder) of `moduleIds`, the app files among them that pull it in:
 * walking back from its modules through importers (packages included) to app files outside it.
 */
export function appImporters(
  moduleIds: Iterable<string>,
  importers: ReadonlyMap<string, readonly string[]>,
  ownerOf: (id: string) => string,
  isAppFile: (id: string) => boolean,
  describe: (id: string) => string,
): Map<string, string[]> {
  const inSet = new Set(moduleIds);
  const byOwner = new Map<string, string[]>();
  for (const id of inSet) {
    const owner = ownerOf(id);
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), id]);
  }
  const result = new Map<string, string[]>();
  for (const [owner, ids] of byOwner) {
    const seen = new Set(ids);
    const found = new Set<string>();
    const queue = [...ids];
    while (queue.length > 0) {
      for (const importer of importers.get(queue.pop()!) ?? []) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        // App files of lazy chunks import it too, but only those in this set load it up front.
        if (isAppFile(importer) && ownerOf(importer) !== owner) {
          if (inSet.has(importer)) found.add(describe(importer));
        } else {
          queue.push(importer);
        }
      }
    }
    result.set(owner, [...found].sort());
  }
  return result;
}

/**
 * A chunk's code by the index of the source that produced it. A chunk without a source map (the
 * bundler's own runtime, which no source claims) is all bundler glue.
 */
export function codeBySource(
  chunk: Pick<Rolldown.OutputChunk, 'code' | 'map'>,
): Map<number, string> {
  if (!chunk.map) return new Map([[UNMAPPED, chunk.code]]);
  return codePerSource(chunk.code, chunk.map.mappings);
}

export function analyzeBundle(
  outDir: string,
  chunks: readonly Rolldown.OutputChunk[],
  importers: ReadonlyMap<string, readonly string[]>,
  repoRoot: string,
): BundleReport {
  const manifest = JSON.parse(
    readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const sizes = new Map<string, FileSize>();
  const sizeOf = (file: string): FileSize => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = readFileSync(path.join(outDir, file));
      size = { file, raw: bytes.length, gzip: gzipSize(bytes) };
      sizes.set(file, size);
    }
    return size;
  };
  const sum = (list: readonly FileSize[], key: 'raw' | 'gzip') =>
    list.reduce((total, item) => total + item[key], 0);

  const fromHtml = initialAssetsFromHtml(html);
  const initialFiles = startupScripts(manifest, fromHtml.js);
  const initialJs = [...initialFiles].filter((f) => f.endsWith('.js')).map(sizeOf);
  const initialCss = [...new Set(fromHtml.css)].map(sizeOf);

  const routes: RouteChunks[] = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src)
    .map(([, chunk]) => {
      const own = [...staticClosure(manifest, [chunk.file])].filter(
        (file) => !initialFiles.has(file) && file.endsWith('.js'),
      );
      const js = own.map(sizeOf);
      return { ...routeOfSource(chunk.src!), src: chunk.src!, js, jsGzip: sum(js, 'gzip') };
    })
    .sort((a, b) => a.kind.localeCompare(b.kind) * -1 || a.route.localeCompare(b.route));

  const emitted = Object.values(manifest);
  const allJsFiles = [...new Set(emitted.map((c) => c.file).filter((f) => f.endsWith('.js')))];
  const allCssFiles = [
    ...new Set([...emitted.flatMap((c) => c.css ?? []), ...fromHtml.css].filter(Boolean)),
  ];
  const allJs = allJsFiles.map(sizeOf);
  const allCss = allCssFiles.map(sizeOf);

  const dynamicEntries = emitted.filter((chunk) => chunk.isDynamicEntry && chunk.src);
  const isOnDemandWallet = (src: string) =>
    ON_DEMAND_PACKAGES.includes(packageOf(src) ?? '') || ON_DEMAND_WALLET_SOURCES.includes(src);
  const onDemandEntries = dynamicEntries.filter((chunk) => isOnDemandWallet(chunk.src!));
  const onDemandEntryFiles = onDemandEntries.map((chunk) => chunk.file);
  const appEntryFile = manifest[APP_ENTRY]?.file;
  const behind = entriesBehind(manifest, onDemandEntryFiles, [
    ...fromHtml.js,
    ...(appEntryFile ? [appEntryFile] : []),
  ]);
  const onDemandFiles = onDemandOnlyFiles(
    manifest,
    [...onDemandEntryFiles, ...dynamicEntries.filter((c) => behind.has(c.file)).map((c) => c.file)],
    [
      ...fromHtml.js,
      ...dynamicEntries
        .filter((chunk) => !isOnDemandWallet(chunk.src!) && !behind.has(chunk.file))
        .map((c) => c.file),
    ],
  );
  const onDemandJs = allJs.filter((size) => onDemandFiles.has(size.file));
  const appJs = allJs.filter((size) => !onDemandFiles.has(size.file));
  const total = (list: readonly FileSize[]): JsTotal => ({
    files: list.length,
    raw: sum(list, 'raw'),
    gzip: sum(list, 'gzip'),
  });

  const shares = new Map<string, ModuleShare>();
  const modules = new Map<string, ModuleSize>();
  for (const chunk of chunks) {
    if (!initialFiles.has(chunk.fileName)) continue;
    const { gzip: chunkGzip } = sizeOf(chunk.fileName);
    if (!chunk.map) {
      // Rolldown's own runtime chunk (rolldown-runtime-*.js) comes without a map: all of it is
      // bundler glue.
      const name = '(unmapped: bundler glue)';
      const share = shares.get(name) ?? { name, raw: 0, gzipEstimate: 0, importedBy: [] };
      share.raw += chunk.code.length;
      share.gzipEstimate += chunkGzip;
      shares.set(name, share);
      continue;
    }
    const chunkDir = path.resolve(outDir, path.dirname(chunk.fileName));
    for (const [index, code] of codeBySource(chunk)) {
      const source = index === UNMAPPED ? undefined : chunk.map?.sources[index];
      const id = source ? path.resolve(chunkDir, source) : undefined;
      const name = id ? ownerOfModule(id, repoRoot) : '(unmapped: bundler glue)';
      const share = shares.get(name) ?? { name, raw: 0, gzipEstimate: 0, importedBy: [] };
      share.raw += code.length;
      share.gzipEstimate += (chunkGzip * code.length) / chunk.code.length;
      shares.set(name, share);
      if (id) {
        const label = moduleLabel(id, repoRoot);
        const size = modules.get(label) ?? { module: label, raw: 0, gzip: 0 };
        size.raw += code.length;
        size.gzip += gzipSize(code);
        modules.set(label, size);
      }
    }
  }

  const ownerOf = (id: string) => ownerOfModule(id, repoRoot);
  const relative = (id: string) => path.relative(repoRoot, id.replace(/\?.*$/, ''));
  const isAppFile = (id: string) => !id.includes('node_modules') && !relative(id).startsWith('..');
  const initialModules = chunks
    .filter((chunk) => initialFiles.has(chunk.fileName))
    .flatMap((chunk) => chunk.moduleIds);
  const entries = appImporters(initialModules, importers, ownerOf, isAppFile, relative);
  for (const share of shares.values()) share.importedBy = entries.get(share.name) ?? [];

  return {
    initial: {
      js: initialJs,
      jsGzip: sum(initialJs, 'gzip'),
      css: initialCss,
      cssGzip: sum(initialCss, 'gzip'),
    },
    routes,
    allJs: total(allJs),
    onDemandWallets: {
      ...total(onDemandJs),
      packages: [
        ...new Set(onDemandEntries.map((chunk) => packageOf(chunk.src!) ?? chunk.src!)),
      ].sort(),
    },
    appJs: total(appJs),
    allCss: total(allCss),
    initialBreakdown: [...shares.values()].sort((a, b) => b.raw - a.raw),
    initialTopModules: [...modules.values()].sort((a, b) => b.gzip - a.gzip).slice(0, TOP_MODULES),
  };
}
