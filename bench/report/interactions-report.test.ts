import { describe, expect, it } from 'vitest';
import type { InteractionsFigures } from '../measure/interactions/interactions';
import { interactionRows, overRows, printInteractions } from './interactions-report';

const phases = { inputDelayMs: 8, processingMs: 30, presentationMs: 10 };

function figures(over: Partial<InteractionsFigures> = {}): InteractionsFigures {
  return {
    cpuSlowdown: 4,
    rounds: [
      { round: 1, loadAverage: 1.5, noisy: false },
      { round: 2, loadAverage: 3.1, noisy: true },
    ],
    noisyRounds: 1,
    keystrokeDelayMs: 200,
    thresholdMs: 16,
    loadAverage: 3.1,
    noisy: true,
    failures: [{ page: '/edit', round: 2, reason: 'Timeout 60000ms exceeded.' }],
    figures: [
      {
        page: '/create',
        action: 'type a weight',
        site: 'app',
        count: 6,
        unreported: 2,
        medianMs: 48,
        worstMs: 232,
        medianPhases: phases,
        worst: { ...phases, event: 'keydown', round: 2 },
        status: 'OVER',
        frames: { longFramesMs: 240, scriptsMs: 130, styleAndLayoutMs: 60 },
        scripts: [
          {
            invoker: 'INPUT.onkeydown',
            source: 'src/ui/CompositionEditor.tsx:40 onWeight',
            durationMs: 120,
            forcedLayoutMs: 12,
          },
        ],
      },
      {
        page: 'reference',
        action: 'type an amount',
        site: 'reference',
        count: 5,
        unreported: 5,
        medianMs: 16,
        worstMs: 16,
        medianPhases: { inputDelayMs: 0, processingMs: 0, presentationMs: 0 },
        worst: null,
        status: 'OK',
        frames: null,
        scripts: [],
      },
    ],
    ...over,
  };
}

describe('the interactions report', () => {
  it('gives each interaction its median, worst, phases and the goal, noisy rounds said', () => {
    const rows = interactionRows(figures());
    expect(rows[1]).toEqual([
      '/create',
      'type a weight',
      '6 (2 < 16 ms)',
      '48 ms',
      '232 ms',
      '8 ms / 30 ms / 10 ms',
      '8 ms / 30 ms / 10 ms (keydown)',
      'OVER (noisy)',
    ]);
    expect(rows[2]?.[6]).toBe('—');
  });

  it('lists what ran in the OVER ones only', () => {
    expect(overRows(figures())).toEqual([
      ['/create type a weight', '240 ms', 'long frames', 'scripts 130 ms, style and layout 60 ms'],
      [
        '',
        '120 ms',
        'INPUT.onkeydown',
        'src/ui/CompositionEditor.tsx:40 onWeight (forced layout 12 ms)',
      ],
    ]);
  });

  it('prints the rounds’ load and the pages it could not measure', () => {
    const lines: string[] = [];
    printInteractions(figures(), (line) => lines.push(line));
    expect(lines.some((l) => l.includes('1.5, 3.1*'))).toBe(true);
    expect(lines.at(-1)).toBe('  round 2 /edit: not measured: Timeout 60000ms exceeded.');
  });
});
