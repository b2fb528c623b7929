// The history at mainnet scale: a wallet with 1,000 basket transactions among 5,000 others on a
// sandbox of the part's own; Activity opened in headless Chromium with the e2e test wallet holding
// that key — the first visit (nothing kept), then a return visit in the same browser after a few
// new deposits (only what is new is read). Timed in the page from the moment the wallet is
// connected (the history's heading shows) to the first row and to "N rows, read from the chain".
import type { BrowserContext, Page, Request } from '@playwright/test';
import { Keypair } from '@solana/web3.js';
import { AppDriver } from '../../../e2e/fixtures/app';
import { NetworkGuard } from '../../../e2e/fixtures/network-guard';
import { TestWallet } from '../../../e2e/fixtures/test-wallet';
import { sandboxSettings } from '../../pages/app-settings';
import { longTasks, recordLongTasks } from '../../pages/long-tasks';
import { storeSettings } from '../../pages/stored-settings';
import { defineNameHelper } from '../../pages/page-clock';
import { withBrowser } from '../../support/chromium';
import { watchLoad, type LoadDuring } from '../../support/load';
import { withOwnSandbox } from '../own-sandbox';
import { tallyRpcUntilIdle } from '../rpc-tally';
import { inFlightWithin } from './in-flight';
import { creditedAll, demoBasket, depositOnce, memoOnce, seedWalletHistory } from './seed';

const HISTORY_BASKET_TXS = 1_000;
/** Of those, USDC deposits (each credited by the keeper); the rest set-metadata and the create. */
const HISTORY_DEPOSITS = 100;
const HISTORY_OTHER_TXS = 5_000;
/** New deposits between the first visit and the return visit. */
const RETURN_NEW_DEPOSITS = 5;
const WAIT_MS = 600_000;

export interface VisitFigures {
  /** Wallet connected (the history's heading) → the first history row. */
  firstRowMs: number;
  /** Wallet connected → the status says every row was read. */
  allRowsMs: number;
  /**
   * Of allRowsMs, the time at least one JSON-RPC request was in flight (the union of their
   * Resource Timing spans): the node's share. The rest is the page's own work with nothing asked.
   * Absent from results written before 7 December 2026.
   */
  rpcInFlightMs?: number;
  /** The longest main-thread task (Long Tasks API) from navigation until all rows were read. */
  longestTaskMs: number;
  /** Response bytes (headers and body) of every JSON-RPC request until the page was idle. */
  rpcBytes: number;
  rpcRequests: number;
  /** getTransaction calls made (inside batches). */
  transactionsRead: number;
  /** Rows the table's status counted. */
  rows: number;
}

export interface HistoryFigures extends LoadDuring {
  basketTransactions: number;
  /** Of the basket transactions, deposits (each also credited by the keeper: a row more). */
  deposits: number;
  otherTransactions: number;
  returnNewDeposits: number;
  seedMs: number;
  first: VisitFigures;
  returnVisit: VisitFigures;
}

interface Marks {
  connected: number | null;
  firstRow: number | null;
  allRows: number | null;
  rows: number;
}

declare global {
  interface Window {
    __historyMarks?: Marks;
  }
}

/** In the page before the app: marks the heading, the first row and the "read" status. */
function markHistory(): void {
  // Every JSON-RPC request keeps its timing entry (the default buffer holds 250).
  performance.setResourceTimingBufferSize(10_000);
  const marks: Marks = { connected: null, firstRow: null, allRows: null, rows: 0 };
  window.__historyMarks = marks;
  const observer = new MutationObserver(() => {
    if (marks.connected === null && document.getElementById('activity-history')) {
      marks.connected = performance.now();
    }
    if (marks.firstRow === null && document.querySelector('.history-table tbody tr')) {
      marks.firstRow = performance.now();
    }
    const status = document.querySelector('.history__status')?.textContent ?? '';
    const done = /^([\d,]+) rows?, read from the chain\.$/.exec(status);
    if (done && marks.allRows === null) {
      marks.allRows = performance.now();
      marks.rows = Number(done[1]?.replace(/,/g, ''));
      observer.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true, characterData: true }),
  );
}

function countTransactionReads(page: Page): { count: () => number } {
  let reads = 0;
  const onRequest = (request: Request) => {
    const body = request.postData();
    if (body?.includes('"getTransaction"')) reads += body.split('"getTransaction"').length - 1;
  };
  page.on('request', onRequest);
  return { count: () => reads };
}

