// The factsheet's figures from a value line: months and years in UTC, a first month in part, the
// best and worst month, the largest drawdown and its recovery, the volatility; the CSV of them.
import { describe, expect, it } from 'vitest';
import { ageInDays, annualVolatility, factsheet, maxDrawdown, monthlyReturns } from './factsheet';
import { factsheetCsv } from './factsheetCsv';
import type { ValuePoint } from './valueSeries';

const at = (iso: string, value: number): ValuePoint => ({ time: Date.parse(iso) / 1000, value });

// From 10 Nov 2025: 100 → 110 at November's end, 99 at December's, 120 mid January, 102 now.
const line = [
  at('2025-11-10T00:00:00Z', 100),
  at('2025-11-30T12:00:00Z', 110),
  at('2025-12-15T00:00:00Z', 90),
  at('2025-12-31T23:00:00Z', 99),
  at('2026-01-15T00:00:00Z', 120),
  at('2026-02-03T00:00:00Z', 102),
];

describe('the factsheet', () => {
  it('a month’s return is its last value over the month before’s; the first from the line’s start', () => {
    const months = monthlyReturns(line);
    expect(months.map((m) => [m.year, m.month, m.partial])).toEqual([
      [2025, 10, true],
      [2025, 11, false],
      [2026, 0, false],
      [2026, 1, false],
    ]);
    expect(months.map((m) => m.change)).toEqual([
      expect.closeTo(0.1),
      expect.closeTo(99 / 110 - 1),
      expect.closeTo(120 / 99 - 1),
      expect.closeTo(102 / 120 - 1),
    ]);
  });

  it('rows by year, newest first; the year to date over the year before’s last value', () => {
    const sheet = factsheet(line);
    expect(sheet.years.map((y) => y.year)).toEqual([2026, 2025]);
    expect(sheet.years[0]?.ytd).toBeCloseTo(102 / 99 - 1);
    expect(sheet.years[0]?.ytdPartial).toBe(false);
    // 2025 began within the line: from its first point.
    expect(sheet.years[1]?.ytd).toBeCloseTo(0.99 - 1);
    expect(sheet.years[1]?.ytdPartial).toBe(true);
    expect(sheet.years[0]?.months.filter(Boolean)).toHaveLength(2);
    expect(sheet.best).toMatchObject({ year: 2026, month: 0 });
    expect(sheet.worst).toMatchObject({ year: 2026, month: 1 });
  });

  it('the largest drawdown: from the high to the low after it, and when it was back', () => {
    expect(maxDrawdown(line)).toEqual({
      depth: expect.closeTo(90 / 110 - 1),
      peak: line[1]?.time,
      trough: line[2]?.time,
      recovered: line[4]?.time,
    });
    // After the January high it fell to 102 and is not back yet — a smaller fall than to 60.
    const deeper = [...line, at('2026-02-20T00:00:00Z', 60)];
    expect(maxDrawdown(deeper)).toMatchObject({ depth: 60 / 120 - 1, recovered: null });
    expect(maxDrawdown([at('2026-01-01T00:00:00Z', 1), at('2026-01-02T00:00:00Z', 2)])).toBeNull();
  });

  it('volatility: daily returns’ sample standard deviation × √365', () => {
    const days = [100, 110, 99, 108.9].map((v, i) => at(`2026-03-0${i + 1}T12:00:00Z`, v));
    const returns = [0.1, -0.1, 0.1];
    const mean = returns.reduce((a, b) => a + b) / 3;
    const sd = Math.sqrt(returns.reduce((s, r) => s + (r - mean) ** 2, 0) / 2);
    expect(annualVolatility(days)).toBeCloseTo(sd * Math.sqrt(365));
    expect(annualVolatility(days.slice(0, 2))).toBeNull();
  });

  it('a line of one point has no figures; none is made up', () => {
    const sheet = factsheet([at('2026-01-01T00:00:00Z', 1)]);
    expect(sheet).toMatchObject({ best: null, worst: null, drawdown: null, volatility: null });
    expect(factsheet([]).years).toEqual([]);
  });

  it('the CSV: one figure a line, unknown ones empty with the reason', () => {
    const csv = factsheetCsv(factsheet(line), {
      valueHeld: { known: true, value: 1234.5 },
      holders: { known: false, why: 'the read of its token accounts failed' },
      created: { known: true, value: line[0]?.time ?? 0 },
      now: Date.parse('2026-02-03T00:00:00Z') / 1000,
    });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Figure,Period (UTC),Value,Unit,Note');
    expect(lines[1]).toBe(
      "Monthly return,2025-11,10.00,%,part of the period: from the line's first point, 2025-11-10".replace(
        /(part of the period.*)$/,
        '"$1"',
      ),
    );
    expect(csv).toContain(
      'Largest drawdown,2025-11-30/2025-12-15,-18.18,%,back at the high on 2026-01-15',
    );
    expect(csv).toContain('Value held,2026-02-03,1234.50,USD,');
    expect(csv).toContain(
      'Holders,2026-02-03,,wallets,unknown: the read of its token accounts failed',
    );
    expect(csv).toContain('Age,2025-11-10,85,days,since its creation');
  });
});

describe('a basket’s age', () => {
  const created = Date.UTC(2026, 11, 6, 12) / 1000;
  it('counts whole days since its creation', () => {
    expect(ageInDays(created + 86_400 * 85 + 3_600, created)).toBe(85);
    expect(ageInDays(created + 86_399, created)).toBe(0);
  });
  it('reads 0, never a negative age, when this computer’s clock is behind the chain’s', () => {
    expect(ageInDays(created - 86_400 * 279, created)).toBe(0);
  });
});
