// `vite build` refuses a build whose network it would have to guess (vite.config.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEnvProblem } from '../vite.config';

const root = resolve(import.meta.dirname, '..');

describe('the build’s network variables', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('an RPC URL needs its network named; with it, or with neither, it builds', () => {
    expect(buildEnvProblem({ VITE_RPC_URL: 'https://rpc.example.com' })).toMatch(
      /VITE_RPC_URL is set \(https:\/\/rpc\.example\.com\) but VITE_CLUSTER is not/,
    );
    expect(
      buildEnvProblem({ VITE_CLUSTER: 'mainnet', VITE_RPC_URL: 'https://rpc.example.com' }),
    ).toBeNull();
    expect(buildEnvProblem({ VITE_API_BASE: 'http://127.0.0.1:9787' })).toBeNull();
    expect(buildEnvProblem({})).toBeNull();
  });

  it('vite build with VITE_RPC_URL and no VITE_CLUSTER stops before building, saying why', async () => {
    vi.stubEnv('VITE_RPC_URL', 'https://rpc.example.com');
    vi.stubEnv('VITE_CLUSTER', '');
    const outDir = mkdtempSync(join(tmpdir(), 'basketry-build-env-'));
    try {
      await expect(
        build({
          root,
          configFile: join(root, 'vite.config.ts'),
          logLevel: 'silent',
          build: { outDir },
        }),
      ).rejects.toThrow(
        /VITE_RPC_URL is set \(https:\/\/rpc\.example\.com\) but VITE_CLUSTER is not/,
      );
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