async function visit(page: Page, rpcUrl: string, open: () => Promise<void>): Promise<VisitFigures> {
  const reads = countTransactionReads(page);
  const rpc = await tallyRpcUntilIdle(page, rpcUrl, async () => {
    await open();
    await page.waitForFunction(() => window.__historyMarks?.allRows != null, null, {
      timeout: WAIT_MS,
    });
  });
  const marks = await page.evaluate(() => window.__historyMarks);
  if (!marks || marks.connected === null || marks.firstRow === null || marks.allRows === null) {
    throw new Error('the page did not mark the history');
  }
  const until = marks.allRows;
  const tasks = await longTasks(page);
  const spans = await page.evaluate(
    (url) =>
      performance
        .getEntriesByType('resource')
        .filter(
          (e): e is PerformanceResourceTiming =>
            e instanceof PerformanceResourceTiming && e.name.startsWith(url),
        )
        .map((e) => ({ start: e.startTime, end: e.responseEnd })),
    rpcUrl,
  );
  return {
    firstRowMs: marks.firstRow - marks.connected,
    allRowsMs: marks.allRows - marks.connected,
    rpcInFlightMs: inFlightWithin(spans, marks.connected, until),
    longestTaskMs: Math.max(0, ...tasks.filter((t) => t.start <= until).map((t) => t.duration)),
    rpcBytes: rpc.bytes,
    rpcRequests: rpc.requests,
    transactionsRead: reads.count(),
    rows: marks.rows,
  };
}

async function session(context: BrowserContext, keypair: Keypair, settings: string) {
  await defineNameHelper(context); // first: the scripts below call the helper it defines
  await storeSettings(context, settings);
  await recordLongTasks(context);
  await context.addInitScript(markHistory);
  const wallet = new TestWallet(keypair);
  await wallet.install(context);
  return wallet;
}

export async function benchHistory(
  appUrl: string,
  log: (line: string) => void,
): Promise<HistoryFigures> {
  const loadDuring = watchLoad();
  const keypair = Keypair.generate();
  const result = await withOwnSandbox('history', { keeperDelayMs: 0 }, async (sandbox) => {
    const seedStarted = performance.now();
    await seedWalletHistory(sandbox, keypair, {
      basket: HISTORY_BASKET_TXS,
      deposits: HISTORY_DEPOSITS,
      other: HISTORY_OTHER_TXS,
    });
    const seedMs = performance.now() - seedStarted;
    log(
      `  history: ${HISTORY_BASKET_TXS} basket transactions (${HISTORY_DEPOSITS} deposits) among ${HISTORY_OTHER_TXS} others in ${Math.round(seedMs)} ms`,
    );
    // Past the 32 slots after which the newest are finalized (and kept).
    await new Promise((r) => setTimeout(r, 32 * sandbox.chain.blockMs + 2_000));
    const settings = JSON.stringify(sandboxSettings(sandbox));
    return withBrowser('history', async (browser) => {
      const context = await browser.newContext({ baseURL: appUrl });
      const wallet = await session(context, keypair, settings);
      try {
        const page = await context.newPage();
        const guard = new NetworkGuard([appUrl]);
        guard.watch(context);
        const app = new AppDriver(page, guard, wallet);
        wallet.setRpcUrl('solana:localnet', sandbox.rpcUrl);
        const first = await visit(page, sandbox.rpcUrl, async () => {
          await app.goto('/activity');
          await app.connectWallet();
        });
        log(`  history, first visit: ${describe(first)}`);
        const basket = await demoBasket(sandbox);
        for (let n = 0; n < RETURN_NEW_DEPOSITS; n++) {
          memoOnce(sandbox, keypair, HISTORY_OTHER_TXS + n);
          await depositOnce(sandbox, keypair, basket);
        }
        await creditedAll(sandbox, keypair);
        const returnVisit = await visit(page, sandbox.rpcUrl, () => app.reload());
        log(`  history, return visit: ${describe(returnVisit)}`);
        return { seedMs, first, returnVisit };
      } finally {
        wallet.dispose();
        await context.close();
      }
    });
  });
  const load = loadDuring();
  return {
    basketTransactions: HISTORY_BASKET_TXS,
    deposits: HISTORY_DEPOSITS,
    otherTransactions: HISTORY_OTHER_TXS,
    returnNewDeposits: RETURN_NEW_DEPOSITS,
    ...result,
    ...load,
  };
}

function describe(v: VisitFigures): string {
  return (
    `first row ${Math.round(v.firstRowMs)} ms, all ${v.rows} rows ${Math.round(v.allRowsMs)} ms ` +
    `(a request in flight ${Math.round(v.rpcInFlightMs ?? 0)} ms of it), ` +
    `longest task ${Math.round(v.longestTaskMs)} ms, ${v.transactionsRead} transactions read, ` +
    `RPC ${v.rpcRequests} requests ${Math.round(v.rpcBytes / 1024)} KiB`
  );
}
