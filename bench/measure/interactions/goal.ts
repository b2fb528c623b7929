// Each scripted interaction's figures over the rounds, judged against Core Web Vitals' "good".
import { median } from '../../support/stats';
import type { InteractionLatency, Phases } from './event-timing';

/** Core Web Vitals' "good" INP, as issue 48 item 3 asks of each interaction. */
export const INTERACTION_GOAL = { medianMs: 100, worstMs: 200 } as const;

/** One step as one round measured it. */
export interface StepSample {
  round: number;
  /** Every interaction of the step (a keystroke each, when typing), unreported ones included. */
  latenciesMs: number[];
  /** The interactions the browser reported (16 ms or more), with their phases. */
  reported: InteractionLatency[];
}

/** A scripted interaction's figures over every round. */
export interface InteractionFigure {
  /** Where: `/deposit`, `reference`. */
  page: string;
  /** What a person does: `type an amount (per keystroke)`. */
  action: string;
  site: 'app' | 'reference';
  /** Interactions measured over all rounds (keystrokes, taps). */
  count: number;
  /** Of those, under the reporting threshold (counted at it). */
  unreported: number;
  medianMs: number;
  worstMs: number;
  /** The phases' medians over the reported interactions (zeros when none was reported). */
  medianPhases: Phases;
  /** The worst interaction's phases and its event. */
  worst: (Phases & { event: string; round: number }) | null;
  status: 'OK' | 'OVER';
}

export function withinGoal(medianMs: number, worstMs: number): boolean {
  return medianMs <= INTERACTION_GOAL.medianMs && worstMs <= INTERACTION_GOAL.worstMs;
}

const ZERO: Phases = { inputDelayMs: 0, processingMs: 0, presentationMs: 0 };

/** The figure of one scripted interaction from its samples in every round (at least one). */
export function figureOf(
  where: Pick<InteractionFigure, 'page' | 'action' | 'site'>,
  samples: readonly StepSample[],
): InteractionFigure {
  const all = samples.flatMap((s) => s.latenciesMs);
  if (all.length === 0) throw new Error(`${where.page} ${where.action}: no interaction measured`);
  const reported = samples.flatMap((s) => s.reported.map((r) => ({ ...r, round: s.round })));
  const worstReported = reported.reduce<(typeof reported)[number] | undefined>(
    (w, r) => (w === undefined || r.latencyMs > w.latencyMs ? r : w),
    undefined,
  );
  const medianMs = median(all);
  const worstMs = Math.max(...all);
  return {
    ...where,
    count: all.length,
    unreported: all.length - reported.length,
    medianMs,
    worstMs,
    medianPhases:
      reported.length === 0
        ? ZERO
        : {
            inputDelayMs: median(reported.map((r) => r.inputDelayMs)),
            processingMs: median(reported.map((r) => r.processingMs)),
            presentationMs: median(reported.map((r) => r.presentationMs)),
          },
    worst: worstReported
      ? {
          inputDelayMs: worstReported.inputDelayMs,
          processingMs: worstReported.processingMs,
          presentationMs: worstReported.presentationMs,
          event: worstReported.event,
          round: worstReported.round,
        }
      : null,
    status: withinGoal(medianMs, worstMs) ? 'OK' : 'OVER',
  };
}
