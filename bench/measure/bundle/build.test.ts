import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReference, stripGoogleFonts, type BuildResult } from './build';
import { analyzeBundle } from './bundle';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('stripGoogleFonts', () => {
  it("drops wallet-adapter-react-ui's font @import and keeps the rules", () => {
    const css =
      "@import url('https://fonts.googleapis.com/css2?family=DM+Sans:wght@400;500;700&display=swap');\n\n.wallet-adapter-button { color: #fff; }";
    expect(stripGoogleFonts(css).trim()).toBe('.wallet-adapter-button { color: #fff; }');
  });

  it('leaves other imports alone', () => {
    expect(stripGoogleFonts("@import url('./local.css');")).toBe("@import url('./local.css');");
  });
});

describe('the reference page build', () => {
  let outDir: string;
  let built: BuildResult;

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'basketry-bench-reference-test-'));
    built = await buildReference(repoRoot, outDir);
  }, 120_000);

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it("carries the project's CSP and loads one script, nothing from a third party", async () => {
    const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
    expect(html).toContain('http-equiv="Content-Security-Policy"');
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    const css = await Promise.all(
      [...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) =>
        readFile(path.join(outDir, m[1] ?? ''), 'utf8'),
      ),
    );
    expect(css.join('')).toContain('.wallet-adapter-button');
    expect(css.join('')).not.toContain('fonts.googleapis.com');
  });

  it('holds every library of the bare stack and no app code', () => {
    const report = analyzeBundle(built.outDir, built.chunks, built.importers, repoRoot);
    const parts = report.initialBreakdown.map((share) => share.name);
    for (const library of [
      'react-dom',
      '@solana/wallet-adapter-react',
      '@solana/wallet-adapter-react-ui',
      '@solana/web3.js',
      '@tanstack/query-core',
      'react-hook-form',
      'zod',
    ])
      expect(parts).toContain(library);
    expect(parts.filter((name) => name.startsWith('src/'))).toEqual([]);
    expect(report.initialTopModules).toHaveLength(10);
  });
});
