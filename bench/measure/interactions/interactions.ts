// Interaction latency (issue 48 item 3): a phone (its screen, its CPU 4× slower) does on each
// form page, explore and a basket's page what a person does — types an amount or a weight, opens
// and filters the token picker, presses Review, switches the chart's range, sorts, "Show more" —
// and the bare stack's reference page takes the same keystrokes into its controlled input. Each
// interaction's INP-style latency comes from the Event Timing API in the page; what ran in the
// slow ones from the Long Animation Frames API, named through the builds' source maps.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { AppDriver } from '../../../e2e/fixtures/app';
import { NetworkGuard } from '../../../e2e/fixtures/network-guard';
import { TestWallet } from '../../../e2e/fixtures/test-wallet';
import { sandboxDemoKeypair } from '../../../src/wallet/sandboxDemoKey';
import { sandboxSettings } from '../../pages/app-settings';
import { realBasket } from '../../pages/basket-page';
import { storeSettings } from '../../pages/stored-settings';
import { fund } from '../../pages/wallet-session';
import { withBrowser } from '../../support/chromium';
import { watchLoad, type LoadDuring } from '../../support/load';
import { seedBaskets } from '../explore/seed';
import { withOwnSandbox } from '../own-sandbox';
import { SourceLookup } from '../tasks/source-lookup';
import { PHONE } from '../tasks/trace-page';
import {
  attribute,
  frameSplit,
  lineColumnAt,
  scriptsDuring,
  type AttributedScript,
  type FrameSplit,
} from './attribution';
import { stepLatencies } from './event-timing';
import { figureOf, type InteractionFigure, type StepSample } from './goal';
import { EVENT_THRESHOLD_MS, measureStep, observeInteractions } from './in-page';
import { KEYSTROKE_DELAY_MS, scenarios, type Scenario } from './script';

/** Baskets on the part's chain besides the demo basket: explore shows 50, then "Show more". */
const EXPLORE_BASKETS = 120;

/** One round's machine load (the 1-minute load average over the round). */
export interface InteractionRound extends LoadDuring {
  round: number;
}

export interface InteractionsFigures extends LoadDuring {
  cpuSlowdown: number;
  rounds: InteractionRound[];
  noisyRounds: number;
  keystrokeDelayMs: number;
  /** The Event Timing threshold: shorter interactions are counted at it. */
  thresholdMs: number;
  /**
   * Each interaction's figures; `scripts` and `frames`: what ran during the worst one (the long
   * animation frames overlapping it; none when it was shorter than 50 ms).
   */
  figures: (InteractionFigure & { scripts: AttributedScript[]; frames: FrameSplit | null })[];
  /** A page that could not be measured in a round, and why. */
  failures: { page: string; round: number; reason: string }[];
}

export interface InteractionsBenchOptions {
  appUrl: string;
  appOutDir: string;
  referenceUrl: string;
  referenceOutDir: string;
  rounds: number;
  log: (line: string) => void;
}

const reasonOf = (error: unknown) =>
  error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);

/** Names a script position of a build: `src/x.tsx:12 name`, through its hidden source maps. */
function namer(outDir: string): (url: string, charPosition: number) => string | undefined {
  const lookup = new SourceLookup(outDir);
  const texts = new Map<string, string | null>();
  return (url, charPosition) => {
    const urlPath = new URL(url).pathname;
    if (!texts.has(urlPath)) {
      try {
        texts.set(urlPath, readFileSync(path.join(outDir, urlPath), 'utf8'));
      } catch {
        texts.set(urlPath, null);
      }
    }
    const text = texts.get(urlPath);
    if (!text || charPosition < 0) return undefined;
    const { line, column } = lineColumnAt(text, charPosition);
    const found = lookup.find(urlPath, line, column);
    return found ? `${found.source}:${found.line}${found.name ? ` ${found.name}` : ''}` : undefined;
  };
}

interface Sample extends StepSample {
  scripts: AttributedScript[];
  frames: FrameSplit | null;
}

interface Target {
  url: string;
  settings: string;
  sandbox: { rpcUrl: string; apiUrl: string };
  name: (url: string, charPosition: number) => string | undefined;
}

