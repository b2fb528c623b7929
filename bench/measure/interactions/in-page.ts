// The page's side: Event Timing and Long Animation Frames observed from before the app starts, and
// one scripted step measured (the entries that began after it started, the interactions counted).
import type { BrowserContext, Page } from '@playwright/test';
import { defineNameHelper } from '../../pages/page-clock';
import type { LongFrame } from './attribution';
import type { EventTimingEntry } from './event-timing';

/** The lowest durationThreshold the Event Timing API takes: shorter events are not reported. */
export const EVENT_THRESHOLD_MS = 16;

interface Observed {
  events: EventTimingEntry[];
  frames: LongFrame[];
}

declare global {
  interface Window {
    __benchInteractions?: Observed;
  }
}

/** Observes every page `context` opens: its events (16 ms and more, and the first input) and LoAFs. */
export async function observeInteractions(context: BrowserContext): Promise<void> {
  await defineNameHelper(context);
  await context.addInitScript((threshold: number) => {
    if (!location.protocol.startsWith('http')) return;
    const observed: Observed = { events: [], frames: [] };
    window.__benchInteractions = observed;
    const keep = (list: PerformanceObserverEntryList) => {
      // interactionId is Chromium's (and the spec's), not yet in TypeScript's DOM types.
      for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
        observed.events.push({
          name: e.name,
          interactionId: e.interactionId,
          startTime: e.startTime,
          duration: e.duration,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
        });
      }
    };
    new PerformanceObserver(keep).observe({
      type: 'event',
      durationThreshold: threshold,
      buffered: true,
    } as PerformanceObserverInit);
    new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries() as unknown as LongFrame[]) {
        observed.frames.push({
          startTime: frame.startTime,
          duration: frame.duration,
          styleAndLayoutStart: frame.styleAndLayoutStart,
          scripts: frame.scripts.map((s) => ({
            invoker: s.invoker,
            sourceURL: s.sourceURL,
            sourceFunctionName: s.sourceFunctionName,
            sourceCharPosition: s.sourceCharPosition,
            startTime: s.startTime,
            duration: s.duration,
            forcedStyleAndLayoutDuration: s.forcedStyleAndLayoutDuration,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  }, EVENT_THRESHOLD_MS);
}

/** What one step left: its entries, its frames and how many interactions the page counted. */
export interface StepRecord {
  events: EventTimingEntry[];
  frames: LongFrame[];
  count: number;
}

/** Two animation frames and a pause: the step's last paint is done and its entries delivered. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 500))),
      ),
  );
}

/** Runs `act` on `page` and returns the interactions it made, measured in the page. */
export async function measureStep(page: Page, act: () => Promise<void>): Promise<StepRecord> {
  await settle(page);
  const before = await page.evaluate(() => ({
    at: performance.now(),
    count: (performance as unknown as { interactionCount?: number }).interactionCount ?? 0,
  }));
  await act();
  await settle(page);
  return page.evaluate((since) => {
    const observed = window.__benchInteractions ?? { events: [], frames: [] };
    const count = (performance as unknown as { interactionCount?: number }).interactionCount ?? 0;
    return {
      events: observed.events.filter((e) => e.startTime >= since.at),
      frames: observed.frames.filter((f) => f.startTime + f.duration >= since.at),
      count: count - since.count,
    };
  }, before);
}
