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
