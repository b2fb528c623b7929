import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import type { StaticServer } from '../support/static-server';

/** Symmetry's baskets-ui, vendored at this commit (bench/peer/README.md). */
export const PEER_COMMIT = 'bdf06f4ce20106b3f58f4d6135d29e1ed0fd83d0';
export const PEER_NAME = "Symmetry's baskets-ui";

export interface PeerBuild {
  /** The vendored app's folder: its node_modules and .next/ are the bench's, ignored by git. */
  dir: string;
  commit: string;
  installSeconds: number;
  buildSeconds: number;
}

const START_TIMEOUT_MS = 60_000;
// Next.js asks to send usage data; the bench runs offline and sends nothing.
const OFFLINE_ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** Runs a command to its end; a non-zero exit fails with the output's tail. */
function run(command: string, args: string[], cwd: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: OFFLINE_ENV,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output.trim()}`));
    });
  });
}

/**
 * Installs the peer from its own lockfile (as `test:sdk` does sdk-conformance/) and makes its
 * production build: `next build`, the build its README gives.
 */
export async function buildPeer(repoRoot: string): Promise<PeerBuild> {
  const dir = path.join(repoRoot, 'bench', 'peer', 'baskets-ui');
  const installSeconds = await run(
    'npm',
    ['ci', '--no-audit', '--no-fund', '--ignore-scripts'],
    dir,
  );
  const buildSeconds = await run(path.join(dir, 'node_modules', '.bin', 'next'), ['build'], dir);
  return { dir, commit: PEER_COMMIT, installSeconds, buildSeconds };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** `next start` on a free port (its production server, gzip on as Next.js sends by default). */
export async function servePeer(build: PeerBuild): Promise<StaticServer> {
  const port = await freePort();
  const next = path.join(build.dir, 'node_modules', '.bin', 'next');
  const child = spawn(next, ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: build.dir,
    env: OFFLINE_ENV,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const close = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill();
    });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited ${child.exitCode}`);
    try {
      if ((await fetch(url + '/')).ok) return { url, close };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await close();
  throw new Error(`next start answered nothing on ${url} in ${START_TIMEOUT_MS / 1000} s`);
}
