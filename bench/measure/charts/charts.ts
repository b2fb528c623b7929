// Charts and the backtest (issue 22): a basket's page until its value chart is drawn, with the
// script it took; the backtest's replay of 15 tokens over 365 days (its compute, in Node: the
// worker runs the same function); and the longest main-thread task while a weight is typed in a
// create form whose draft is being backtested (the sandbox's seven tokens).
import type { BrowserContext, Page } from '@playwright/test';
import { runBacktest, type BacktestRequest } from '../../../src/features/backtest/backtest';
import { windowCovering, DAY } from '../../../src/priceHistory/windows';
import { KNOWN_TOKENS } from '../../../src/solana/tokens';
import { sandboxSettings } from '../../pages/app-settings';
import { longTasks, recordLongTasks } from '../../pages/long-tasks';
import { storeSettings } from '../../pages/stored-settings';
import { withBrowser } from '../../support/chromium';
import { watchLoad, type LoadDuring } from '../../support/load';
import { summarize, type Summary } from '../../support/stats';
import { withOwnSandbox } from '../own-sandbox';

export const CHART_RUNS = 3;
const COMPUTE_RUNS = 20;
const WAIT_MS = 120_000;

export interface ChartFigures extends LoadDuring {
  /** Navigation start → the basket page's value chart drawn (its data-chart-state="drawn"). */
  chartDrawnMs: Summary;
  /** Script bytes (encoded, as served) the basket page loaded until then. */
  scriptBytes: Summary;
  /** Of those, the chart library's chunk. */
  chartLibraryBytes: Summary;
  /** One replay of 15 tokens × 365 daily prices, with rebalancing checks at each price. */
  backtestComputeMs: Summary;
  backtestTokens: number;
  /** The longest main-thread task while typing a weight into a backtested draft of `typingTokens`. */
  typingLongestTaskMs: Summary;
  typingTokens: number;
}

/** A deterministic year of daily prices for `tokens` made-up mints, and its replay's request. */
export function syntheticBacktest(tokens: number): BacktestRequest {
  const window = windowCovering(365 * DAY, 1_790_000_000);
  const histories: Record<string, { time: number; price: number }[]> = {};
  const draft = Array.from({ length: tokens }, (_, i) => {
    const mint = `mint-${i}`;
    let price = 1 + i;
    histories[mint] = Array.from({ length: window.span }, (_, d) => {
      price *= 1 + 0.03 * Math.sin(d * (i + 1) * 0.7);
      return { time: window.start + d * window.period, price };
    });
    return { mint, weight: 100 / tokens };
  });
  return {
    window,
    draft,
    histories,
    benchmarks: { sol: 'mint-0', usdc: 'mint-1' },
    rebalanceInterval: 3600,
    rebalanceThreshold: 300,
    rebalance: true,
  };
}

export function measureBacktestCompute(tokens: number, runs: number): number[] {
  const request = syntheticBacktest(tokens);
  runBacktest(request); // warm the JIT as the worker's second run would be
  return Array.from({ length: runs }, () => {
    const started = performance.now();
    runBacktest(request);
    return performance.now() - started;
  });
}

interface ChartMarks {
  drawn: number | null;
}

declare global {
  interface Window {
    __chartMarks?: ChartMarks;
  }
}

/** Runs in the page before the app: when a chart is first drawn. */
function markCharts(): void {
  const marks: ChartMarks = { drawn: null };
  window.__chartMarks = marks;
  const observer = new MutationObserver(() => {
    if (document.querySelector('[data-chart-state="drawn"]')) {
      marks.drawn = performance.now();
      observer.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true, attributes: true }),
  );
}

async function openWith(context: BrowserContext, settings: string): Promise<Page> {
  await storeSettings(context, settings);
  await recordLongTasks(context);
  await context.addInitScript(markCharts);
  return context.newPage();
}

interface PageRun {
  drawn: number;
  scriptBytes: number;
  chartLibraryBytes: number;
}

