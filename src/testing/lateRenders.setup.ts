// A loaded machine, made repeatable for the jsdom tests: `UNIT_LATE_RENDERS_MS=25 npm run
// test:unit` (vitest.config.ts) runs every test file with React's scheduled work that many
// milliseconds late. After `await user.click(…)` Testing Library drains the event loop with one
// zero-delay timer; React renders what an event started later (a form's check, a query's answer)
// through the scheduler's setImmediate, and on a busy CPU the timer comes first. Here it always
// does: an assertion that reads the page right after an event instead of waiting for the state it
// expects (findBy…, waitFor) fails every time instead of once in a while.
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    lateRendersMs: number;
  }
}

type Immediate = (callback: (...args: unknown[]) => void, ...args: unknown[]) => unknown;

const delay = inject('lateRendersMs');
const host = globalThis as { setImmediate?: Immediate; window?: unknown };
// Only the browser-like files: React's scheduler captures setImmediate when it loads, after this.
if (delay > 0 && host.window !== undefined && host.setImmediate) {
  host.setImmediate = (callback, ...args) => setTimeout(callback, delay, ...args);
}
