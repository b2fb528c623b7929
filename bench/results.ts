import { readFile, writeFile } from 'node:fs/promises';
import type { BundleReport } from './measure/bundle/bundle';
import type { ChartFigures } from './measure/charts/charts';
import type { ExploreFigures } from './measure/explore/explore';
import type { HistoryFigures } from './measure/history/history';
import type { IntentFigures } from './measure/intent/intent';
import type { InteractionsFigures } from './measure/interactions/interactions';
import type { ReportFigures } from './measure/reports/reports';
import type { FlowFigures } from './measure/flows/flows';
import type { LighthouseResults } from './measure/lighthouse/lighthouse';
import type { MainnetLikeFigures } from './measure/mainnet-like/mainnet-like';
import type { SandboxFigures } from './measure/sandbox/sandbox';
import type { TasksFigures } from './measure/tasks/tasks';
import type { Part } from './part';
import type { PeerBundle } from './peer/peer-bundle';

/** The bench's parts, in the order a full run measures them (`BENCH_ONLY` names some of them). */
export const PART_KEYS = [
  'bundle',
  'sandbox',
  'lighthouse',
  'tasks',
  'flows',
  'mainnet-like',
  'explore',
  'history',
  'charts',
  'intent',
  'reports',
  'interactions',
] as const;
export type PartKey = (typeof PART_KEYS)[number];

/**
 * A budget or goal as the run judged it. A hard budget breaks the run (non-zero exit); a goal is
 * reported only.
 */
export interface Check {
  kind: 'budget' | 'goal';
  name: string;
  limit: string;
  value: string;
  /** NOT YET: the figure cannot be measured yet (the value says why). */
  status: 'OK' | 'OVER' | 'NOT YET';
  /** The figure came from runs while the load average exceeded the core count. */
  noisy: boolean;
}

/** The production app's build and the bare-stack reference page's (bench/reference), measured. */
export interface BundleFigures {
  buildSeconds: number;
  referenceBuildSeconds: number;
  app: BundleReport;
  reference: BundleReport;
  /** Symmetry's app's production build (absent in results written before it joined). */
  peer?: Part<PeerBundle>;
}

export interface BenchResults {
  generatedAt: string;
  machine: {
    cores: number;
    cpu: string;
    memoryGiB: number;
    node: string;
    platform: string;
    /** 1-minute load average when the run started and when it ended: other work skews timings. */
    loadAverage: { start: number; end: number };
    /** The load average exceeded the core count at the start, the end or during a Lighthouse run. */
    noisy: boolean;
  };
  /** The parts the run that wrote this file measured; the others are kept from an earlier run. */
  measured: PartKey[];
  gzipLevel: number;
  bundle: Part<BundleFigures>;
  sandbox: Part<SandboxFigures>;
  /** The flows with the app sending, and with the wallet sending (when the app's settings offer it). */
  flows: { appSends: Part<FlowFigures>; walletSends: Part<FlowFigures> };
  lighthouse: Part<LighthouseResults>;
  /** Each page's long tasks named by what ran in them (a Chromium trace as a phone). */
  tasks: Part<TasksFigures>;
  /** Create on the mainnet-like profile. */
  mainnetLike: Part<MainnetLikeFigures>;
  /** Explore with 2,000 baskets on the sandbox. */
  explore: Part<ExploreFigures>;
  /** A wallet's history: 1,000 basket transactions among 5,000 others, first and return visit. */
  history: Part<HistoryFigures>;
  /** The basket page's chart, the backtest's compute and typing beside it. */
  charts: Part<ChartFigures>;
  /** The intent check's cost: the API's answer → the review, with and without it. */
  intent: Part<IntentFigures>;
  /** The factsheet and the tax lots over the demo wallet's six months. */
  reports: Part<ReportFigures>;
  /** Interaction latency as a phone: what a person does on each page, beside the bare stack. */
  interactions: Part<InteractionsFigures>;
  checks: Check[];
  durationSeconds: number;
}

/** The parts of BenchResults, each measured or not. */
export type MeasuredParts = Pick<
  BenchResults,
  | 'bundle'
  | 'sandbox'
  | 'flows'
  | 'lighthouse'
  | 'tasks'
  | 'mainnetLike'
  | 'explore'
  | 'history'
  | 'charts'
  | 'intent'
  | 'reports'
  | 'interactions'
>;

