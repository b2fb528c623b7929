/**
 * Child process of the bench that hosts one sandbox, so its memory is the sandbox's alone (the
 * load generator, Vite and Lighthouse live in the parent). Talks to the parent over IPC:
 *   → { type: 'ready', importMs, bootsMs, rpcUrl, wsUrl, apiUrl, rssAtBoot }
 *   ← { type: 'memory' }   → { type: 'memory', rss, heapUsed, transactions }
 *   ← { type: 'close' }    closes the sandbox and exits (also when the parent goes away).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { HostMessage, ParentMessage } from './protocol';

/** The first boot in a process also loads the service modules; the others show a warm start. */
const BOOTS = 4;

async function firstAnsweredRpc(rpcUrl: string): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getVersion' }),
  });
  const body = (await response.json()) as { result?: unknown };
  if (!body.result) throw new Error(`getVersion gave no result: ${JSON.stringify(body)}`);
}

function send(message: HostMessage): void {
  process.send!(message);
}

async function host(): Promise<void> {
  const importStarted = performance.now();
  const { startSandbox } = await import('../../../sandbox/index');
  const importMs = performance.now() - importStarted;

  const dataDirs: string[] = [];
  const bootsMs: number[] = [];
  let sandbox: Awaited<ReturnType<typeof startSandbox>> | undefined;
  let closing: Promise<void> | undefined;
  // Never rejects: a sandbox that fails to close is reported and the host still exits.
  const shutdown = () =>
    (closing ??= (async () => {
      await sandbox?.close();
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    })().catch((error: unknown) => console.error('sandbox host: closing failed:', error)));
  const exitAfterShutdown = (): void => {
    shutdown().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('disconnect', exitAfterShutdown);
  // Ctrl-C reaches the whole process group: the parent then sends 'close', so this host can close
  // the sandbox and delete its ledger instead of dying half way.
  process.on('SIGINT', () => undefined);

  // Each boot is a fresh, reset sandbox; the last one stays up for the load.
  for (let boot = 1; boot <= BOOTS; boot++) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'basketry-bench-sandbox-'));
    dataDirs.push(dataDir);
    const started = performance.now();
    const next = await startSandbox({
      rpcPort: 0,
      wsPort: 0,
      apiPort: 0,
      dataDir,
      reset: true,
      keeperDelayMs: 1_000,
    });
    sandbox = next;
    await firstAnsweredRpc(next.rpcUrl);
    bootsMs.push(performance.now() - started);
    if (boot < BOOTS) await next.close();
  }
  const running = sandbox!;

  process.on('message', (message: ParentMessage) => {
    if (message.type === 'memory') {
      const usage = process.memoryUsage();
      send({
        type: 'memory',
        rss: usage.rss,
        heapUsed: usage.heapUsed,
        transactions: running.chain.transactionCount(),
      });
    } else if (message.type === 'close') {
      exitAfterShutdown();
    }
  });
  send({
    type: 'ready',
    importMs,
    bootsMs,
    rpcUrl: running.rpcUrl,
    wsUrl: running.wsUrl,
    apiUrl: running.apiUrl,
    rssAtBoot: process.memoryUsage().rss,
  });
}

host().catch((error: unknown) => {
  send({
    type: 'failed',
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  process.exit(1);
});
