import { describe, expect, it } from 'vitest';
import { readRun, shortUrl, type AuditResult, type LighthouseReport } from './read';

const PAGE = 'http://127.0.0.1:4000/create';

function audit(id: string, extra: Partial<AuditResult> = {}): AuditResult {
  return { id, title: id, description: '', score: null, scoreDisplayMode: 'informative', ...extra };
}

function report(overrides: Partial<LighthouseReport> = {}): LighthouseReport {
  const audits: Record<string, AuditResult> = {
    'first-contentful-paint': audit('first-contentful-paint', { numericValue: 900 }),
    'largest-contentful-paint': audit('largest-contentful-paint', { numericValue: 1400 }),
    'total-blocking-time': audit('total-blocking-time', { numericValue: 120 }),
    'cumulative-layout-shift': audit('cumulative-layout-shift', { numericValue: 0 }),
    'largest-contentful-paint-element': audit('largest-contentful-paint-element', {
      details: {
        type: 'list',
        items: [
          {
            type: 'table',
            headings: [],
            items: [{ node: { type: 'node', selector: 'main > p.lead' } }],
          },
        ],
      },
    }),
    'network-requests': audit('network-requests', {
      details: {
        type: 'table',
        headings: [],
        items: [
          { url: `${PAGE}`, resourceType: 'Document', transferSize: 2_000 },
          {
            url: 'http://127.0.0.1:4000/assets/index-a.js',
            resourceType: 'Script',
            transferSize: 100_000,
          },
          {
            url: 'http://127.0.0.1:4000/assets/chain-b.js',
            resourceType: 'Script',
            transferSize: 50_000,
          },
          { url: 'http://127.0.0.1:8899/', resourceType: 'Fetch', transferSize: 700 },
        ],
      },
    }),
    'long-tasks': audit('long-tasks', {
      details: {
        type: 'table',
        headings: [],
        // Lighthouse sorts them by duration; the bench lists them in the order they ran.
        items: [
          { url: 'http://127.0.0.1:4000/assets/index-a.js', startTime: 1700, duration: 240 },
          { url: 'Unattributable', startTime: 600, duration: 60 },
        ],
      },
    }),
  };
  return {
    audits,
    categories: { performance: { score: 0.93 } },
    environment: { benchmarkIndex: 1500 },
    ...overrides,
  };
}

describe('readRun', () => {
  it('reads the metrics, the score in points and the LCP element', () => {
    const run = readRun(report(), PAGE);
    expect(run).toMatchObject({
      score: 93,
      fcpMs: 900,
      lcpMs: 1400,
      tbtMs: 120,
      cls: 0,
      lcpElement: 'main > p.lead',
      benchmarkIndex: 1500,
    });
  });

  it('sums the scripts the page requested, and only scripts', () => {
    const run = readRun(report(), PAGE);
    expect(run.scripts).toEqual([
      { url: '/assets/index-a.js', transferSize: 100_000 },
      { url: '/assets/chain-b.js', transferSize: 50_000 },
    ]);
    expect(run.jsTransferred).toBe(150_000);
  });

  it('lists the long tasks by start time', () => {
    expect(readRun(report(), PAGE).longTasks).toEqual([
      { url: 'Unattributable', startMs: 600, durationMs: 60 },
      { url: '/assets/index-a.js', startMs: 1700, durationMs: 240 },
    ]);
  });

  it('has no long tasks when Lighthouse found none (no table)', () => {
    const base = report();
    const audits = { ...base.audits, 'long-tasks': audit('long-tasks') };
    expect(readRun({ ...base, audits }, PAGE).longTasks).toEqual([]);
  });

  it('refuses a run that failed or gave no score', () => {
    expect(() => readRun(report({ runtimeError: { message: 'NO_FCP' } }), PAGE)).toThrow(
      'Lighthouse: NO_FCP',
    );
    expect(() => readRun(report({ categories: { performance: { score: null } } }), PAGE)).toThrow(
      'no performance score',
    );
  });

  it('refuses a run without a metric', () => {
    const base = report();
    const audits = { ...base.audits, 'total-blocking-time': audit('total-blocking-time') };
    expect(() => readRun({ ...base, audits }, PAGE)).toThrow('no total-blocking-time');
  });
});

describe('shortUrl', () => {
  it('keeps the path of same-origin URLs and the whole of others', () => {
    expect(shortUrl('http://127.0.0.1:4000/assets/a.js?v=1', PAGE)).toBe('/assets/a.js');
    expect(shortUrl('http://127.0.0.1:8899/', PAGE)).toBe('http://127.0.0.1:8899/');
    expect(shortUrl('Unattributable', PAGE)).toBe('Unattributable');
  });
});
