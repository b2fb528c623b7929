// @vitest-environment jsdom
// The value card for a basket of the real program, whose tokens sit in the program's shared vaults:
// no vault of its own is read (no history of the program's vaults, which every basket moves); the
// line values what the basket's state records now with past prices, and says so.
import { cleanup, render, screen, within } from '@testing-library/react';
import bs58 from 'bs58';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASKETS_PROGRAM_PDA, TOKEN_PROGRAM_ID } from '../../solana/programs';
import { fakeRpcFetch, rawAccount } from '../../solana/testing/fakeRpc';
import { USDC_MINT, WSOL_MINT } from '../../solana/tokens';
import { formatChange } from '../../ui/format';
import { FeatureTestProviders, TEST_SETTINGS } from '../baskets/testing';
import BasketValuePanel from './BasketValuePanel';

// The chart library draws on a canvas jsdom does not have; the figures around it are under test.
vi.mock('../../ui/LineChart/LineChart', () => ({
  LineChart: ({ label }: { label: string; children?: ReactNode }) => (
    <div role="img" aria-label={label} />
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

describe('BasketValuePanel on shared vaults', () => {
  it('values what the state records now with past prices, says so, and reads no vault history', async () => {
    const rpc = fakeRpcFetch(
      new Map([[MINT, rawAccount(TOKEN_PROGRAM_ID, mintAccount(BASKETS_PROGRAM_PDA))]]),
    );
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return url.origin === PRICES ? Promise.resolve(chartAnswer(url)) : rpc.fetch(input, init);
    });
    render(
      <FeatureTestProviders settings={{ ...TEST_SETTINGS, priceHistoryApiBase: PRICES }}>
        <BasketValuePanel
          address={BASKET}
          mint={MINT}
          decimals={6}
          supplyNow={10_000_000n}
          programVaults={new Set(['SharedVau1t1111111111111111111111111111111'])}
          recorded={[
            { tokenId: 1, mint: WSOL_MINT, decimals: 9, amount: 2_000_000_000n },
            { tokenId: 0, mint: USDC_MINT, decimals: 6, amount: 50_000_000n },
          ]}
          compareChoices={[]}
        />
      </FeatureTestProviders>,
    );
    expect(await screen.findByText('What the basket holds now, at past prices')).toBeTruthy();
    // 7 days hourly: 2 SOL + 50 USDC per 10 basket tokens, SOL from 100 to 268.
    const first = (2 * 100 + 50) / 10;
    const last = (2 * 268 + 50) / 10;
    expect(await screen.findByText(`7D: ${formatChange(last / first - 1)}.`)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Value per basket token, 7D' })).toBeTruthy();
    // No All range (no first transaction to start at), no events to mark.
    const ranges = screen.getByRole('group', { name: 'Range' });
    expect(
      within(ranges)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent?.trim()),
    ).toEqual(['24H', '7D', '30D', '1Y']);
    expect(screen.queryByRole('checkbox', { name: /Mark deposits/ })).toBeNull();
    // The program's authority owns every basket's vaults: neither they nor their history are read.
    const methods = new Set(rpc.calls.map((c) => c.method));
    expect(methods.has('getAccountInfo')).toBe(true);
    for (const m of ['getTokenAccountsByOwner', 'getSignaturesForAddress', 'getTransaction'])
      expect(methods.has(m), m).toBe(false);
  });
});
