// Explore on a mainnet-size list: 2,000 baskets on a sandbox of its own, /explore opened cold in
// headless Chromium (a fresh context per run), timed in the page from navigation start.
import { chromium, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startSandbox } from '../sandbox/index';
import { SETTINGS_STORAGE_KEY } from '../src/settings/storage';
import { sandboxSettings } from './app-settings';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { onCleanup } from './cleanup';
import { benchBasketName, seedBaskets } from './explore-seed';
import { isNoisy, loadNow } from './load';
import { summarize, type Summary } from './stats';

export const EXPLORE_BASKETS = 2_000;
export const EXPLORE_RUNS = 3;
const WAIT_MS = 180_000;

export interface ExploreFigures {
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
  loadAverage: number;
  noisy: boolean;
}

interface PageMarks {
  firstRow: number | null;
  interactive: number | null;
  tasks: { start: number; duration: number }[];
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
  const marks: PageMarks = { firstRow: null, interactive: null, tasks: [] };
  window.__exploreMarks = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      marks.tasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
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

interface RpcTally {
  bytes: number;
  programAccountsBytes: number;
  requests: number;
  /** Wall-clock ms (epoch) of the first getProgramAccounts answer's first byte. */
  listResponseAt: number;
}

/** Tallies the page's finished requests to `rpcUrl` by response size. */
function tallyRpc(page: Page, rpcUrl: string): { tally: RpcTally; settled: () => Promise<void> } {
  const tally: RpcTally = {
    bytes: 0,
    programAccountsBytes: 0,
    requests: 0,
    listResponseAt: Infinity,
  };
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (!request.url().startsWith(rpcUrl) || request.method() !== 'POST') return;
    pending.push(
      request.sizes().then((sizes) => {
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        tally.bytes += bytes;
        tally.requests += 1;
        if (request.postData()?.includes('"getProgramAccounts"')) {
          tally.programAccountsBytes += bytes;
          const { startTime, responseStart } = request.timing();
          tally.listResponseAt = Math.min(tally.listResponseAt, startTime + responseStart);
        }
      }),
    );
  });
  return { tally, settled: () => Promise.all(pending).then(() => undefined) };
}

interface ExploreRun {
  firstRowMs: number;
  interactiveMs: number;
  longestTaskMs: number;
  longestListTaskMs: number;
  rpc: RpcTally;
}

export async function benchExplore(
  appUrl: string,
  runs: number,
  log: (line: string) => void,
): Promise<ExploreFigures> {
  const loadBefore = loadNow();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'basketry-bench-explore-'));
  const sandbox = await startSandbox({ rpcPort: 0, wsPort: 0, apiPort: 0, dataDir, reset: true });
  const stopSandbox = onCleanup('explore sandbox', async () => {
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  const stopBrowser = onCleanup('Chromium (explore)', () => browser.close());
  try {
    const seedStarted = performance.now();
    seedBaskets(sandbox.chain, EXPLORE_BASKETS);
    log(
      `  explore: ${EXPLORE_BASKETS} baskets written in ${Math.round(performance.now() - seedStarted)} ms`,
    );
    const settings = JSON.stringify(sandboxSettings(sandbox));
    const query = benchBasketName(EXPLORE_BASKETS - 1);
    const results: ExploreRun[] = [];
    for (let run = 1; run <= runs; run++) {
      const context = await browser.newContext({ baseURL: appUrl });
      try {
        await context.addInitScript(
          ([key, value]) => {
            if (location.protocol.startsWith('http')) window.localStorage.setItem(key, value);
          },
          [SETTINGS_STORAGE_KEY, settings] as const,
        );
        await context.addInitScript(markExplore, query);
        const page = await context.newPage();
        const { tally, settled } = tallyRpc(page, sandbox.rpcUrl);
        await page.goto('/explore');
        await page.waitForFunction(() => window.__exploreMarks?.interactive != null, null, {
          timeout: WAIT_MS,
        });
        await page.waitForLoadState('networkidle');
        await settled();
        const marks = await page.evaluate(() => window.__exploreMarks);
        if (!marks || marks.firstRow === null || marks.interactive === null) {
          throw new Error('the page did not mark its first row and search');
        }
        // The first getProgramAccounts answer's first byte, on the page's clock.
        const timeOrigin = await page.evaluate(() => performance.timeOrigin);
        const listArrived = tally.listResponseAt - timeOrigin;
        const longest = (tasks: PageMarks['tasks']) =>
          Math.max(0, ...tasks.map((task) => task.duration));
        results.push({
          firstRowMs: marks.firstRow,
          interactiveMs: marks.interactive,
          longestTaskMs: longest(marks.tasks),
          longestListTaskMs: longest(marks.tasks.filter((task) => task.start >= listArrived)),
          rpc: { ...tally },
        });
        log(
          `  explore ${run}/${runs}: first row ${Math.round(marks.firstRow)} ms, interactive ` +
            `${Math.round(marks.interactive)} ms, long tasks ` +
            `${marks.tasks.map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.start)}`).join(', ') || 'none'}` +
            ` (list from ${Math.round(listArrived)} ms), ` +
            `RPC ${tally.requests} requests ${Math.round(tally.bytes / 1024)} KiB`,
        );
      } finally {
        await context.close();
      }
    }
    const loadAverage = Math.max(loadBefore, loadNow());
    return {
      baskets: EXPLORE_BASKETS,
      firstRowMs: summarize(results.map((r) => r.firstRowMs)),
      interactiveMs: summarize(results.map((r) => r.interactiveMs)),
      longestTaskMs: summarize(results.map((r) => r.longestTaskMs)),
      longestListTaskMs: summarize(results.map((r) => r.longestListTaskMs)),
      rpcBytes: summarize(results.map((r) => r.rpc.bytes)),
      programAccountsBytes: summarize(results.map((r) => r.rpc.programAccountsBytes)),
      rpcRequests: summarize(results.map((r) => r.rpc.requests)),
      loadAverage,
      noisy: isNoisy(loadAverage, os.availableParallelism()),
    };
  } finally {
    await stopBrowser();
    await stopSandbox();
  }
}