const notMeasured = <T>(): Part<T> => ({ status: 'n/a', reason: 'not measured in this run' });

/** Every part unmeasured: where a run starts. */
export function noParts(): MeasuredParts {
  return {
    bundle: notMeasured(),
    sandbox: notMeasured(),
    flows: { appSends: notMeasured(), walletSends: notMeasured() },
    lighthouse: notMeasured(),
    tasks: notMeasured(),
    mainnetLike: notMeasured(),
    explore: notMeasured(),
    history: notMeasured(),
    charts: notMeasured(),
    intent: notMeasured(),
    reports: notMeasured(),
    interactions: notMeasured(),
  };
}

const isPart = (value: unknown): value is Part<never> =>
  typeof value === 'object' &&
  value !== null &&
  'status' in value &&
  ['ok', 'n/a', 'error'].includes(String(value.status));

/**
 * The parts an earlier run wrote to `file`, for a run of some parts only (`BENCH_ONLY`); a part
 * the file lacks, or holds in an older shape, is "not measured".
 */
export async function previousParts(file: string): Promise<MeasuredParts> {
  const parts = noParts();
  let earlier: Record<string, unknown>;
  try {
    earlier = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return parts;
  }
  const flows = earlier.flows as Record<string, unknown> | undefined;
  return {
    bundle: isPart(earlier.bundle) ? earlier.bundle : parts.bundle,
    sandbox: isPart(earlier.sandbox) ? earlier.sandbox : parts.sandbox,
    flows: {
      appSends: isPart(flows?.appSends) ? flows.appSends : parts.flows.appSends,
      walletSends: isPart(flows?.walletSends) ? flows.walletSends : parts.flows.walletSends,
    },
    lighthouse: isPart(earlier.lighthouse) ? earlier.lighthouse : parts.lighthouse,
    tasks: isPart(earlier.tasks) ? earlier.tasks : parts.tasks,
    mainnetLike: isPart(earlier.mainnetLike) ? earlier.mainnetLike : parts.mainnetLike,
    explore: isPart(earlier.explore) ? earlier.explore : parts.explore,
    history: isPart(earlier.history) ? earlier.history : parts.history,
    charts: isPart(earlier.charts) ? earlier.charts : parts.charts,
    intent: isPart(earlier.intent) ? earlier.intent : parts.intent,
    reports: isPart(earlier.reports) ? earlier.reports : parts.reports,
    interactions: isPart(earlier.interactions) ? earlier.interactions : parts.interactions,
  };
}

export async function writeResults(file: string, results: BenchResults): Promise<void> {
  await writeFile(file, JSON.stringify(results, null, 2) + '\n');
}

const ABSENT: Part<never> = { status: 'n/a', reason: 'absent' };

/** The peer inside a part that measured it (its failure is a failure of the run, not the part). */
const peerOf = (part: Part<{ peer?: Part<unknown> }>): Part<unknown> =>
  part.status === 'ok' ? (part.value.peer ?? ABSENT) : ABSENT;

/**
 * 1: a size budget measured in this run is broken; 2: a part of this run could not run, or
 * Symmetry's app could not be measured beside ours.
 */
export function exitCode(results: BenchResults): number {
  const measured = (key: BenchResults['measured'][number]) => results.measured.includes(key);
  const broken =
    measured('bundle') &&
    results.checks.some((check) => check.kind === 'budget' && check.status !== 'OK');
  if (broken) return 1;
  const ran: Part<unknown>[] = [
    ...(measured('bundle') ? [results.bundle, peerOf(results.bundle)] : []),
    ...(measured('sandbox') ? [results.sandbox] : []),
    ...(measured('lighthouse') ? [results.lighthouse, peerOf(results.lighthouse)] : []),
    ...(measured('tasks') ? [results.tasks] : []),
    ...(measured('flows') ? [results.flows.appSends, results.flows.walletSends] : []),
    ...(measured('mainnet-like') ? [results.mainnetLike] : []),
    ...(measured('explore') ? [results.explore] : []),
    ...(measured('history') ? [results.history] : []),
    ...(measured('charts') ? [results.charts] : []),
    ...(measured('intent') ? [results.intent] : []),
    ...(measured('reports') ? [results.reports] : []),
    ...(measured('interactions') ? [results.interactions] : []),
  ];
  return ran.some((part) => part.status === 'error') ? 2 : 0;
}
