// What a lazy entry leads to beyond the manifest's static imports: a library that loads its own
// parts lazily (WalletConnect's SDK its views) is on demand whole when only its entry reaches them.
import type { Manifest } from 'vite';

/**
 * Every file reached from `files` through the manifest's static `imports` (and its `dynamicImports`
 * with `dynamic`), not passing through `stops`.
 */
export function reachableFiles(
  manifest: Manifest,
  files: readonly string[],
  dynamic: boolean,
  stops: ReadonlySet<string> = new Set(),
): Set<string> {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const reached = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (reached.has(file) || stops.has(file)) continue;
    reached.add(file);
    const chunk = byFile.get(file);
    const keys = [...(chunk?.imports ?? []), ...(dynamic ? (chunk?.dynamicImports ?? []) : [])];
    for (const key of keys) {
      const imported = manifest[key];
      if (imported) queue.push(imported.file);
    }
  }
  return reached;
}

/**
 * The lazy entries only an on-demand entry leads to (a library's own lazy parts, as WalletConnect's
 * SDK loads its views): not reachable from `roots` without passing through an on-demand entry.
 */
export function entriesBehind(
  manifest: Manifest,
  onDemand: readonly string[],
  roots: readonly string[],
): Set<string> {
  const app = reachableFiles(manifest, roots, true, new Set(onDemand));
  const behind = reachableFiles(manifest, onDemand, true);
  return new Set([...behind].filter((file) => !app.has(file)));
}
