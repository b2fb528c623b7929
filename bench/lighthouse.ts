import lighthouse, { desktopConfig } from 'lighthouse';
import { launchDebuggableChromium } from './chromium';
import { onCleanup } from './cleanup';
import { median } from './stats';

export type Preset = 'mobile' | 'desktop';

export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The LCP element as Lighthouse names it (selector; a static-shell node or one React rendered). */
  lcpElement: string;
  /** Bytes on the wire (gzip as served) of every script the page loaded. */
  jsTransferred: number;
  benchmarkIndex: number;
}

export interface LighthouseFigure {
  page: string;
  preset: Preset;
  runs: LighthouseRun[];
  median: LighthouseRun;
}

const auditValue = (lhr: LighthouseResult, id: string): number => {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id}`);
  return value;
};

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function readRun(lhr: LighthouseResult): LighthouseRun {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined;
  const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)
    ?.items as { resourceType?: string; transferSize?: number }[] | undefined;
  return {
    score: Math.round(score * 100),
    fcpMs: auditValue(lhr, 'first-contentful-paint'),
    lcpMs: auditValue(lhr, 'largest-contentful-paint'),
    tbtMs: auditValue(lhr, 'total-blocking-time'),
    cls: auditValue(lhr, 'cumulative-layout-shift'),
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.selector ?? 'unknown',
    jsTransferred: (requests ?? [])
      .filter((r) => r.resourceType === 'Script')
      .reduce((total, r) => total + (r.transferSize ?? 0), 0),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'unknown';
}

/**
 * Lighthouse's performance category, mobile (its default: simulated slow 4G and a 4× slower CPU)
 * and desktop preset, `repeats` times per page; one Chromium serves every run (Lighthouse resets
 * storage and cache before each navigation).
 */
export async function runLighthouse(
  baseUrl: string,
  pages: readonly string[],
  repeats: number,
  log: (line: string) => void,
): Promise<LighthouseFigure[]> {
  const chromium = await launchDebuggableChromium();
  const stop = onCleanup('Chromium (Lighthouse)', () => chromium.close());
  try {
    const runs = new Map<string, LighthouseRun[]>();
    // Rounds outermost so a burst of load on the shared machine spreads over every figure.
    for (let round = 1; round <= repeats; round++) {
      for (const page of pages) {
        for (const preset of ['mobile', 'desktop'] as const) {
          const result = await lighthouse(
            baseUrl + page,
            {
              port: chromium.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
            },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
          const run = readRun(result.lhr);
          const key = `${page} ${preset}`;
          runs.set(key, [...(runs.get(key) ?? []), run]);
          log(
            `  lighthouse ${round}/${repeats} ${key}: score ${run.score}, LCP ${Math.round(run.lcpMs)} ms (${run.lcpElement}), CLS ${run.cls.toFixed(3)}`,
          );
        }
      }
    }
    return pages.flatMap((page) =>
      (['mobile', 'desktop'] as const).map((preset) => {
        const list = runs.get(`${page} ${preset}`)!;
        const pick = (key: Exclude<keyof LighthouseRun, 'lcpElement'>) =>
          median(list.map((run) => run[key]));
        return {
          page,
          preset,
          runs: list,
          median: {
            score: pick('score'),
            fcpMs: pick('fcpMs'),
            lcpMs: pick('lcpMs'),
            tbtMs: pick('tbtMs'),
            cls: pick('cls'),
            lcpElement: mostCommon(list.map((run) => run.lcpElement)),
            jsTransferred: pick('jsTransferred'),
            benchmarkIndex: pick('benchmarkIndex'),
          },
        };
      }),
    );
  } finally {
    await stop();
  }
}
