import { describe, expect, it } from 'vitest';
import type { InteractionLatency } from './event-timing';
import { figureOf, withinGoal, type StepSample } from './goal';

const reported = (latencyMs: number, event = 'keydown'): InteractionLatency => ({
  interactionId: latencyMs,
  latencyMs,
  event,
  startTime: 0,
  inputDelayMs: latencyMs / 4,
  processingMs: latencyMs / 2,
  presentationMs: latencyMs / 4,
});

const where = { page: '/deposit', action: 'type an amount', site: 'app' } as const;

describe('an interaction judged against the goal', () => {
  it('is good with a median up to 100 ms and a worst up to 200 ms', () => {
    expect(withinGoal(100, 200)).toBe(true);
    expect(withinGoal(101, 150)).toBe(false);
    expect(withinGoal(60, 201)).toBe(false);
  });

  it('takes the median and worst over every round, unreported ones at the threshold', () => {
    const samples: StepSample[] = [
      { round: 1, latenciesMs: [40, 16, 16], reported: [reported(40)] },
      { round: 2, latenciesMs: [240, 16], reported: [reported(240, 'keyup')] },
    ];
    const figure = figureOf(where, samples);
    expect(figure).toMatchObject({
      count: 5,
      unreported: 3,
      medianMs: 16,
      worstMs: 240,
      status: 'OVER',
    });
    expect(figure.worst).toEqual({
      inputDelayMs: 60,
      processingMs: 120,
      presentationMs: 60,
      event: 'keyup',
      round: 2,
    });
    expect(figure.medianPhases).toEqual({ inputDelayMs: 35, processingMs: 70, presentationMs: 35 });
  });

  it('has no worst phases when the browser reported none of them', () => {
    const figure = figureOf(where, [{ round: 1, latenciesMs: [16, 16], reported: [] }]);
    expect(figure.worst).toBeNull();
    expect(figure.medianPhases).toEqual({ inputDelayMs: 0, processingMs: 0, presentationMs: 0 });
    expect(figure.status).toBe('OK');
  });

  it('refuses a step with nothing measured', () => {
    expect(() => figureOf(where, [{ round: 1, latenciesMs: [], reported: [] }])).toThrow(
      /no interaction measured/,
    );
  });
});
