import type { AnswerToReview, IntentFigures } from '../measure/intent/intent';
import { indent, type Log } from './section';
import { msCells, table } from './table';

const ms = msCells;

function rows(name: string, f: AnswerToReview): string[][] {
  const cost = f.checked.median - f.unchecked.median;
  return [
    [`${name}, with the check`, ...ms(f.checked), `+${cost.toFixed(1)} ms`],
    [`${name}, without it`, ...ms(f.unchecked), ''],
  ];
}

export function intentRows(f: IntentFigures): string[][] {
  return [
    ['answer → review', 'median', 'worst', 'the check costs (medians)'],
    ...rows('create (3 transactions)', f.create),
    ...rows('deposit (1 transaction)', f.deposit),
  ];
}

export function printIntent(f: IntentFigures, log: Log): void {
  log(
    `  ${f.create.checked.runs} runs each, the check's chain reads from an empty cache; load average ${f.loadAverage.toFixed(1)}${f.noisy ? ' (NOISY)' : ''}`,
  );
  indent(log, table(intentRows(f)));
}
