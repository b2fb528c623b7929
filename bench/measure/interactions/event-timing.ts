// The Event Timing API's entries (PerformanceEventTiming, as the page's observer copies them)
// turned into INP-style latencies: one figure per interaction, the worst of its events, split into
// input delay, processing and presentation as the Performance panel splits them.

/** What the page's observer keeps of each PerformanceEventTiming entry. */
export interface EventTimingEntry {
  /** The event's type: keydown, keyup, pointerdown, click… */
  name: string;
  /** 0 for events that are no part of an interaction (mouseover, scroll…). */
  interactionId: number;
  startTime: number;
  /** Start of input → the next paint after its handlers, rounded by the browser to 8 ms. */
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/** Where an interaction's time went. */
export interface Phases {
  /** The input's timestamp → its first handler starts (the main thread was busy meanwhile). */
  inputDelayMs: number;
  /** The event's handlers, from the first to the last. */
  processingMs: number;
  /** The handlers' end → the next frame is presented (rendering, layout, paint, other tasks). */
  presentationMs: number;
}

/** One interaction's INP-style latency: the worst of its events, and where its time went. */
export interface InteractionLatency extends Phases {
  interactionId: number;
  latencyMs: number;
  /** The event whose duration is the latency (keydown, pointerup…). */
  event: string;
  startTime: number;
}

/**
 * An entry's phases. Its duration is rounded to 8 ms and the processing times are not, so the
 * presentation (the rest) is kept from going below zero.
 */
export function phasesOf(entry: EventTimingEntry): Phases {
  const inputDelayMs = Math.max(0, entry.processingStart - entry.startTime);
  const processingMs = Math.max(0, entry.processingEnd - entry.processingStart);
  const presentationMs = Math.max(0, entry.duration - inputDelayMs - processingMs);
  return { inputDelayMs, processingMs, presentationMs };
}

/**
 * Each interaction among `entries` (events with an interactionId), in the order they began: its
 * latency is the longest duration among its events (a 'first-input' entry repeats one of them).
 */
export function interactionsOf(entries: readonly EventTimingEntry[]): InteractionLatency[] {
  const worst = new Map<number, EventTimingEntry>();
  for (const entry of entries) {
    if (entry.interactionId <= 0) continue;
    const kept = worst.get(entry.interactionId);
    if (!kept || entry.duration > kept.duration) worst.set(entry.interactionId, entry);
  }
  return [...worst.values()]
    .sort((a, b) => a.startTime - b.startTime)
    .map((entry) => ({
      interactionId: entry.interactionId,
      latencyMs: entry.duration,
      event: entry.name,
      startTime: entry.startTime,
      ...phasesOf(entry),
    }));
}

/**
 * A step's interactions, `count` of them as the page counted them (performance.interactionCount):
 * the browser reports an event only from `thresholdMs` on, so an interaction it did not report
 * took less; it is counted at the threshold, an upper bound, with no phases.
 */
export function stepLatencies(
  entries: readonly EventTimingEntry[],
  count: number,
  thresholdMs: number,
): { reported: InteractionLatency[]; unreported: number; latenciesMs: number[] } {
  const reported = interactionsOf(entries);
  const unreported = Math.max(0, count - reported.length);
  return {
    reported,
    unreported,
    latenciesMs: [
      ...reported.map((i) => i.latencyMs),
      ...Array.from({ length: unreported }, () => thresholdMs),
    ],
  };
}
