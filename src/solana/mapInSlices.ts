// Work over thousands of accounts (a mainnet-size basket list) in short slices, giving the main thread
// back between them so that typing, scrolling and painting go on while a list is decoded.

import { nextTask } from './nextTask';

/** How long one slice may run before yielding (well under the 50 ms of a long task). */
export const SLICE_MS = 8;

interface SchedulerWithYield {
  yield(): Promise<void>;
}

function hasYield(value: unknown): value is SchedulerWithYield {
  return typeof value === 'object' && value !== null && 'yield' in value;
}

/**
 * Lets the browser run input and rendering. `scheduler.yield()` where the browser has it (Chromium);
 * else a message-channel task, which, unlike setTimeout, is not throttled in a hidden tab.
 */
export function yieldToMain(): Promise<void> {
  const scheduler: unknown = Reflect.get(globalThis, 'scheduler');
  return hasYield(scheduler) ? scheduler.yield() : nextTask();
}

export interface SliceClock {
  now(): number;
  yieldToMain(): Promise<void>;
}

const browserClock: SliceClock = { now: () => performance.now(), yieldToMain };

/** `items.map(fn)`, yielding to the main thread whenever a slice has run SLICE_MS. */
export async function mapInSlices<T, R>(
  items: readonly T[],
  fn: (item: T) => R,
  { now, yieldToMain: yieldNow }: SliceClock = browserClock,
): Promise<R[]> {
  const out: R[] = [];
  let sliceStart = now();
  for (const item of items) {
    out.push(fn(item));
    if (now() - sliceStart >= SLICE_MS) {
      await yieldNow();
      sliceStart = now();
    }
  }
  return out;
}