async function basketPageRun(context: BrowserContext, settings: string, address: string) {
  const page = await openWith(context, settings);
  await page.goto(`/baskets/${address}`);
  // A function (the page's CSP refuses strings to evaluate in its own context).
  await page.waitForFunction(() => window.__chartMarks?.drawn != null, null, { timeout: WAIT_MS });
  // A string, not a function: the bench runs through tsx, whose helpers a page does not have.
  return page.evaluate<PageRun>(`(() => {
    const scripts = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js'));
    let all = 0;
    let library = 0;
    for (const e of scripts) {
      all += e.encodedBodySize;
      if (/lightweight/i.test(e.name)) library += e.encodedBodySize;
    }
    return { drawn: window.__chartMarks.drawn, scriptBytes: all, chartLibraryBytes: library };
  })()`);
}

/** Fills a create form with every test token, then types a weight while the draft is replayed. */
async function typingRun(context: BrowserContext, settings: string): Promise<number> {
  const page = await openWith(context, settings);
  await page.goto('/create');
  const symbols = KNOWN_TOKENS.map((t) => t.symbol);
  for (const [i, symbol] of symbols.entries()) {
    const n = i + 1;
    await page.getByRole('button', { name: 'Add token' }).click();
    const box = page.getByRole('combobox', { name: `Token ${n}`, exact: true });
    await box.fill(symbol);
    await page
      .getByRole('listbox', { name: `Token ${n}: matching tokens` })
      .getByRole('option', { name: new RegExp(`^${symbol} `) })
      .first()
      .click();
    await page
      .getByRole('textbox', { name: `Weight ${n} (%)` })
      .fill(String(i === 0 ? 100 - 14 * (symbols.length - 1) : 14));
  }
  const status = page.getByRole('region', { name: /Backtest/ }).getByRole('status');
  await status.filter({ hasText: /^Replayed / }).waitFor({ timeout: WAIT_MS });
  const from = await page.evaluate<number>('performance.now()');
  const weight = page.getByRole('textbox', { name: 'Weight 1 (%)' });
  await weight.fill('');
  await weight.pressSequentially('30', { delay: 120 });
  await status.filter({ hasText: /^Replayed / }).waitFor({ timeout: WAIT_MS });
  const tasks = await longTasks(page);
  return Math.max(0, ...tasks.filter((t) => t.start >= from).map((t) => t.duration));
}

export async function benchCharts(
  appUrl: string,
  runs: number,
  log: (line: string) => void,
): Promise<ChartFigures> {
  const loadDuring = watchLoad();
  const compute = measureBacktestCompute(15, COMPUTE_RUNS);
  log(`  charts: backtest 15 tokens × 365 days, median ${summarize(compute).median.toFixed(1)} ms`);
  // The demo basket with its months of deposits and withdrawals: a value line with history.
  const browserRuns = await withOwnSandbox('charts', { history: true }, async (sandbox) => {
    const listed = (await (await fetch(`${sandbox.apiUrl}/sandbox/baskets`)).json()) as {
      baskets: { address: string }[];
    };
    const address = listed.baskets[0]?.address;
    if (!address) throw new Error('the sandbox has no demo basket');
    const settings = JSON.stringify(sandboxSettings(sandbox));
    return withBrowser('charts', async (browser) => {
      const pages = [];
      const typing = [];
      for (let run = 1; run <= runs; run++) {
        const context = await browser.newContext({ baseURL: appUrl });
        try {
          pages.push(await basketPageRun(context, settings, address));
        } finally {
          await context.close();
        }
        const form = await browser.newContext({ baseURL: appUrl });
        try {
          typing.push(await typingRun(form, settings));
        } finally {
          await form.close();
        }
        log(
          `  charts: run ${run}: chart drawn ${Math.round(pages.at(-1)?.drawn ?? 0)} ms, typing's longest task ${Math.round(typing.at(-1) ?? 0)} ms`,
        );
      }
      return { pages, typing };
    });
  });
  const load = loadDuring();
  return {
    chartDrawnMs: summarize(browserRuns.pages.map((p) => p.drawn)),
    scriptBytes: summarize(browserRuns.pages.map((p) => p.scriptBytes)),
    chartLibraryBytes: summarize(browserRuns.pages.map((p) => p.chartLibraryBytes)),
    backtestComputeMs: summarize(compute),
    backtestTokens: 15,
    typingLongestTaskMs: summarize(browserRuns.typing),
    typingTokens: KNOWN_TOKENS.length,
    ...load,
  };
}
