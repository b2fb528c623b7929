import type { HistoryFigures, VisitFigures } from '../measure/history/history';
import { kib } from '../support/gzip';
import { indent, type Log } from './section';
import { table } from './table';

const ms = (n: number) => `${Math.round(n)} ms`;

/** The history's rows of the report: each figure for the first visit and the return visit. */
export function historyRows(f: HistoryFigures): string[][] {
  const row = (label: string, pick: (v: VisitFigures) => string) => [
    label,
    pick(f.first),
    pick(f.returnVisit),
  ];
  return [
    ['figure', 'first visit', 'return visit'],
    row('wallet connected → first row', (v) => ms(v.firstRowMs)),
    row('wallet connected → all rows read', (v) => ms(v.allRowsMs)),
    row('… of which a JSON-RPC request was in flight', (v) =>
      v.rpcInFlightMs === undefined ? 'not measured in that run' : ms(v.rpcInFlightMs),
    ),
    row('rows', (v) => v.rows.toLocaleString('en-US')),
    row('longest main-thread task', (v) => ms(v.longestTaskMs)),
    row('transactions read (getTransaction)', (v) => v.transactionsRead.toLocaleString('en-US')),
    row('JSON-RPC response bytes', (v) => kib(v.rpcBytes)),
    row('JSON-RPC requests', (v) => v.rpcRequests.toLocaleString('en-US')),
  ];
}

export function printHistory(f: HistoryFigures, log: Log): void {
  log(
    `  ${f.basketTransactions.toLocaleString('en-US')} basket transactions (${f.deposits} deposits, each credited) among ${f.otherTransactions.toLocaleString('en-US')} others; ` +
      `${f.returnNewDeposits} new deposits before the return visit; load average ${f.loadAverage.toFixed(1)}${f.noisy ? ' (NOISY)' : ''}`,
  );
  indent(log, table(historyRows(f)));
}
