// The factsheet's and the lots' computation in Node, with the app's own code on what the app reads
// from the sandbox: its history reader (src/history, a store in memory), the basket's state and
// the token list, the price history's client. Each step the page takes after reading is timed.
import { recordedHoldings } from '../../../src/features/basket-value/holdings';
import { sharedVaultHoldings } from '../../../src/features/basket-value/sharedVaultHoldings';
import { factsheet } from '../../../src/features/basket-value/factsheet';
import { valueSeries } from '../../../src/features/basket-value/valueSeries';
import { matchLots, type LotPrices } from '../../../src/features/tax-lots/lots';
import { pricedMoves } from '../../../src/features/tax-lots/pricedMoves';
import { walletEvents } from '../../../src/history/events';
import { scanAddress } from '../../../src/history/reader';
import { genesisHashOf } from '../../../src/solana/genesisHash';
import { memoryHistoryStore } from '../../../src/history/store';
import type { ChainTx } from '../../../src/history/types';
import { combineFeeds, walletScans, type AccountScan } from '../../../src/history/walletHistory';
import { fetchPriceCharts } from '../../../src/priceHistory/client';
import { priceNear } from '../../../src/priceHistory/series';
import { windowCovering, windowTimes } from '../../../src/priceHistory/windows';
import { fetchAccount } from '../../../src/solana/accountsRpc';
import { BASKETS_TOKEN_LIST_ADDRESS } from '../../../src/solana/programs';
import { decodeBasket } from '../../../src/solana/basketsProgram/basketState';
import { decodeTokenList, programVaultsOf } from '../../../src/solana/basketsProgram/tokenList';
import type { RpcEndpoint } from '../../../src/solana/jsonRpc';
import { sandboxDemoKeypair } from '../../../src/wallet/sandboxDemoKey';
import type { Sandbox } from '../../../sandbox/index';

export interface ReportInputs {
  basketTransactions: number;
  walletRows: number;
  linePoints: number;
  months: number;
  lots: number;
  disposals: number;
}

export interface ReportRuns {
  inputs: ReportInputs;
  line: number[];
  factsheet: number[];
  fifo: number[];
  average: number[];
}

async function readAll(endpoint: RpcEndpoint, scans: readonly AccountScan[]): Promise<ChainTx[]> {
  const store = memoryHistoryStore();
  const network = await genesisHashOf(endpoint);
  const states = [];
  for (const { address, kind } of scans) {
    let txs: readonly ChainTx[] = [];
    await scanAddress({
      endpoint,
      network,
      address,
      kind,
      store,
      onProgress: (p) => (txs = p.txs),
    });
    states.push({ txs, reading: false, complete: true, error: null });
  }
  return [...combineFeeds(states).txs];
}

/** `runs` timings of `work` (after one run that warms the JIT, as a page's second render would). */
function timed(runs: number, work: () => unknown): number[] {
  work();
  return Array.from({ length: runs }, () => {
    const started = performance.now();
    work();
    return performance.now() - started;
  });
}

export async function computeReports(sandbox: Sandbox, runs: number): Promise<ReportRuns> {
  const endpoint: RpcEndpoint = { url: sandbox.rpcUrl, fetch };
  const listed = (await (await fetch(`${sandbox.apiUrl}/sandbox/baskets`)).json()) as {
    baskets: { address: string; symbol: string }[];
  };
  const basket = listed.baskets.find((b) => b.symbol === 'SOLBLUE')?.address ?? '';
  const [account, listAccount] = await Promise.all([
    fetchAccount(endpoint, basket),
    fetchAccount(endpoint, BASKETS_TOKEN_LIST_ADDRESS),
  ]);
  const state = decodeBasket(account?.data ?? new Uint8Array());
  const list = decodeTokenList(listAccount?.data ?? new Uint8Array());
  if (!state.ok || !list.ok) throw new Error('the demo basket or the token list did not decode');
  const mint = state.value.fundToken;
  const supply = await fetch(sandbox.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getTokenSupply', params: [mint] }),
  });
  const supplyNow = BigInt(
    ((await supply.json()) as { result: { value: { amount: string } } }).result.value.amount,
  );
  const config = { base: sandbox.apiUrl, apiKey: '' };
  const now = Date.now() / 1000;

  // The basket's line over All, as its page draws it.
  const basketTxs = await readAll(endpoint, [
    { address: basket, kind: 'all' },
    { address: mint, kind: 'all' },
  ]);
  const walk = () =>
    sharedVaultHoldings({
      txs: basketTxs,
      basket,
      basketMint: mint,
      basketDecimals: 6,
      programVaults: programVaultsOf(list.value),
      recorded: recordedHoldings(state.value, list.value),
      supplyNow,
    }).steps;
  const steps = walk();
  const window = windowCovering(now - (steps[0]?.time ?? now), now);
  const held = [...new Set(steps.flatMap((s) => [...s.holdings.keys()]))];
  const charts = await fetchPriceCharts(config, held, window);
  const line = () =>
    valueSeries(walk(), charts, windowTimes(window), window.period / 2, now).points;
  const points = line();

  // The wallet's rows and what the lots need priced.
  const wallet = sandboxDemoKeypair().publicKey.toBase58();
  const own = await readAll(endpoint, [{ address: wallet, kind: 'baskets' }]);
  const walletTxs = await readAll(endpoint, walletScans(wallet, own, []));
  const events = walletEvents(walletTxs, wallet);
  const moves = pricedMoves(events);
  const oldest = Math.min(...moves.flatMap((m) => (m.time === null ? [] : [m.time])));
  const movesWindow = windowCovering(now - oldest, now);
  const moveCharts = await fetchPriceCharts(
    config,
    [...new Set(moves.map((m) => m.mint))],
    movesWindow,
  );
  const prices: LotPrices = {
    then: (m, time) => {
      const p = moveCharts.get(m);
      return p && time !== null ? priceNear(p, time, movesWindow.period) : undefined;
    },
    symbol: (m) => m,
  };
  const sheet = factsheet(points);
  const lots = matchLots(events, 'fifo', prices).get(basket);
  return {
    inputs: {
      basketTransactions: basketTxs.length,
      walletRows: events.length,
      linePoints: points.length,
      months: sheet.years.reduce((n, y) => n + y.months.filter(Boolean).length, 0),
      lots: lots?.lots.length ?? 0,
      disposals: lots?.disposals.length ?? 0,
    },
    line: timed(runs, line),
    factsheet: timed(runs, () => factsheet(points)),
    fifo: timed(runs, () => matchLots(events, 'fifo', prices)),
    average: timed(runs, () => matchLots(events, 'average', prices)),
  };
}
