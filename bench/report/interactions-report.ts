import type { InteractionsFigures } from '../measure/interactions/interactions';
import { INTERACTION_GOAL } from '../measure/interactions/goal';
import { indent, ms, type Log } from './section';
import { table } from './table';

type Figure = InteractionsFigures['figures'][number];

const phases = (p: Figure['medianPhases']) =>
  `${ms(p.inputDelayMs)} / ${ms(p.processingMs)} / ${ms(p.presentationMs)}`;

/** One row per scripted interaction: median and worst, the phases, the goal's judgement. */
export function interactionRows(f: InteractionsFigures): string[][] {
  const noisy = f.noisyRounds > 0 ? ' (noisy)' : '';
  return [
    [
      'page',
      'interaction',
      'n',
      'median',
      'worst',
      'median: delay / processing / presentation',
      'worst: delay / processing / presentation',
      'goal',
    ],
    ...f.figures.map((x) => [
      x.page,
      x.action,
      `${x.count}${x.unreported > 0 ? ` (${x.unreported} < ${f.thresholdMs} ms)` : ''}`,
      ms(x.medianMs),
      ms(x.worstMs),
      phases(x.medianPhases),
      x.worst ? `${phases(x.worst)} (${x.worst.event})` : '—',
      x.status + noisy,
    ]),
  ];
}

/**
 * What ran during each OVER interaction's worst instance: its long animation frames (their time,
 * the scripts' and style and layout's), then each script.
 */
export function overRows(f: InteractionsFigures): string[][] {
  return f.figures
    .filter((x) => x.status === 'OVER')
    .flatMap((x) => [
      [
        `${x.page} ${x.action}`,
        x.frames ? ms(x.frames.longFramesMs) : '—',
        'long frames',
        x.frames
          ? `scripts ${ms(x.frames.scriptsMs)}, style and layout ${ms(x.frames.styleAndLayoutMs)}`
          : 'no long animation frame (every frame under 50 ms)',
      ],
      ...x.scripts.map((s) => [
        '',
        ms(s.durationMs),
        s.invoker,
        s.source + (s.forcedLayoutMs >= 1 ? ` (forced layout ${ms(s.forcedLayoutMs)})` : ''),
      ]),
    ]);
}

export function printInteractions(f: InteractionsFigures, log: Log): void {
  log(
    `  a phone (CPU ${f.cpuSlowdown}× slower), ${f.rounds.length} rounds, a key every ${f.keystrokeDelayMs} ms; ` +
      `latency = the Event Timing entry's duration (input → next paint, rounded to 8 ms by the browser), ` +
      `the worst event of each interaction; under ${f.thresholdMs} ms the browser reports none: counted at ${f.thresholdMs} ms`,
  );
  log(
    `  goal (Core Web Vitals' "good"): median ≤ ${INTERACTION_GOAL.medianMs} ms, worst ≤ ${INTERACTION_GOAL.worstMs} ms; ` +
      `rounds' load average: ${f.rounds.map((r) => `${r.loadAverage.toFixed(1)}${r.noisy ? '*' : ''}`).join(', ')}` +
      (f.noisyRounds > 0 ? ` (* noisy: above the core count)` : ''),
  );
  indent(log, table(interactionRows(f)));
  const over = overRows(f);
  if (over.length > 0) {
    log(
      '  what ran during the worst of each OVER interaction (long animation frames, source-mapped):',
    );
    indent(log, table([['interaction', 'time', 'what', 'source'], ...over]));
  }
  for (const failure of f.failures) {
    log(`  round ${failure.round} ${failure.page}: not measured: ${failure.reason}`);
  }
}
