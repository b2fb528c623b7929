import type { ChartFigures } from '../measure/charts/charts';
import { kib } from '../support/gzip';
import type { Summary } from '../support/stats';
import { indent, type Log } from './section';
import { msCells, table } from './table';

const ms = msCells;
const bytes = (s: Summary) => [kib(s.median), kib(s.max)];

export function chartRows(f: ChartFigures): string[][] {
  return [
    ['figure', 'median', 'max'],
    ['basket page: navigation → value chart drawn', ...ms(f.chartDrawnMs)],
    ['basket page: script loaded until then (encoded)', ...bytes(f.scriptBytes)],
    ['of which the chart library', ...bytes(f.chartLibraryBytes)],
    [`backtest compute: ${f.backtestTokens} tokens × 365 days`, ...ms(f.backtestComputeMs)],
    [`longest task while typing a weight (${f.typingTokens} tokens)`, ...ms(f.typingLongestTaskMs)],
  ];
}

export function printCharts(f: ChartFigures, log: Log): void {
  log(
    `  ${f.chartDrawnMs.runs} runs, load average ${f.loadAverage.toFixed(1)}${f.noisy ? ' (NOISY)' : ''}`,
  );
  indent(log, table(chartRows(f)));
}
