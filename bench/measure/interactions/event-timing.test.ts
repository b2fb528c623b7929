import { describe, expect, it } from 'vitest';
import { interactionsOf, phasesOf, stepLatencies, type EventTimingEntry } from './event-timing';

const entry = (over: Partial<EventTimingEntry>): EventTimingEntry => ({
  name: 'keydown',
  interactionId: 1,
  startTime: 100,
  duration: 48,
  processingStart: 110,
  processingEnd: 130,
  ...over,
});

describe('Event Timing entries as interactions', () => {
  it('splits an entry into input delay, processing and presentation', () => {
    expect(phasesOf(entry({}))).toEqual({
      inputDelayMs: 10,
      processingMs: 20,
      presentationMs: 18,
    });
  });

  it('never gives a negative presentation when the rounded duration is shorter', () => {
    const phases = phasesOf(entry({ duration: 24, processingEnd: 140 }));
    expect(phases.presentationMs).toBe(0);
  });

  it('takes the worst event of each interaction, in the order they began', () => {
    const found = interactionsOf([
      entry({ interactionId: 7, name: 'keyup', startTime: 300, duration: 24 }),
      entry({ interactionId: 7, name: 'keydown', startTime: 290, duration: 64 }),
      entry({ interactionId: 3, name: 'pointerup', startTime: 50, duration: 32 }),
      entry({ interactionId: 3, name: 'click', startTime: 52, duration: 40 }),
      entry({ interactionId: 0, name: 'mouseover', duration: 500 }),
    ]);
    expect(found.map((i) => [i.interactionId, i.event, i.latencyMs])).toEqual([
      [3, 'click', 40],
      [7, 'keydown', 64],
    ]);
  });

  it('counts an interaction the browser did not report at the threshold', () => {
    const step = stepLatencies(
      [entry({ interactionId: 5, duration: 80 }), entry({ interactionId: 5, name: 'first-input' })],
      3,
      16,
    );
    expect(step.reported).toHaveLength(1);
    expect(step.unreported).toBe(2);
    expect(step.latenciesMs).toEqual([80, 16, 16]);
  });

  it('trusts the entries when the page counted fewer interactions than they show', () => {
    const step = stepLatencies([entry({ interactionId: 1 }), entry({ interactionId: 2 })], 1, 16);
    expect(step.unreported).toBe(0);
    expect(step.latenciesMs).toHaveLength(2);
  });
});
