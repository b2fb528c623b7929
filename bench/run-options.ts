import { pagesToMeasure, type LighthousePage } from './pages/lighthouse-pages';
import { PART_KEYS, type PartKey } from './results';

/** Lighthouse rounds a run makes unless BENCH_ROUNDS says otherwise (issue 24: five). */
export const LIGHTHOUSE_ROUNDS = 5;

export interface RunOptions {
  /** The parts to measure, in the bench's order. */
  only: PartKey[];
  /** Lighthouse: rounds (each page, both presets, beside the reference, once per round). */
  rounds: number;
  /** Lighthouse: the app's pages. */
  pages: LighthousePage[];
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * The run the environment asks for: `BENCH_ONLY=explore,lighthouse` (parts), `BENCH_ROUNDS=3`,
 * `BENCH_PAGES=/create,/deposit` (Lighthouse's pages). A value that makes no sense is refused with
 * what would.
 */
export function parseRunOptions(env: Record<string, string | undefined>): RunOptions {
  const asked = list(env.BENCH_ONLY);
  const known: readonly string[] = PART_KEYS;
  const unknown = asked.filter((key) => !known.includes(key));
  if (unknown.length > 0) {
    throw new Error(`BENCH_ONLY: no part ${unknown.join(', ')} (parts: ${PART_KEYS.join(', ')})`);
  }
  const only = PART_KEYS.filter((key) => asked.length === 0 || asked.includes(key));
  const rounds = env.BENCH_ROUNDS === undefined ? LIGHTHOUSE_ROUNDS : Number(env.BENCH_ROUNDS);
  if (!Number.isInteger(rounds) || rounds < 1) {
    throw new Error(
      `BENCH_ROUNDS: ${env.BENCH_ROUNDS} is not a whole number of rounds (1 or more)`,
    );
  }
  return { only, rounds, pages: pagesToMeasure(list(env.BENCH_PAGES)) };
}
