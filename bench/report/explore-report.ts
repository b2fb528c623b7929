import type { ExploreFigures } from '../measure/explore/explore';
import { kib } from '../support/gzip';
import type { Summary } from '../support/stats';
import { indent, type Log } from './section';
import { table } from './table';

const ms = (s: Summary) => [`${Math.round(s.median)} ms`, `${Math.round(s.max)} ms`];
const bytes = (s: Summary) => [kib(s.median), kib(s.max)];
const count = (s: Summary) => [String(s.median), String(s.max)];

/** Explore's rows of the report: one per figure, median and worst of the runs. */
export function exploreRows(f: ExploreFigures): string[][] {
  return [
    ['figure', 'median', 'max'],
    ['navigation → first row', ...ms(f.firstRowMs)],
    ['navigation → search filtered the list', ...ms(f.interactiveMs)],
    ['longest main-thread task', ...ms(f.longestTaskMs)],
    ['of which while the list is read and shown', ...ms(f.longestListTaskMs)],
    ['JSON-RPC response bytes', ...bytes(f.rpcBytes)],
    ['of which getProgramAccounts', ...bytes(f.programAccountsBytes)],
    ['JSON-RPC requests', ...count(f.rpcRequests)],
  ];
}

/** The "Explore with 2,000 baskets" section's figures. */
export function printExplore(f: ExploreFigures, log: Log): void {
  log(
    `  ${f.baskets.toLocaleString('en-US')} baskets, ${f.firstRowMs.runs} runs, load average ${f.loadAverage.toFixed(1)}${f.noisy ? ' (NOISY)' : ''}`,
  );
  indent(log, table(exploreRows(f)));
}
