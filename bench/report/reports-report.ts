import type { ReportFigures } from '../measure/reports/reports';
import type { Summary } from '../support/stats';
import { indent, type Log } from './section';
import { table } from './table';

const ms = (s: Summary, digits = 1) => [
  `${s.median.toFixed(digits)} ms`,
  `${s.max.toFixed(digits)} ms`,
];

export function reportRows(f: ReportFigures): string[][] {
  const { inputs } = f;
  return [
    ['figure', 'median', 'max'],
    [
      `basket's walk and value line over All (${inputs.basketTransactions} transactions, ${inputs.linePoints} points)`,
      ...ms(f.lineComputeMs, 2),
    ],
    [`factsheet's figures (${inputs.months} months)`, ...ms(f.factsheetComputeMs, 2)],
    [
      `tax lots, FIFO (${inputs.walletRows} rows: ${inputs.lots} lots, ${inputs.disposals} disposals)`,
      ...ms(f.lotsFifoComputeMs, 2),
    ],
    ['tax lots, average cost', ...ms(f.lotsAverageComputeMs, 2)],
    ['basket page: navigation → factsheet shown', ...ms(f.factsheetShownMs)],
    ['/tax-lots: demo wallet connected → lots shown', ...ms(f.lotsShownMs)],
  ];
}

export function printReports(f: ReportFigures, log: Log): void {
  log(
    `  ${f.factsheetShownMs.runs} page runs, load average ${f.loadAverage.toFixed(1)}${f.noisy ? ' (NOISY)' : ''}`,
  );
  indent(log, table(reportRows(f)));
}
