import type { FlowFigures } from '../measure/flows/flows';
import type { Part } from '../part';
import type { BenchResults } from '../results';
import type { Summary } from '../support/stats';
import { indent, ms, runLine, type Log } from './section';
import { table } from './table';

/** The flows in both sending modes side by side (each a part of its own). */
export function printFlows(flows: BenchResults['flows'], cores: number, log: Log): void {
  log(
    'Flows (headless Chromium, production build, test wallet approving at once; median / max of the runs)',
  );
  const modes = [
    ['app sends', flows.appSends],
    ['wallet sends', flows.walletSends],
  ] as const;
  for (const [mode, part] of modes) if (part.run) log(`  ${mode}: ${runLine(part.run, cores)}`);
  const cell = (part: Part<FlowFigures>, pick: (f: FlowFigures) => Summary | undefined) => {
    if (part.status !== 'ok') return part.status === 'n/a' ? 'not available' : 'error';
    const summary = pick(part.value);
    return summary
      ? `${ms(summary.median)} / ${ms(summary.max)} (${summary.runs})`
      : 'not measured';
  };
  const row = (name: string, pick: (f: FlowFigures) => Summary | undefined) => [
    name,
    ...modes.map(([, part]) => cell(part, pick)),
  ];
  indent(
    log,
    table([
      ['figure', ...modes.map(([mode]) => mode)],
      row("app's own time: Confirm → wallet sign request", (f) => f.confirmToSignRequestMs),
      row(
        'create: Confirm → third transaction confirmed',
        (f) => f.createConfirmToThirdConfirmedMs,
      ),
      row("deposit wait: keeper's mint landed → timeline done", (f) => f.depositMintToDoneMs),
      row('deposit: Confirm → done (incl. keeper delay)', (f) => f.depositConfirmToDoneMs),
      row('token picker: keystroke → results', (f) => f.pickerTypingToResultsMs),
      [
        'wallet features asked first',
        ...modes.map(([, part]) =>
          part.status === 'ok' ? part.value.signFeatures.join(', ') : '',
        ),
      ],
      [
        'load average (max)',
        ...modes.map(([, part]) =>
          part.status === 'ok'
            ? `${part.value.loadAverage.toFixed(1)}${part.value.noisy ? ' (noisy)' : ''}`
            : '',
        ),
      ],
    ]),
  );
  for (const [mode, part] of modes)
    if (part.status !== 'ok') log(`  ${mode}: ${part.status} (${part.reason})`);
  log('');
}
