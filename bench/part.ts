import { loadNow } from './support/load';

/** When a part ran and how busy the machine was meanwhile: printed beside its figures. */
export interface PartRun {
  /** When it started (ISO time). */
  at: string;
  seconds: number;
  /** The 1-minute load average when it started and when it ended. */
  loadAverage: { start: number; end: number };
}

/**
 * One part of the bench: its figures, or why there are none ('n/a': the app does not offer what it
 * measures; 'error': it could not run, with the cause). `run` is absent in results written before
 * parts recorded it.
 */
export type Part<T> =
  | { status: 'ok'; value: T; run?: PartRun }
  | { status: 'n/a' | 'error'; reason: string; run?: PartRun };

export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Rejections of promises nobody awaited, in the order Node reported them. */
const strayRejections: unknown[] = [];
let catching = false;

/**
 * Keeps a promise nobody awaited from ending the process when it rejects (Node's default for an
 * unhandled rejection): the part that was running when it was reported fails with it as its cause,
 * and the other parts still run and are written. Every promise the bench makes is awaited or
 * handled; this is the net under a bug.
 */
export function catchStrayRejections(): void {
  if (catching) return;
  catching = true;
  process.on('unhandledRejection', (reason) => {
    console.error('bench: a promise nobody awaited rejected:', reason);
    strayRejections.push(reason);
  });
}

/**
 * Runs one part: its figures with when it ran and the load, or its failure with the cause. A
 * rejection nobody awaited while it ran fails it too (see catchStrayRejections).
 */
export async function attempt<T>(name: string, measure: () => Promise<T>): Promise<Part<T>> {
  const started = performance.now();
  const at = new Date().toISOString();
  const loadStart = loadNow();
  const strayBefore = strayRejections.length;
  const runOf = (): PartRun => ({
    at,
    seconds: (performance.now() - started) / 1000,
    loadAverage: { start: loadStart, end: loadNow() },
  });
  try {
    const value = await measure();
    // Node reports an unhandled rejection after the microtasks of the tick that made it.
    await new Promise((resolve) => setImmediate(resolve));
    const stray = strayRejections[strayBefore];
    if (strayRejections.length > strayBefore) {
      return {
        status: 'error',
        reason: `a promise nobody awaited rejected while it ran: ${reasonOf(stray)}`,
        run: runOf(),
      };
    }
    return { status: 'ok', value, run: runOf() };
  } catch (error) {
    console.error(`bench: ${name} failed:`, error);
    return { status: 'error', reason: reasonOf(error), run: runOf() };
  }
}

/** A part that needs another one's output (the app's build) when that one failed. */
export function blocked<T>(needed: string, part: Part<unknown>): Part<T> {
  return {
    status: 'error',
    reason: `needs ${needed}, which ${part.status === 'error' ? `failed: ${part.reason}` : `is ${part.status}`}`,
  };
}
