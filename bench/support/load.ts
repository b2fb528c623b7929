import os from 'node:os';

/** The 1-minute load average now. */
export function loadNow(): number {
  return os.loadavg()[0] ?? 0;
}

/**
 * A measurement is noisy when the machine had more runnable work than cores while it ran (the
 * issue's rule): other processes then took CPU time the page needed, and times grow.
 */
export function isNoisy(loadAverage: number, cores: number): boolean {
  return loadAverage > cores;
}

/** The machine's load over one measurement: the higher 1-minute load average of its start and end. */
export interface LoadDuring {
  loadAverage: number;
  /** The load average exceeded the core count: other work competed with what was measured. */
  noisy: boolean;
}

/** Notes the load now; the function returned notes it again and says what it was over the span. */
export function watchLoad(cores = os.availableParallelism()): () => LoadDuring {
  const before = loadNow();
  return () => {
    const loadAverage = Math.max(before, loadNow());
    return { loadAverage, noisy: isNoisy(loadAverage, cores) };
  };
}
