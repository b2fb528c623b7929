import { describe, expect, it } from 'vitest';
import { LIGHTHOUSE_PAGES } from './pages/lighthouse-pages';
import { PART_KEYS } from './results';
import { LIGHTHOUSE_ROUNDS, parseRunOptions } from './run-options';

describe('parseRunOptions', () => {
  it('runs every part, five Lighthouse rounds on every page, unless told otherwise', () => {
    expect(parseRunOptions({})).toEqual({
      only: [...PART_KEYS],
      rounds: LIGHTHOUSE_ROUNDS,
      pages: [...LIGHTHOUSE_PAGES],
    });
    expect(LIGHTHOUSE_ROUNDS).toBe(5);
  });

  it('runs the parts BENCH_ONLY names, in the bench’s order', () => {
    expect(parseRunOptions({ BENCH_ONLY: 'explore, lighthouse' }).only).toEqual([
      'lighthouse',
      'explore',
    ]);
  });

  it('refuses a part or a round count that does not exist, saying what would do', () => {
    expect(() => parseRunOptions({ BENCH_ONLY: 'explorer' })).toThrow(
      'BENCH_ONLY: no part explorer (parts: bundle, sandbox, lighthouse, tasks, flows, mainnet-like, explore, history, charts, intent, reports, interactions)',
    );
    expect(() => parseRunOptions({ BENCH_ROUNDS: '0' })).toThrow(/BENCH_ROUNDS: 0 is not/);
    expect(() => parseRunOptions({ BENCH_ROUNDS: 'three' })).toThrow(/BENCH_ROUNDS: three/);
  });

  it('measures the pages BENCH_PAGES names', () => {
    expect(parseRunOptions({ BENCH_PAGES: '/deposit,/create', BENCH_ROUNDS: '2' })).toMatchObject({
      rounds: 2,
      pages: ['/create', '/deposit'],
    });
  });
});
