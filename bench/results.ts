import type { BundleReport } from './bundle';
import type { Check } from './checks';
import type { FlowFigures } from './flows';
import type { LighthouseFigure } from './lighthouse';
import type { MainnetLikeFigures } from './mainnet-like';
import type { SandboxFigures } from './sandbox-bench';

/** A part that could not be measured says why instead of a figure. */
export type Part<T> = { status: 'ok'; value: T } | { status: 'n/a' | 'error'; reason: string };

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
  };
  gzipLevel: number;
  build: { seconds: number };
  bundle: BundleReport;
  sandbox: Part<SandboxFigures>;
  flows: Part<FlowFigures>;
  lighthouse: Part<LighthouseFigure[]>;
  /** Absent in results written before the part existed. */
  mainnetLike?: Part<MainnetLikeFigures>;
  checks: Check[];
  durationSeconds: number;
}
