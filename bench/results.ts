import type { BundleReport } from './bundle';
import type { Check } from './checks';
import type { ExploreFigures } from './explore';
import type { FlowFigures } from './flows';
import type { LighthouseResults } from './lighthouse-bench';
import type { MainnetLikeFigures } from './mainnet-like';
import type { Part } from './part';
import type { SandboxFigures } from './sandbox-bench';

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
  gzipLevel: number;
  build: { seconds: number; referenceSeconds: number };
  bundle: BundleReport;
  /** The bare-stack reference page's build (bench/reference), for comparison. */
  referenceBundle: BundleReport;
  sandbox: Part<SandboxFigures>;
  /** The flows with the app sending, and with the wallet sending (when the app's settings offer it). */
  flows: { appSends: Part<FlowFigures>; walletSends: Part<FlowFigures> };
  lighthouse: Part<LighthouseResults>;
  /** Create on the mainnet-like profile; absent in results written before the part existed. */
  mainnetLike?: Part<MainnetLikeFigures>;
  /** Explore with 2,000 baskets on the sandbox; absent in results written before the part existed. */
  explore?: Part<ExploreFigures>;
  checks: Check[];
  durationSeconds: number;
}
