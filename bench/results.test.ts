import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitCode, noParts, previousParts, type BenchResults, type Check } from './results';

function results(overrides: Partial<BenchResults>): BenchResults {
  return {
    generatedAt: '2026-01-01T00:00:00.000Z',
    machine: {
      cores: 2,
      cpu: 'test',
      memoryGiB: 24,
      node: 'v20',
      platform: 'linux x64',
      loadAverage: { start: 1, end: 1 },
      noisy: false,
    },
    measured: ['bundle', 'sandbox', 'lighthouse', 'flows', 'mainnet-like', 'explore'],
    gzipLevel: 6,
    ...noParts(),
    checks: [],
    durationSeconds: 1,
    ...overrides,
  };
}

const brokenBudget: Check = {
  kind: 'budget',
  name: 'initial JS (gzip)',
  limit: '≤ 200.0 KiB',
  value: '210.0 KiB',
  status: 'OVER',
  noisy: false,
};

describe('exitCode', () => {
  it('is 0 when every part measured ran, whatever the goals say', () => {
    const overGoal: Check = { ...brokenBudget, kind: 'goal' };
    expect(exitCode(results({ checks: [overGoal] }))).toBe(0);
  });

  it('is 2 when a part of this run could not run, the others written beside it', () => {
    expect(exitCode(results({ explore: { status: 'error', reason: 'page closed' } }))).toBe(2);
  });

  it("is 2 when Symmetry's app could not be measured beside ours, our figures kept", () => {
    const lighthouse: BenchResults['lighthouse'] = {
      status: 'ok',
      value: {
        figures: [],
        comparisons: [],
        basketPage: { status: 'left out', reason: 'asked not' },
        rounds: 1,
        peer: { status: 'error', reason: 'next build exited 1' },
      },
    };
    expect(exitCode(results({ lighthouse }))).toBe(2);
    expect(
      exitCode(
        results({ lighthouse: { ...lighthouse, value: { ...lighthouse.value, peer: undefined } } }),
      ),
    ).toBe(0);
  });

  it('is 2 when the interactions part could not run, and only when it was measured', () => {
    const failed: BenchResults['interactions'] = { status: 'error', reason: 'no Chromium' };
    expect(exitCode(results({ measured: ['interactions'], interactions: failed }))).toBe(2);
    expect(exitCode(results({ interactions: failed }))).toBe(0);
  });

  it('is 1 for a broken size budget, before a failed part', () => {
    const run = results({
      checks: [brokenBudget],
      explore: { status: 'error', reason: 'page closed' },
    });
    expect(exitCode(run)).toBe(1);
  });

  it('judges only the parts this run measured', () => {
    const onlyExplore = results({
      measured: ['explore'],
      checks: [brokenBudget],
      lighthouse: { status: 'error', reason: 'from an earlier run' },
    });
    expect(exitCode(onlyExplore)).toBe(0);
  });
});

describe('previousParts', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'basketry-bench-results-test-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the parts an earlier run wrote and marks the rest not measured', async () => {
    const file = path.join(dir, 'results.json');
    const explore = { status: 'error', reason: 'page closed' };
    const interactions = { status: 'n/a', reason: 'asked not' };
    // `bundle` in the shape written before parts: not a part, so not kept.
    await writeFile(file, JSON.stringify({ explore, interactions, bundle: { initial: {} } }));
    const parts = await previousParts(file);
    expect(parts.explore).toEqual(explore);
    expect(parts.interactions).toEqual(interactions);
    expect(parts.bundle).toEqual({ status: 'n/a', reason: 'not measured in this run' });
  });

  it('starts afresh without an earlier file', async () => {
    expect(await previousParts(path.join(dir, 'absent.json'))).toEqual(noParts());
  });
});
