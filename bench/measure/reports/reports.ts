// The factsheet and the tax lots over the demo wallet's six months (issue 47): a sandbox of the
// part's own started in the past (its demo basket and wallet with months of history), then
// - in Node, the app's own functions on what the app reads: the demo basket's holdings worked
//   back through its transactions and its value line over All (the walk and the line), the
//   factsheet's figures from that line, and the wallet's lots matched first in first out and at
//   the average cost — each timed over several runs;
// - in headless Chromium, cold (nothing kept): the demo basket's page from navigation until its
//   factsheet's monthly table shows, and /tax-lots with the demo wallet from its connection until
//   the lots' tables show.
import type { BrowserContext } from '@playwright/test';
import { AppDriver } from '../../../e2e/fixtures/app';
import { NetworkGuard } from '../../../e2e/fixtures/network-guard';
import { TestWallet } from '../../../e2e/fixtures/test-wallet';
import { sandboxDemoKeypair } from '../../../src/wallet/sandboxDemoKey';
import { sandboxSettings } from '../../pages/app-settings';
import { storeSettings } from '../../pages/stored-settings';
import { defineNameHelper } from '../../pages/page-clock';
import { withBrowser } from '../../support/chromium';
import { watchLoad, type LoadDuring } from '../../support/load';
import { summarize, type Summary } from '../../support/stats';
import { withOwnSandbox } from '../own-sandbox';
import { computeReports, type ReportInputs } from './compute';

export const REPORT_RUNS = 3;
const COMPUTE_RUNS = 20;
const WAIT_MS = 180_000;

export interface ReportFigures extends LoadDuring {
  /** What was computed: the demo basket's transactions and the wallet's rows read. */
  inputs: ReportInputs;
  /** The walk back from the basket's state through its transactions and its value line over All. */
  lineComputeMs: Summary;
  /** The factsheet's figures from that line. */
  factsheetComputeMs: Summary;
  lotsFifoComputeMs: Summary;
  lotsAverageComputeMs: Summary;
  /** The basket page, navigation → the factsheet's monthly table shown. */
  factsheetShownMs: Summary;
  /** /tax-lots, the demo wallet connected (the cost method shows) → the lots' tables shown. */
  lotsShownMs: Summary;
}

interface Marks {
  factsheet: number | null;
  connected: number | null;
  lots: number | null;
}

declare global {
  interface Window {
    __reportMarks?: Marks;
  }
}

/** Runs in the page before the app: when the factsheet's table, the lots' view and tables show. */
function markReports(): void {
  const marks: Marks = { factsheet: null, connected: null, lots: null };
  window.__reportMarks = marks;
  const observer = new MutationObserver(() => {
    const now = performance.now();
    if (marks.factsheet === null && document.querySelector('.factsheet__months'))
      marks.factsheet = now;
    if (marks.connected === null && document.querySelector('input[name="tax-lots-method"]'))
      marks.connected = now;
    if (marks.lots === null && document.querySelector('.tax-lots__table')) marks.lots = now;
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  );
}

async function opened(context: BrowserContext, settings: string) {
  await defineNameHelper(context);
  await storeSettings(context, settings);
  await context.addInitScript(markReports);
  return context.newPage();
}

export async function benchReports(
  appUrl: string,
  runs: number,
  log: (line: string) => void,
): Promise<ReportFigures> {
  const loadDuring = watchLoad();
  const result = await withOwnSandbox('reports', { history: true }, async (sandbox) => {
    const computed = await computeReports(sandbox, COMPUTE_RUNS);
    log(
      `  reports: ${computed.inputs.basketTransactions} basket transactions, ${computed.inputs.walletRows} wallet rows; ` +
        `factsheet ${summarize(computed.factsheet).median.toFixed(2)} ms, lots ${summarize(computed.fifo).median.toFixed(2)} ms (FIFO)`,
    );
    const listed = (await (await fetch(`${sandbox.apiUrl}/sandbox/baskets`)).json()) as {
      baskets: { address: string; symbol: string }[];
    };
    const demo = listed.baskets.find((b) => b.symbol === 'SOLBLUE')?.address;
    if (!demo) throw new Error('the sandbox has no demo basket');
    const settings = JSON.stringify(sandboxSettings(sandbox));
    const page = await withBrowser('reports', async (browser) => {
      const factsheet: number[] = [];
      const lots: number[] = [];
      for (let run = 1; run <= runs; run++) {
        const context = await browser.newContext({ baseURL: appUrl });
        try {
          const tab = await opened(context, settings);
          await tab.goto(`/baskets/${demo}`);
          await tab.waitForFunction(() => window.__reportMarks?.factsheet != null, null, {
            timeout: WAIT_MS,
          });
          factsheet.push((await tab.evaluate(() => window.__reportMarks?.factsheet)) ?? NaN);
        } finally {
          await context.close();
        }
        const walletContext = await browser.newContext({ baseURL: appUrl });
        const wallet = new TestWallet(sandboxDemoKeypair());
        try {
          const tab = await opened(walletContext, settings);
          await wallet.install(walletContext);
          wallet.setRpcUrl('solana:localnet', sandbox.rpcUrl);
          const guard = new NetworkGuard([appUrl]);
          guard.watch(walletContext);
          const app = new AppDriver(tab, guard, wallet);
          await app.goto('/tax-lots');
          await app.connectWallet();
          await tab.waitForFunction(() => window.__reportMarks?.lots != null, null, {
            timeout: WAIT_MS,
          });
          const marks = await tab.evaluate(() => window.__reportMarks);
          lots.push((marks?.lots ?? NaN) - (marks?.connected ?? NaN));
        } finally {
          wallet.dispose();
          await walletContext.close();
        }
        log(
          `  reports: run ${run}: factsheet shown ${Math.round(factsheet.at(-1) ?? 0)} ms, lots shown ${Math.round(lots.at(-1) ?? 0)} ms after connecting`,
        );
      }
      return { factsheet, lots };
    });
    return { computed, page };
  });
  return {
    inputs: result.computed.inputs,
    lineComputeMs: summarize(result.computed.line),
    factsheetComputeMs: summarize(result.computed.factsheet),
    lotsFifoComputeMs: summarize(result.computed.fifo),
    lotsAverageComputeMs: summarize(result.computed.average),
    factsheetShownMs: summarize(result.page.factsheet),
    lotsShownMs: summarize(result.page.lots),
    ...loadDuring(),
  };
}
