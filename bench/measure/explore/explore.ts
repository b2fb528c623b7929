// Explore on a mainnet-size list: 2,000 baskets on a sandbox of its own, /explore opened cold in
// headless Chromium (a fresh context per run), timed in the page from navigation start.
import type { BrowserContext } from '@playwright/test';
import { sandboxSettings } from '../../pages/app-settings';
import { longTasks, recordLongTasks, type LongTask } from '../../pages/long-tasks';
import { storeSettings } from '../../pages/stored-settings';
import { watchLoad, type LoadDuring } from '../../support/load';
import { summarize, type Summary } from '../../support/stats';
import { withBrowser } from '../../support/chromium';
import { withOwnSandbox } from '../own-sandbox';
import { tallyRpcUntilIdle, type RpcTally } from '../rpc-tally';
import { benchBasketName, seedBaskets } from './seed';

const EXPLORE_BASKETS = 2_000;
export const EXPLORE_RUNS = 3;
const WAIT_MS = 180_000;

export interface ExploreFigures extends LoadDuring {
  baskets: number;
  /** Navigation start → the first basket row in the table. */
  firstRowMs: Summary;
  /**
   * Navigation start → a search typed the moment the first row showed has filtered the whole list
   * (the status says "1 of 2,000 baskets match").
   */
  interactiveMs: Summary;
  /** The longest main-thread task during the load (Long Tasks API), median of the runs' longest. */
  longestTaskMs: Summary;
  /**
   * The longest task that started once the list's answer began to arrive (the first byte of the first
   * getProgramAccounts answer): reading, decoding, sorting and showing the list, as opposed to the app's
   * start-up (loading the chain code), which every page but home has.
   */
  longestListTaskMs: Summary;
  /** Response bytes (headers and body, as sent) of every JSON-RPC request, once the page is idle. */
  rpcBytes: Summary;
  /** Of those, the getProgramAccounts responses (every basket's summary slices). */
  programAccountsBytes: Summary;
  rpcRequests: Summary;
}

interface PageMarks {
  firstRow: number | null;
  interactive: number | null;
}

declare global {
  interface Window {
    __exploreMarks?: PageMarks;
  }
}

/**
 * Runs in the page before the app: marks the first table row, then types `query` into the search
 * box (through React's input event) and marks when the status shows one match.
 */
function markExplore(query: string): void {
  const marks: PageMarks = { firstRow: null, interactive: null };
  window.__exploreMarks = marks;
  const observer = new MutationObserver(() => {
    if (marks.firstRow === null) {
      const search = document.querySelector<HTMLInputElement>('input[type="search"]');
      if (!document.querySelector('table tbody tr') || !search) return;
      marks.firstRow = performance.now();
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(search, query);
      search.dispatchEvent(new Event('input', { bubbles: true }));
      return;
    }
    const status = document.querySelector('[role="status"]');
    if (status?.textContent?.startsWith('1 of ')) {
      marks.interactive = performance.now();
      observer.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true, characterData: true }),
  );
}

export interface ExploreRun {
  firstRowMs: number;
  interactiveMs: number;
  longestTaskMs: number;
  longestListTaskMs: number;
  tasks: LongTask[];
  /** When the list began to arrive, on the page's clock. */
  listArrivedMs: number;
  rpc: RpcTally;
}

export interface ExploreRunOptions {
  /** The app's settings as stored (JSON), pointing it at the sandbox. */
  settings: string;
  /** What the search types the moment the first row shows; one basket matches it. */
  query: string;
  rpcUrl: string;
  timeoutMs: number;
}

/**
 * One cold load of /explore in `context` (fresh, its baseURL the app): the marks the page made,
 * the long tasks, and the JSON-RPC bytes once the page is idle.
 */
export async function measureExploreRun(
  context: BrowserContext,
  options: ExploreRunOptions,
): Promise<ExploreRun> {
  await storeSettings(context, options.settings);
  await recordLongTasks(context);
  await context.addInitScript(markExplore, options.query);
  const page = await context.newPage();
  const rpc = await tallyRpcUntilIdle(page, options.rpcUrl, async () => {
    await page.goto('/explore');
    await page.waitForFunction(() => window.__exploreMarks?.interactive != null, null, {
      timeout: options.timeoutMs,
    });
  });
  const marks = await page.evaluate(() => window.__exploreMarks);
  if (!marks || marks.firstRow === null || marks.interactive === null) {
    throw new Error('the page did not mark its first row and search');
  }
  const tasks = await longTasks(page);
  // The first getProgramAccounts answer's first byte, on the page's clock.
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  const listArrivedMs = rpc.listResponseAt - timeOrigin;
  const longest = (some: LongTask[]) => Math.max(0, ...some.map((task) => task.duration));
  return {
    firstRowMs: marks.firstRow,
    interactiveMs: marks.interactive,
    longestTaskMs: longest(tasks),
    longestListTaskMs: longest(tasks.filter((task) => task.start >= listArrivedMs)),
    tasks,
    listArrivedMs,
    rpc,
  };
}

export async function benchExplore(
  appUrl: string,
  runs: number,
  log: (line: string) => void,
): Promise<ExploreFigures> {
  const loadDuring = watchLoad();
  const results = await withOwnSandbox('explore', {}, (sandbox) => {
    const seedStarted = performance.now();
    seedBaskets(sandbox.chain, EXPLORE_BASKETS);
    log(
      `  explore: ${EXPLORE_BASKETS} baskets written in ${Math.round(performance.now() - seedStarted)} ms`,
    );
    const options: ExploreRunOptions = {
      settings: JSON.stringify(sandboxSettings(sandbox)),
      query: benchBasketName(EXPLORE_BASKETS - 1),
      rpcUrl: sandbox.rpcUrl,
      timeoutMs: WAIT_MS,
    };
    return withBrowser('explore', async (browser) => {
      const results: ExploreRun[] = [];
      for (let run = 1; run <= runs; run++) {
        const context = await browser.newContext({ baseURL: appUrl });
        try {
          const measured = await measureExploreRun(context, options);
          results.push(measured);
          log(`  explore ${run}/${runs}: ${describeRun(measured)}`);
        } finally {
          await context.close();
        }
      }
      return results;
    });
  });
  const load = loadDuring();
  return {
    baskets: EXPLORE_BASKETS,
    firstRowMs: summarize(results.map((r) => r.firstRowMs)),
    interactiveMs: summarize(results.map((r) => r.interactiveMs)),
    longestTaskMs: summarize(results.map((r) => r.longestTaskMs)),
    longestListTaskMs: summarize(results.map((r) => r.longestListTaskMs)),
    rpcBytes: summarize(results.map((r) => r.rpc.bytes)),
    programAccountsBytes: summarize(results.map((r) => r.rpc.programAccountsBytes)),
    rpcRequests: summarize(results.map((r) => r.rpc.requests)),
    ...load,
  };
}

function describeRun(run: ExploreRun): string {
  const tasks =
    run.tasks.map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.start)}`).join(', ') ||
    'none';
  return (
    `first row ${Math.round(run.firstRowMs)} ms, interactive ${Math.round(run.interactiveMs)} ms, ` +
    `long tasks ${tasks} (list from ${Math.round(run.listArrivedMs)} ms), ` +
    `RPC ${run.rpc.requests} requests ${Math.round(run.rpc.bytes / 1024)} KiB`
  );
}
