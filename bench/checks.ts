import { KiB } from './gzip';

/** A hard budget breaks the run (non-zero exit); a goal is reported OK / OVER only. */
export interface Check {
  kind: 'budget' | 'goal';
  name: string;
  limit: string;
  value: string;
  ok: boolean;
}

export const BUDGETS = {
  initialJsGzip: 200 * KiB,
  allJsGzip: 450 * KiB,
} as const;

export const GOALS = {
  mobileLcpMs: 1500,
  mobileScore: 98,
  desktopScore: 100,
  depositWaitMs: 1000,
} as const;
