import type { MainnetLikeFigures } from './mainnet-like';
import { table } from './table';
import type { Part } from './part';

const ms = (value: number) => `${Math.round(value)} ms`;

/** The "Create on the mainnet-like profile" section of the printed report. */
export function printMainnetLike(
  part: Part<MainnetLikeFigures> | undefined,
  log: (line: string) => void,
): void {
  log(
    'Create on the mainnet-like profile (Confirm → third transaction confirmed; counters per run)',
  );
  if (!part) {
    log('  not measured in this run');
    return;
  }
  if (part.status !== 'ok') {
    log(`  ${part.status}: ${part.reason}`);
    return;
  }
  const f = part.value;
  const limit = f.settings.rateLimit;
  log(
    `  measured ${f.measuredAt}, load average ${f.loadAverage.start.toFixed(1)} → ${f.loadAverage.end.toFixed(1)}`,
  );
  log(
    `  ${f.slotMs} ms slots, ${Math.round(f.settings.dropRate * 100)} % of sends dropped, reads ` +
      `${f.settings.replicaLagSlots} slots behind, 429 over ${limit ? `${limit.requests} requests / ${limit.windowMs} ms` : 'never'}; ${f.wallet}`,
  );
  for (const line of table([
    [
      'run (seed)',
      'wall time',
      'slots',
      'sends',
      'rebroadcasts',
      'dropped',
      'preflight refused',
      '429 retries',
    ],
    ...f.runs.map((run) => [
      String(run.seed),
      ms(run.confirmToThirdConfirmedMs),
      String(run.slots),
      String(run.sends),
      String(run.rebroadcasts),
      String(run.dropped),
      String(run.preflightRefused),
      String(run.rateLimited),
    ]),
    [
      'median / max',
      `${ms(f.confirmToThirdConfirmedMs.median)} / ${ms(f.confirmToThirdConfirmedMs.max)}`,
      `${f.slots.median} / ${f.slots.max}`,
      '',
      '',
      '',
      '',
      '',
    ],
  ]))
    log('  ' + line);
}
