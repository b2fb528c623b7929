import type { SandboxFigures } from '../measure/sandbox/sandbox';
import { indent, ms, type Log } from './section';
import { table } from './table';

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

/** Boot, throughput and memory of the sandbox. */
export function printSandbox(s: SandboxFigures, log: Log): void {
  indent(
    log,
    table([
      ['figure', 'value'],
      ['boot, cold: startSandbox() → first getVersion answer', ms(s.coldBootMs)],
      [
        'boot, warm (fresh ledger, modules loaded)',
        `${ms(s.bootMs)} (median of ${s.bootsMs.length - 1})`,
      ],
      ['import of sandbox/index.ts (once per process)', ms(s.importMs)],
      [
        'transactions/s, one at a time',
        `${s.sequential.perSecond.toFixed(0)} (${s.sequential.transactions} tx)`,
      ],
      [
        'transactions/s, 16 in flight',
        `${s.inFlight16.perSecond.toFixed(0)} (${s.inFlight16.transactions} tx)`,
      ],
      ['sandbox process RSS at boot', mib(s.rssAtBootBytes)],
      [
        `sandbox process RSS after ${s.transactionsAtMemory} tx`,
        `${mib(s.rssBytes)} (heap ${mib(s.heapUsedBytes)})`,
      ],
      ['failed transactions', s.failed === 0 ? '0' : `${s.failed} (last: ${s.lastError})`],
    ]),
  );
}
