import { describe, expect, it } from 'vitest';
import type { Part } from '../part';
import { printSection, runLine } from './section';

const RUN = {
  at: '2026-01-02T03:04:05.000Z',
  seconds: 61.4,
  loadAverage: { start: 1.2, end: 2.6 },
};

function printed(part: Part<number> | undefined): string[] {
  const lines: string[] = [];
  printSection(
    'Part',
    part,
    2,
    (line) => lines.push(line),
    (value) => lines.push(`  value ${value}`),
  );
  return lines;
}

describe('printSection', () => {
  it('prints when the part ran and the load beside its figures', () => {
    expect(printed({ status: 'ok', value: 7, run: RUN })).toEqual([
      'Part',
      '  measured 2026-01-02T03:04:05.000Z, 61 s, load average 1.2 → 2.6 (NOISY: above 2 cores)',
      '  value 7',
      '',
    ]);
  });

  it('says why a part has no figures', () => {
    expect(printed({ status: 'error', reason: 'Chromium did not start' })).toContain(
      '  error: Chromium did not start',
    );
    expect(printed(undefined)).toContain('  not measured in this run');
  });
});

describe('runLine', () => {
  it('says nothing of noise when the load stayed within the cores', () => {
    expect(runLine({ ...RUN, loadAverage: { start: 0.4, end: 1.9 } }, 2)).toBe(
      'measured 2026-01-02T03:04:05.000Z, 61 s, load average 0.4 → 1.9',
    );
  });
});
