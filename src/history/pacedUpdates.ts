// Each view over a feed derives every row again when the feed tells it of a step: 31 steps on a
// first visit of 6,000 transactions, about 40 ms of main thread each, in the way of the next step
// (bench/README.md, "The parts, one by one"). While reading, a feed tells its views at most once
// every READING_UPDATE_MS (./feed.ts); the first rows and the end of a read at once.

export const READING_UPDATE_MS = 400;

export interface PaceClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

const browserClock: PaceClock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

export interface PacedUpdates {
  /** News: shown now when `atOnce()` or the last showing is old enough, else once it is. */
  notify(): void;
  /** No showing after this (the view is gone, or watches other feeds). */
  cancel(): void;
}

export function pacedUpdates(
  show: () => void,
  atOnce: () => boolean,
  clock: PaceClock = browserClock,
): PacedUpdates {
  let last = -Infinity;
  let timer: unknown = null;
  const cancel = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  const flush = () => {
    cancel();
    last = clock.now();
    show();
  };
  return {
    notify() {
      const since = clock.now() - last;
      if (atOnce() || since >= READING_UPDATE_MS) flush();
      else timer ??= clock.setTimeout(flush, READING_UPDATE_MS - since);
    },
    cancel,
  };
}
