import { describe, expect, it } from 'vitest';
import type { BundleReport } from '../measure/bundle/bundle';
import { checksOf, type CheckInputs } from './checks';
import { compareToReference } from '../measure/lighthouse/compare';
import type { FlowFigures } from '../measure/flows/flows';
import { KiB } from '../support/gzip';
import type { LighthouseFigure } from '../measure/lighthouse/runs';
import type { LighthouseResults } from '../measure/lighthouse/lighthouse';
import type { Part } from '../part';
import type { BundleFigures, Check } from '../results';
import { figure, run } from '../measure/lighthouse/test-figures';

function bundle(initialGzip: number, allGzip: number, onDemandWalletGzip = 0): Part<BundleFigures> {
  const total = (gzip: number) => ({ files: 1, raw: gzip * 3, gzip });
  const app: BundleReport = {
    initial: { js: [], jsGzip: initialGzip, css: [], cssGzip: 0 },
    routes: [],
    allJs: total(allGzip),
    onDemandWallets: { ...total(onDemandWalletGzip), packages: ['@trezor/connect-web'] },
    appJs: total(allGzip - onDemandWalletGzip),
    allCss: { files: 0, raw: 0, gzip: 0 },
    initialBreakdown: [],
    initialTopModules: [],
  };
  const figures = { buildSeconds: 10, referenceBuildSeconds: 8, app, reference: app };
  return { status: 'ok', value: figures };
}

function flow(confirmToSignMs: number, noisy = false): Part<FlowFigures> {
  const summary = (median: number) => ({ runs: 5, median, max: median });
  return {
    status: 'ok',
    value: {
      createConfirmToThirdConfirmedMs: summary(400),
      confirmToSignRequestMs: summary(confirmToSignMs),
      signFeatures: ['signTransaction'],
      depositMintToDoneMs: summary(60),
      depositConfirmToDoneMs: summary(700),
      keeperDelayMs: 500,
      loadAverage: noisy ? 3 : 1,
      noisy,
    },
  };
}

function lighthouse(
  figures: LighthouseFigure[],
  basketPage: LighthouseResults['basketPage'] = { status: 'ok', path: '/baskets/x' },
): Part<LighthouseResults> {
  return {
    status: 'ok',
    value: { figures, comparisons: compareToReference(figures), basketPage, rounds: 5 },
  };
}

const quietFlows: CheckInputs['flows'] = {
  appSends: flow(30),
  walletSends: { status: 'n/a', reason: "not available: the app's settings have no sendMode" },
};

/** The checks of Lighthouse figures beside a bundle within budget and quiet flows. */
function pageChecks(
  figures: LighthouseFigure[],
  basketPage?: LighthouseResults['basketPage'],
): Check[] {
  return checksOf({
    bundle: bundle(100 * KiB, 300 * KiB),
    flows: quietFlows,
    lighthouse: lighthouse(figures, basketPage),
  });
}

/** "OVER: 96 (reference 97)": a check's status and value. */
function said(checks: Check[], name: string): string {
  const { status, value } = check(checks, name);
  return `${status}: ${value}`;
}

function check(checks: Check[], name: string): Check {
  const found = checks.find((c) => c.name === name);
  if (!found) throw new Error(`no check "${name}" among ${checks.map((c) => c.name).join('; ')}`);
  return found;
}

