import type { MainnetLikeFigures } from '../measure/mainnet-like/mainnet-like';
import { ms, type Log } from './section';
import { table } from './table';

/** The "Create on the mainnet-like profile" section's figures. */
export function printMainnetLike(f: MainnetLikeFigures, log: Log): void {
  const limit = f.settings.rateLimit;
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