/** Opens the scenario's page in a fresh phone context and runs its steps; a sample per step. */
async function runScenario(
  browser: Browser,
  scenario: Scenario,
  target: Target,
  round: number,
): Promise<Sample[]> {
  const context = await browser.newContext({
    baseURL: target.url,
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  const wallet = scenario.wallet ? new TestWallet(sandboxDemoKeypair()) : undefined;
  try {
    await storeSettings(context, target.settings);
    await observeInteractions(context);
    const page: Page = await context.newPage();
    if (wallet) {
      await wallet.install(context);
      wallet.setRpcUrl('solana:localnet', target.sandbox.rpcUrl);
      const guard = new NetworkGuard([target.url]);
      guard.watch(context);
      const app = new AppDriver(page, guard, wallet);
      await app.goto(scenario.path);
      await app.connectWallet();
    } else {
      await page.goto(scenario.path);
    }
    await scenario.ready(page);
    // The phone's CPU from here: the page loads (and the wallet connects) at full speed, which the
    // interactions part does not measure and which, slowed 4× on a busy machine, outlasted the
    // e2e driver's waits.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    const samples: Sample[] = [];
    for (const step of scenario.steps) {
      const record = await measureStep(page, () => step.act(page));
      const { reported, latenciesMs } = stepLatencies(
        record.events,
        record.count,
        EVENT_THRESHOLD_MS,
      );
      if (latenciesMs.length === 0) {
        throw new Error(`"${step.action}": the page counted no interaction`);
      }
      const worst = [...reported].sort((a, b) => b.latencyMs - a.latencyMs)[0];
      const scripts = worst ? attribute(scriptsDuring(record.frames, worst), target.name) : [];
      const frames = worst ? frameSplit(record.frames, worst) : null;
      samples.push({ round, latenciesMs, reported, scripts, frames });
    }
    return samples;
  } finally {
    wallet?.dispose();
    await context.close();
  }
}

/** The scenarios in a round's order: the reference first in odd rounds, last in even ones. */
export function roundOrder<T extends { site: string }>(all: readonly T[], round: number): T[] {
  const reference = all.filter((s) => s.site === 'reference');
  const app = all.filter((s) => s.site !== 'reference');
  return round % 2 === 1 ? [...reference, ...app] : [...app, ...reference];
}

export async function benchInteractions(
  options: InteractionsBenchOptions,
): Promise<InteractionsFigures> {
  const { rounds, log } = options;
  const loadDuring = watchLoad();
  const appName = namer(options.appOutDir);
  const referenceName = namer(options.referenceOutDir);
  return withOwnSandbox('interactions', { history: true }, async (sandbox) => {
    seedBaskets(sandbox.chain, EXPLORE_BASKETS);
    const basket = (await realBasket(sandbox.apiUrl)).address;
    await fund(sandbox, sandboxDemoKeypair().publicKey.toBase58());
    const settings = JSON.stringify(sandboxSettings(sandbox));
    const all = scenarios(basket);
    const samples = new Map<string, { scenario: Scenario; action: string; samples: Sample[] }>();
    for (const scenario of all) {
      for (const step of scenario.steps) {
        samples.set(`${scenario.page} ${step.action}`, {
          scenario,
          action: step.action,
          samples: [],
        });
      }
    }
    const roundLoads: InteractionRound[] = [];
    const failures: InteractionsFigures['failures'] = [];
    await withBrowser('interactions', async (browser) => {
      for (let round = 1; round <= rounds; round++) {
        const roundLoad = watchLoad();
        for (const scenario of roundOrder(all, round)) {
          const target: Target =
            scenario.site === 'reference'
              ? { url: options.referenceUrl, settings, sandbox, name: referenceName }
              : { url: options.appUrl, settings, sandbox, name: appName };
          try {
            // Once more after a failure: on a loaded machine a page can miss a wait once.
            const measured = await runScenario(browser, scenario, target, round).catch(
              (error: unknown) => {
                log(
                  `  interactions round ${round} ${scenario.page}: again after: ${reasonOf(error)}`,
                );
                return runScenario(browser, scenario, target, round);
              },
            );
            for (const [i, step] of scenario.steps.entries()) {
              samples.get(`${scenario.page} ${step.action}`)?.samples.push(measured[i]!);
            }
            const worst = Math.max(...measured.flatMap((m) => m.latenciesMs));
            log(`  interactions round ${round} ${scenario.page}: worst ${Math.round(worst)} ms`);
          } catch (error) {
            const reason = reasonOf(error);
            failures.push({ page: scenario.page, round, reason });
            log(`  interactions round ${round} ${scenario.page}: failed: ${reason}`);
          }
        }
        const load = roundLoad();
        roundLoads.push({ round, ...load });
        log(
          `  interactions round ${round}: load ${load.loadAverage.toFixed(1)}${load.noisy ? ' (noisy)' : ''}`,
        );
      }
    });
    const figures = [...samples.values()]
      .filter((s) => s.samples.length > 0)
      .map(({ scenario, action, samples: taken }) => {
        const figure = figureOf({ page: scenario.page, action, site: scenario.site }, taken);
        const worstRound = figure.worst?.round;
        const worstSample = taken.find((s) => s.round === worstRound);
        return {
          ...figure,
          scripts: worstSample?.scripts ?? [],
          frames: worstSample?.frames ?? null,
        };
      });
    return {
      cpuSlowdown: PHONE.cpuSlowdown,
      rounds: roundLoads,
      noisyRounds: roundLoads.filter((r) => r.noisy).length,
      keystrokeDelayMs: KEYSTROKE_DELAY_MS,
      thresholdMs: EVENT_THRESHOLD_MS,
      figures,
      failures,
      ...loadDuring(),
    };
  });
}
