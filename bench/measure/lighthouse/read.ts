import type lighthouse from 'lighthouse';

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
export type AuditResult = LighthouseResult['audits'][string];
type Details = NonNullable<AuditResult['details']>;
type TableItem = Extract<Details, { type: 'table' }>['items'][number];

/** The parts of a Lighthouse result the bench reads (a real `lhr` is one). */
export interface LighthouseReport {
  audits: Record<string, AuditResult>;
  categories: Record<string, { score: number | null } | undefined>;
  environment: { benchmarkIndex: number };
  runtimeError?: { message: string };
}

/** A main-thread task of 50 ms or more, as Lighthouse times it (simulated on mobile). */
export interface LongTask {
  /** The script it is attributed to (path on this origin, else the URL), or "Unattributable". */
  url: string;
  startMs: number;
  durationMs: number;
}

export interface ScriptRequest {
  /** Path on this origin, else the URL. */
  url: string;
  /** Bytes on the wire (gzip as served, headers included). */
  transferSize: number;
}

/** What one Lighthouse run says about a page. */
export interface LighthouseMeasure {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The LCP element as Lighthouse names it (selector; a static-shell node or one React rendered). */
  lcpElement: string;
  /**
   * Bytes on the wire of every script the page requested while Lighthouse recorded it: from the
   * navigation until network and main thread were quiet, with no interaction — the JS a visitor
   * downloads before their first interaction.
   */
  jsTransferred: number;
  benchmarkIndex: number;
  /** Long tasks by start time. */
  longTasks: LongTask[];
  scripts: ScriptRequest[];
}

const auditValue = (report: LighthouseReport, id: string): number => {
  const value = report.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id}`);
  return value;
};

function tableItems(report: LighthouseReport, id: string): TableItem[] {
  const details = report.audits[id]?.details;
  return details?.type === 'table' ? details.items : [];
}

const numberIn = (item: TableItem, key: string): number | undefined => {
  const value = item[key];
  return typeof value === 'number' ? value : undefined;
};
const textIn = (item: TableItem, key: string): string | undefined => {
  const value = item[key];
  return typeof value === 'string' ? value : undefined;
};

/** Same-origin URLs as their path (`/assets/index-abc.js`); others whole. */
export function shortUrl(url: string, pageUrl: string): string {
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(pageUrl).origin ? parsed.pathname : url;
  } catch {
    return url;
  }
}

/** The selector of the LCP element: a list holding a table whose first row has a node. */
function lcpSelector(report: LighthouseReport): string {
  const details = report.audits['largest-contentful-paint-element']?.details;
  if (details?.type !== 'list') return 'unknown';
  for (const section of details.items) {
    if (section.type !== 'table') continue;
    const node = section.items[0]?.node;
    if (typeof node === 'object' && 'type' in node && node.type === 'node' && node.selector)
      return node.selector;
  }
  return 'unknown';
}

export function readRun(report: LighthouseReport, pageUrl: string): LighthouseMeasure {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  const score = report.categories.performance?.score;
  if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
  const scripts = tableItems(report, 'network-requests')
    .filter((item) => textIn(item, 'resourceType') === 'Script')
    .map((item) => ({
      url: shortUrl(textIn(item, 'url') ?? 'unknown', pageUrl),
      transferSize: numberIn(item, 'transferSize') ?? 0,
    }));
  const longTasks = tableItems(report, 'long-tasks')
    .map((item) => ({
      url: shortUrl(textIn(item, 'url') ?? 'unknown', pageUrl),
      startMs: numberIn(item, 'startTime') ?? 0,
      durationMs: numberIn(item, 'duration') ?? 0,
    }))
    .sort((a, b) => a.startMs - b.startMs);
  return {
    score: Math.round(score * 100),
    fcpMs: auditValue(report, 'first-contentful-paint'),
    lcpMs: auditValue(report, 'largest-contentful-paint'),
    tbtMs: auditValue(report, 'total-blocking-time'),
    cls: auditValue(report, 'cumulative-layout-shift'),
    lcpElement: lcpSelector(report),
    jsTransferred: scripts.reduce((total, script) => total + script.transferSize, 0),
    benchmarkIndex: report.environment.benchmarkIndex,
    longTasks,
    scripts,
  };
}