describe('checksOf', () => {
  it('has no budget to judge when the bundle part did not run', () => {
    const checks = checksOf({
      bundle: { status: 'error', reason: 'the build failed' },
      flows: quietFlows,
      lighthouse: { status: 'error', reason: 'x' },
    });
    expect(checks.filter((c) => c.kind === 'budget')).toEqual([]);
  });

  it('breaks budgets on bytes', () => {
    const checks = checksOf({
      bundle: bundle(210 * KiB, 400 * KiB),
      flows: quietFlows,
      lighthouse: { status: 'error', reason: 'x' },
    });
    expect(check(checks, 'initial JS (gzip)')).toMatchObject({ kind: 'budget', status: 'OVER' });
    expect(check(checks, 'all JS but on-demand libraries (gzip)')).toMatchObject({
      kind: 'budget',
      status: 'OK',
    });
  });

  it('holds all JS but the on-demand wallet libraries to the all-JS budget', () => {
    const checks = checksOf({
      bundle: bundle(100 * KiB, 540 * KiB, 146 * KiB),
      flows: quietFlows,
      lighthouse: { status: 'error', reason: 'x' },
    });
    expect(check(checks, 'all JS but on-demand libraries (gzip)')).toMatchObject({
      status: 'OK',
      value: '394.0 KiB',
    });
    const over = checksOf({
      bundle: bundle(100 * KiB, 540 * KiB, 40 * KiB),
      flows: quietFlows,
      lighthouse: { status: 'error', reason: 'x' },
    });
    expect(check(over, 'all JS but on-demand libraries (gzip)').status).toBe('OVER');
  });

  it('judges the app against the reference: LCP and TBT at most its own, score at least', () => {
    const checks = pageChecks([
      figure('reference', '/', 'mobile', [run({ lcpMs: 1400, tbtMs: 40, score: 97 })]),
      figure('app', '/', 'mobile', [run({ lcpMs: 1300, tbtMs: 120, score: 96 })]),
    ]);
    const against = ['score', 'LCP', 'TBT'].map((figure) =>
      said(checks, `Lighthouse mobile / ${figure} vs reference`),
    );
    expect(against).toEqual([
      'OVER: 96 (reference 97)',
      'OK: ×0.93 (1300 ms / 1400 ms)',
      'OVER: ×3.00 (120 ms / 40 ms)',
    ]);
    // The absolute goals still apply: 120 ms is within 150 ms.
    expect(check(checks, 'Lighthouse mobile / TBT').status).toBe('OK');
  });

  it('holds a page to score, LCP, TBT and CLS on mobile, score and CLS on desktop', () => {
    const checks = pageChecks([
      figure('app', '/create', 'mobile', [run({ score: 97, lcpMs: 1600, tbtMs: 151, cls: 0 })]),
      figure('app', '/create', 'desktop', [run({ score: 99, cls: 0.01 })]),
    ]);
    const statusOf = (name: string) => check(checks, name).status;
    expect(statusOf('Lighthouse mobile /create score')).toBe('OVER');
    expect(statusOf('Lighthouse mobile /create LCP')).toBe('OVER');
    expect(statusOf('Lighthouse mobile /create TBT')).toBe('OVER');
    expect(statusOf('Lighthouse mobile /create CLS')).toBe('OK');
    expect(statusOf('Lighthouse desktop /create score')).toBe('OVER');
    expect(statusOf('Lighthouse desktop /create CLS')).toBe('OVER');
  });

  it('marks a goal noisy when any of its runs was', () => {
    const checks = pageChecks([
      figure('reference', '/', 'mobile', [run(), run({ noisy: true, loadAverage: 5 })]),
      figure('app', '/', 'mobile', [run(), run()]),
    ]);
    expect(check(checks, 'Lighthouse mobile / LCP').noisy).toBe(false);
    expect(check(checks, 'Lighthouse mobile / LCP vs reference').noisy).toBe(true);
  });

  it('says NOT YET for the basket page and for the wallet sending, with the reason', () => {
    const checks = pageChecks([], { status: 'left out', reason: 'no /baskets/:address route' });
    expect(said(checks, 'Lighthouse /baskets/:address')).toBe(
      'NOT YET: no /baskets/:address route',
    );
    expect(said(checks, "app's own time: Confirm → sign request (wallet sends)")).toBe(
      "NOT YET: not available: the app's settings have no sendMode",
    );
    expect(said(checks, "app's own time: Confirm → sign request (app sends)")).toBe('OK: 30 ms');
  });

  it('holds both sending modes to the Confirm → sign goal', () => {
    const checks = checksOf({
      bundle: bundle(100 * KiB, 300 * KiB),
      flows: { appSends: flow(57), walletSends: flow(20, true) },
      lighthouse: { status: 'error', reason: 'x' },
    });
    expect(check(checks, "app's own time: Confirm → sign request (app sends)").status).toBe('OVER');
    expect(check(checks, "app's own time: Confirm → sign request (wallet sends)")).toMatchObject({
      status: 'OK',
      noisy: true,
    });
  });

  it('reads script before first interaction from / on mobile', () => {
    const checks = pageChecks([
      figure('app', '/', 'mobile', [run({ jsTransferred: 160 * KiB })]),
      figure('app', '/', 'desktop', [run({ jsTransferred: 10 * KiB })]),
    ]);
    expect(check(checks, 'script before first interaction on / (mobile, gzip)')).toMatchObject({
      status: 'OVER',
      value: '160.0 KiB',
    });
  });

  it('judges each app interaction against 100 ms median and 200 ms worst, noisy when a round was', () => {
    const figure = (
      page: string,
      site: 'app' | 'reference',
      medianMs: number,
      worstMs: number,
    ) => ({
      page,
      action: 'type an amount',
      site,
      count: 5,
      unreported: 0,
      medianMs,
      worstMs,
      medianPhases: { inputDelayMs: 0, processingMs: 0, presentationMs: 0 },
      worst: null,
      status: medianMs <= 100 && worstMs <= 200 ? ('OK' as const) : ('OVER' as const),
      scripts: [],
      frames: null,
    });
    const checks = checksOf({
      bundle: { status: 'error', reason: 'x' },
      flows: quietFlows,
      lighthouse: { status: 'error', reason: 'x' },
      interactions: {
        status: 'ok',
        value: {
          cpuSlowdown: 4,
          rounds: [{ round: 1, loadAverage: 3, noisy: true }],
          noisyRounds: 1,
          keystrokeDelayMs: 200,
          thresholdMs: 16,
          failures: [],
          loadAverage: 3,
          noisy: true,
          figures: [
            figure('reference', 'reference', 300, 400),
            figure('/deposit', 'app', 56, 112),
            figure('/edit', 'app', 192, 312),
          ],
        },
      },
    });
    const judged = checks.filter((c) => c.name.startsWith('interaction '));
    expect(judged.map((c) => [c.name, c.value, c.status, c.noisy])).toEqual([
      ['interaction /deposit: type an amount', '56 ms / 112 ms', 'OK', true],
      ['interaction /edit: type an amount', '192 ms / 312 ms', 'OVER', true],
    ]);
  });
});
