import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { onCleanup } from '../../support/cleanup';
import type { HostMessage, ParentMessage } from './protocol';
import { median } from '../../support/stats';
import { TransferLoad } from './tx-load';

export interface SandboxFigures {
  importMs: number;
  /** startSandbox() → first getVersion answered, first in a fresh process (loads the service). */
  coldBootMs: number;
  /** The same for the later fresh boots in that process: their median. */
  bootMs: number;
  bootsMs: number[];
  sequential: { transactions: number; perSecond: number };
  inFlight16: { transactions: number; perSecond: number };
  /** Transactions the sandbox had landed when its memory was read (the goal is 10,000). */
  transactionsAtMemory: number;
  failed: number;
  lastError?: string;
  rssAtBootBytes: number;
  rssBytes: number;
  heapUsedBytes: number;
}

const TARGET_TRANSACTIONS = 10_000;
const PAYERS = 16;

type Ready = Extract<HostMessage, { type: 'ready' }>;
type Memory = Extract<HostMessage, { type: 'memory' }>;

function nextMessage<T extends HostMessage['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
): Promise<Extract<HostMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => done(new Error(`sandbox host: no '${type}' in ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onMessage = (message: HostMessage) => {
      if (message.type === type) done(null, message as Extract<HostMessage, { type: T }>);
      else if (message.type === 'failed')
        done(new Error(`sandbox host failed: ${message.message}`));
    };
    const onExit = (code: number | null) => done(new Error(`sandbox host exited (${code})`));
    const done = (error: Error | null, value?: Extract<HostMessage, { type: T }>) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(value!);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/**
 * Sandbox figures: boot time, JSON-RPC throughput one at a time and 16 in flight, and the host
 * process's memory once 10,000 transactions have landed (or the time budget ran out: the count
 * is reported with the figure).
 */
export async function benchSandbox(
  budget: { sequentialMs: number; inFlightMs: number; fillMs: number },
  log: (line: string) => void,
): Promise<SandboxFigures> {
  const hostPath = fileURLToPath(new URL('./host.ts', import.meta.url));
  const child = fork(hostPath, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = onCleanup('sandbox host process', async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const message: ParentMessage = { type: 'close' };
    if (child.connected) child.send(message);
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  });
  try {
    const ready: Ready = await nextMessage(child, 'ready', 120_000);
    log(`  sandbox: boots ${ready.bootsMs.map((ms) => Math.round(ms)).join(', ')} ms`);
    const load = await TransferLoad.prepare(ready.rpcUrl, ready.wsUrl, PAYERS);

    const sequential = await load.run(1, TARGET_TRANSACTIONS, budget.sequentialMs);
    log(
      `  sandbox: ${sequential.done} transactions one at a time in ${Math.round(sequential.ms)} ms`,
    );
    const parallel = await load.run(16, TARGET_TRANSACTIONS - sequential.done, budget.inFlightMs);
    log(`  sandbox: ${parallel.done} transactions 16 in flight in ${Math.round(parallel.ms)} ms`);
    const remaining = TARGET_TRANSACTIONS - sequential.done - parallel.done;
    if (remaining > 0) await load.run(16, remaining, budget.fillMs);

    child.send({ type: 'memory' } satisfies ParentMessage);
    const memory: Memory = await nextMessage(child, 'memory', 30_000);
    return {
      importMs: ready.importMs,
      coldBootMs: ready.bootsMs[0]!,
      bootMs: median(ready.bootsMs.slice(1)),
      bootsMs: ready.bootsMs,
      sequential: {
        transactions: sequential.done,
        perSecond: sequential.done / (sequential.ms / 1000),
      },
      inFlight16: { transactions: parallel.done, perSecond: parallel.done / (parallel.ms / 1000) },
      transactionsAtMemory: memory.transactions,
      failed: load.failed,
      ...(load.lastError ? { lastError: load.lastError } : {}),
      rssAtBootBytes: ready.rssAtBoot,
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
    };
  } finally {
    await stop();
  }
}
