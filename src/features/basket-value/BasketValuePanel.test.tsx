// @vitest-environment jsdom
// The value card for a basket of the real program, whose tokens sit in the program's shared vaults:
// the basket state's and its mint's transactions are read (never the shared vaults' own history,
// which every basket moves), the holdings worked back from what its state records now, and its
// deposits, withdrawals and rebalances marked; when those transactions cannot be read, the line
// values what the state records now with past prices, and says so.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import bs58 from 'bs58';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bytesToBase64 } from '../../solana/base64';
import { BASKETS_DISCRIMINATORS } from '../../solana/basketsInstructions';
import { BASKETS_PROGRAM_ID, BASKETS_PROGRAM_PDA, TOKEN_PROGRAM_ID } from '../../solana/programs';
import { USDC_MINT, WSOL_MINT } from '../../solana/tokens';
import { formatChange, formatUsd } from '../../ui/format';
import { FeatureTestProviders, TEST_SETTINGS } from '../baskets/testing';
import BasketValuePanel from './BasketValuePanel';

// The chart library draws on a canvas jsdom does not have; the figures around it are under test.
vi.mock('../../ui/LineChart/LineChart', () => ({
  LineChart: ({ label, summary }: { label: string; summary: string; children?: ReactNode }) => (
    <div role="img" aria-label={label}>
      <p>{summary}</p>
    </div>
  ),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BASKET = '7q1Xh2p6qjEbmsa3D2vA2o7Lr6fYqG1mB8T8fJj3Ffd1';
const MINT = 'Bm1ntQ1Xh2p6qjEbmsa3D2vA2o7Lr6fYqG1mB8T8fJj3';
const PRICES = 'http://prices.test';

/** An SPL mint account: mint authority (COption) first, then supply, decimals, initialized. */
function mintAccount(authority: string): Uint8Array {
  const data = new Uint8Array(82);
  new DataView(data.buffer).setUint32(0, 1, true);
  data.set(bs58.decode(authority), 4);
  data[44] = 6;
  data[45] = 1;
  return data;
}

/** DefiLlama's chart shape: SOL at 100 + i at the i-th grid time, USDC at 1. */
function chartAnswer(url: URL): Response {
  const start = Number(url.searchParams.get('start'));
  const span = Number(url.searchParams.get('span'));
  const period = url.searchParams.get('period') ?? '1h';
  const step = Number(period.slice(0, -1)) * (period.endsWith('d') ? 86_400 : 3600);
  const points = (price: (i: number) => number) =>
    Array.from({ length: span }, (_, i) => ({ timestamp: start + i * step, price: price(i) }));
  const coins = {
    [`solana:${WSOL_MINT}`]: { symbol: 'SOL', confidence: 0.99, prices: points((i) => 100 + i) },
    [`solana:${USDC_MINT}`]: { symbol: 'USDC', confidence: 0.99, prices: points(() => 1) },
  };
  return new Response(JSON.stringify({ coins }));
}

const SOL_VAULT = 'SharedSo1Vau1t11111111111111111111111111111';
const USDC_VAULT = 'SharedUsdcVau1t1111111111111111111111111111';
const USER = 'User111111111111111111111111111111111111111';
const USER_BT = 'UserBasketTokens111111111111111111111111111';
const RECORDED = [
  { tokenId: 1, mint: WSOL_MINT, decimals: 9, amount: 250_000_000n },
  { tokenId: 0, mint: USDC_MINT, decimals: 6, amount: 50_000_000n },
];

type Balances = Partial<Record<string, bigint>>;
interface Step {
  name: 'buyFund' | 'mintFund' | 'sellFund' | 'withdrawBeforeRebalance' | 'depositAfterRebalance';
  /** Accounts by position, as the IDL orders them (src/solana/basketsInstructions.ts). */
  at: Record<number, string>;
}

/** getTransaction's answer (encoding json) for one transaction of the basket's program. */
function txAnswer(n: number, time: number, steps: Step[], pre: Balances, post: Balances, slot = n) {
  const keys = [USER, BASKETS_PROGRAM_ID, SOL_VAULT, USDC_VAULT, USER_BT];
  const index = (key: string) => {
    if (!keys.includes(key)) keys.push(key);
    return keys.indexOf(key);
  };
  const instructions = steps.map(({ name, at }) => {
    const positions = Math.max(...Object.keys(at).map(Number)) + 1;
    const accounts = Array.from({ length: positions }, (_, i) => index(at[i] ?? USER));
    const data = Uint8Array.from(
      BASKETS_DISCRIMINATORS[name].match(/../g)?.map((h) => parseInt(h, 16)) ?? [],
    );
    return { programIdIndex: 1, accounts, data: bs58.encode(data) };
  });
  const balances = (amounts: Balances) =>
    Object.entries(amounts).map(([account, amount]) => ({
      accountIndex: index(account),
      mint: account === SOL_VAULT ? WSOL_MINT : account === USDC_VAULT ? USDC_MINT : MINT,
      owner: account === USER_BT ? USER : BASKETS_PROGRAM_PDA,
      uiTokenAmount: { amount: String(amount), decimals: account === SOL_VAULT ? 9 : 6 },
    }));
  return {
    slot,
    blockTime: time,
    transaction: {
      signatures: [`sig${n}`],
      message: { accountKeys: keys, header: { numRequiredSignatures: 1 }, instructions },
    },
    meta: {
      err: null,
      fee: 5000,
      logMessages: [],
      preTokenBalances: balances(pre),
      postTokenBalances: balances(post),
    },
  };
}

/** The basket's life over the last five days (the shared vaults hold 1000 USDC and 10 SOL of others). */
function basketHistory(now: number) {
  const day = 86_400;
  const buy = (buyState: string) =>
    ({ name: 'buyFund', at: { 1: BASKET, 2: MINT, 11: buyState } }) as const;
  const mint = (buyState: string) =>
    ({ name: 'mintFund', at: { 2: BASKET, 4: buyState, 8: MINT } }) as const;
  const rebalance: Step[] = [
    { name: 'withdrawBeforeRebalance', at: { 1: BASKET } },
    { name: 'depositAfterRebalance', at: { 1: BASKET } },
  ];
  const M = 1_000_000n;
  return [
    // A deposit of 100 USDC (its buy, then the automation's mint of 100 basket tokens).
    txAnswer(
      1,
      now - 5 * day,
      [buy('buy1')],
      { [USDC_VAULT]: 1000n * M },
      { [USDC_VAULT]: 1100n * M },
    ),
    txAnswer(2, now - 5 * day + 60, [mint('buy1')], { [USER_BT]: 0n }, { [USER_BT]: 100n * M }),
    // A rebalance: 50 USDC for 0.5 SOL, in the mint's slot (as the automation lands them): only
    // the order of the state's list says it came after the mint, which names the basket token too.
    txAnswer(
      3,
      now - 3 * day,
      rebalance,
      { [USDC_VAULT]: 1100n * M, [SOL_VAULT]: 10_000n * M },
      { [USDC_VAULT]: 1050n * M, [SOL_VAULT]: 10_500n * M },
      2,
    ),
    // A deposit of 50 USDC: 40 basket tokens.
    txAnswer(
      4,
      now - 2 * day,
      [buy('buy2')],
      { [USDC_VAULT]: 1050n * M },
      { [USDC_VAULT]: 1100n * M },
    ),
    txAnswer(
      5,
      now - 2 * day + 60,
      [mint('buy2')],
      { [USER_BT]: 100n * M },
      { [USER_BT]: 140n * M },
    ),
    // A withdrawal of half the basket tokens: the seller's share passes to the sell state.
    txAnswer(
      6,
      now - day,
      [{ name: 'sellFund', at: { 1: BASKET, 3: 'sell1', 5: MINT } }],
      { [USER_BT]: 140n * M },
      { [USER_BT]: 70n * M },
    ),
  ];
}

/** A node serving the mint account and, unless `unreadable`, the basket's transactions (batches too). */
function fakeNode(now: number, genesis: string, unreadable: 'refused' | 'empty' | null = null) {
  const answers = basketHistory(now);
  const calls: { method: string; params: unknown[] }[] = [];
  const answer = (method: string, params: unknown[]): unknown => {
    calls.push({ method, params });
    if (method === 'getGenesisHash') return genesis;
    if (method === 'getAccountInfo') {
      const data = mintAccount(BASKETS_PROGRAM_PDA);
      const value =
        params[0] === MINT
          ? {
              owner: TOKEN_PROGRAM_ID,
              data: [bytesToBase64(data), 'base64'],
              lamports: 1,
              executable: false,
              rentEpoch: 0,
              space: data.length,
            }
          : null;
      return { context: { slot: 7 }, value };
    }
    if (method === 'getSignaturesForAddress') {
      if (unreadable === 'refused')
        throw new Error('getSignaturesForAddress is disabled on this node');
      if (unreadable === 'empty') return [];
      return answers
        .filter((a) => a.transaction.message.accountKeys.includes(String(params[0])))
        .reverse()
        .map((a) => ({
          signature: a.transaction.signatures[0],
          slot: a.slot,
          err: null,
          blockTime: a.blockTime,
          confirmationStatus: 'finalized',
        }));
    }
    if (method === 'getTransaction')
      return answers.find((a) => a.transaction.signatures[0] === params[0]) ?? null;
    throw new Error(`${method} is not faked`);
  };
  const reply = (r: { id: number; method: string; params: unknown[] }) => {
    try {
      return { jsonrpc: '2.0', id: r.id, result: answer(r.method, r.params) };
    } catch (e) {
      return { jsonrpc: '2.0', id: r.id, error: { code: -32000, message: (e as Error).message } };
    }
  };
  const fetch = (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as
      Parameters<typeof reply>[0] | Parameters<typeof reply>[0][];
    return Promise.resolve(
      new Response(JSON.stringify(Array.isArray(body) ? body.map(reply) : reply(body))),
    );
  };
  return { fetch, calls };
}

function renderPanel(node: ReturnType<typeof fakeNode>, rpcUrl: string) {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return url.origin === PRICES ? Promise.resolve(chartAnswer(url)) : node.fetch(input, init);
  });
  render(
    <FeatureTestProviders settings={{ ...TEST_SETTINGS, rpcUrl, priceHistoryApiBase: PRICES }}>
      <BasketValuePanel
        address={BASKET}
        mint={MINT}
        decimals={6}
        supplyNow={70_000_000n}
        programVaults={new Set([SOL_VAULT, USDC_VAULT])}
        recorded={RECORDED}
        compareChoices={[]}
      />
    </FeatureTestProviders>,
  );
}

describe('BasketValuePanel on shared vaults', () => {
  it('works the holdings back from the state through its transactions and marks its deposits, withdrawal and rebalance', async () => {
    const node = fakeNode(Math.floor(Date.now() / 1000), 'genesis-shared');
    renderPanel(node, 'http://127.0.0.1:11');
    const chart = await screen.findByRole('img', { name: 'Value per basket token, 7D' });
    // The first point: 100 USDC for 100 basket tokens (what the state holds now would say otherwise).
    await waitFor(() => expect(chart.textContent).toContain(`: ${formatUsd(1)} to `));
    expect(chart.textContent).toContain('2 × Deposit.');
    expect(chart.textContent).toContain('1 × Withdrawal.');
    expect(chart.textContent).toContain('1 × Rebalance.');
    expect(screen.getByText(/worked back from what its account records now/)).toBeTruthy();
    expect(screen.queryByText('What the basket holds now, at past prices')).toBeNull();
    expect(screen.getByRole('checkbox', { name: /Mark deposits/ })).toBeTruthy();
    const ranges = screen.getByRole('group', { name: 'Range' });
    expect(within(ranges).getByRole('radio', { name: 'All' })).toBeTruthy();
    // The basket's state and mint are read; the shared vaults' own history (every basket's) never.
    const read = node.calls
      .filter((c) => c.method === 'getSignaturesForAddress')
      .map((c) => c.params[0]);
    expect(new Set(read)).toEqual(new Set([BASKET, MINT]));
  });

  it.each([
    ['refuses them', 'refused', 12],
    ['serves none (it keeps no history)', 'empty', 13],
  ] as const)(
    'values what the state records now with past prices, and says so, when the RPC %s',
    async (_, unreadable, port) => {
      const node = fakeNode(Math.floor(Date.now() / 1000), `genesis-${unreadable}`, unreadable);
      renderPanel(node, `http://127.0.0.1:${port}`);
      expect(await screen.findByText('What the basket holds now, at past prices')).toBeTruthy();
      // 7 days hourly: 0.25 SOL + 50 USDC per 70 basket tokens, SOL from 100 to 268.
      const first = (0.25 * 100 + 50) / 70;
      const last = (0.25 * 268 + 50) / 70;
      expect(await screen.findByText(`7D: ${formatChange(last / first - 1)}.`)).toBeTruthy();
      if (unreadable === 'refused')
        expect(screen.getByText(/getSignaturesForAddress is disabled on this node/)).toBeTruthy();
      // No All range (no first transaction to start at), no events to mark.
      const ranges = screen.getByRole('group', { name: 'Range' });
      expect(
        within(ranges)
          .getAllByRole('radio')
          .map((r) => r.parentElement?.textContent?.trim()),
      ).toEqual(['24H', '7D', '30D', '1Y']);
      expect(screen.queryByRole('checkbox', { name: /Mark deposits/ })).toBeNull();
    },
  );

  it('switches the range: the radio at once, the chart and its status for that range after', async () => {
    const node = fakeNode(Math.floor(Date.now() / 1000), 'genesis-switch', 'empty');
    renderPanel(node, 'http://127.0.0.1:14');
    expect(await screen.findByText(/^7D: /)).toBeTruthy();
    const thirty = within(screen.getByRole('group', { name: 'Range' })).getByRole('radio', {
      name: '30D',
    });
    await userEvent.setup().click(thirty);
    expect(thirty).toHaveProperty('checked', true);
    expect(await screen.findByRole('img', { name: 'Value per basket token, 30D' })).toBeTruthy();
    expect(await screen.findByText(/^30D: /)).toBeTruthy();
  });
});
