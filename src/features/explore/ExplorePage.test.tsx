// @vitest-environment jsdom
// Explore renders a page of rows at a time and filters the whole list: with every basket already
// read into the cache, no request is needed (the providers' RPC is unreachable).
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import bs58 from 'bs58';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decoded } from '../../solana/basketsProgram/errors';
import { basketsProgramKeys } from '../../solana/basketsProgram/hooks';
import type { ChainToken } from '../../tokens/chain/fetchChainTokens';
import { tokenKeys } from '../../tokens/queries';
import { chainStateOf, FeatureTestProviders, TEST_BASKET, TEST_SETTINGS } from '../baskets/testing';
import ExplorePage from './ExplorePage';
import { PAGE_SIZE } from './exploreList';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const address = (i: number) =>
  bs58.encode(Uint8Array.from({ length: 32 }, (_, byte) => (byte === 0 ? i + 1 : 7)));

function clientWithBaskets(count: number, symbolOf = (i: number) => `B${i}`): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const accounts = Array.from({ length: count }, (_, i) => {
    const name = `Basket ${String(i).padStart(3, '0')}`;
    const { state } = chainStateOf({ ...TEST_BASKET, name, symbol: symbolOf(i), mint: address(i) });
    return { address: address(i), account: state };
  });
  client.setQueryData(basketsProgramKeys.baskets(TEST_SETTINGS.rpcUrl, null), {
    accounts,
    undecodable: [],
  });
  return client;
}

/** The token list and the composition's tokens named on the chain, as the table reads them. */
function nameComposition(client: QueryClient, symbols: readonly string[]): void {
  const { tokenList } = chainStateOf(TEST_BASKET);
  client.setQueryData(basketsProgramKeys.tokenList(TEST_SETTINGS.rpcUrl), decoded(tokenList));
  for (const [i, entry] of TEST_BASKET.composition.entries()) {
    const symbol = symbols[i] ?? '';
    const token: ChainToken = {
      mint: entry.token,
      isMint: true,
      program: 'token',
      decimals: 6,
      metadata: { name: symbol, symbol, uri: '', source: 'metaplex' },
    };
    client.setQueryData(tokenKeys.chain(TEST_SETTINGS.rpcUrl, entry.token), token);
  }
}

function renderExplore(client: QueryClient, settings = TEST_SETTINGS): void {
  render(
    <FeatureTestProviders client={client} settings={settings}>
      <ExplorePage />
    </FeatureTestProviders>,
  );
}

describe('ExplorePage', () => {
  it('renders the first page, more on "Show more", and searches the whole list', async () => {
    renderExplore(clientWithBaskets(120));
    const table = screen.getByRole('table', { name: 'Baskets' });
    // A header row and one row per basket shown.
    expect(within(table).getAllByRole('row')).toHaveLength(PAGE_SIZE + 1);
    expect(screen.getByRole('status').textContent).toBe('120 baskets, showing the first 50.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show more (50 more)' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2 * PAGE_SIZE + 1));
    await user.click(screen.getByRole('button', { name: 'Show more (20 more)' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(121));
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Search baskets' }), 'basket 119');
    expect(await screen.findByText('1 of 120 baskets matches.')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Basket 119' })).toBeTruthy();
  });

  it('sorts the rows on a new "Sort by" choice, the select showing it', async () => {
    // Symbols in the names' reverse order: S99 for Basket 000, S88 for Basket 011.
    renderExplore(clientWithBaskets(12, (i) => `S${99 - i}`));
    const table = screen.getByRole('table', { name: 'Baskets' });
    const names = () =>
      within(table)
        .getAllByRole('link', { name: /^Basket \d+$/ })
        .slice(0, 3)
        .map((link) => link.textContent);
    expect(names()).toEqual(['Basket 000', 'Basket 001', 'Basket 002']);
    const sort = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    await userEvent.setup().selectOptions(sort, 'Symbol (A–Z)');
    expect(sort.value).toBe('symbol');
    await waitFor(() => expect(names()).toEqual(['Basket 011', 'Basket 010', 'Basket 009']));
  });

  it('leads each row with its name and symbol, and shows its composition as an image named by its tokens and weights, and its creator', () => {
    const client = clientWithBaskets(2);
    nameComposition(client, ['USDC', 'wSOL']);
    renderExplore(client);
    const row = screen.getByRole('row', { name: /Basket 001/ });
    // The symbol under the name, in the row's header: no column of its own.
    expect(within(row).getByRole('rowheader').textContent).toBe('Basket 001B1');
    expect(within(row).getByText('B1').className).toBe('ui-subline');
    expect(
      within(row).getByRole('img', { name: 'Composition of Basket 001: USDC 70%, wSOL 30%' }),
    ).toBeTruthy();
    expect(within(row).getByText('9xQe…VFin')).toBeTruthy();
  });

  it('says what its 24h, 7d and 30d measure, as the basket page’s line may differ', () => {
    renderExplore(clientWithBaskets(1));
    expect(
      screen.getByText(/^24h, 7d and 30d: the change in worth of what each basket holds now,/)
        .textContent,
    ).toMatch(/rebalanced meanwhile held other amounts then: its own page charts/);
  });

  it('names a composition token by its id until the token list is read', () => {
    renderExplore(clientWithBaskets(1));
    expect(
      screen.getByRole('img', { name: 'Composition of Basket 000: Token #0 70%, Token #1 30%' }),
    ).toBeTruthy();
  });

  it('shows a figure whose prices are still being read as "…", and one that cannot be known as "Unknown"', () => {
    const figuresOf = (settings: typeof TEST_SETTINGS) => {
      const client = clientWithBaskets(1);
      nameComposition(client, ['USDC', 'wSOL']);
      // The row's state read, holding some of each token.
      const { state } = chainStateOf({ ...TEST_BASKET, name: 'Basket 000', mint: address(0) });
      const holding = {
        ...state,
        composition: state.composition.map((slot) => ({ ...slot, amount: 1_000_000n })),
      };
      client.setQueryData(basketsProgramKeys.basketPage(TEST_SETTINGS.rpcUrl, [address(0)]), [
        decoded(holding),
      ]);
      renderExplore(client, settings);
      const row = screen.getByRole('row', { name: /Basket 000/ });
      const cells = within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      cleanup();
      // Value held, 24h, 7d, 30d.
      return cells.slice(0, 4);
    };
    // Prices and past prices asked for, not answered yet.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    expect(
      figuresOf({
        ...TEST_SETTINGS,
        jupiterApiBase: 'http://jupiter.test',
        priceHistoryApiBase: 'http://prices.test',
      }),
    ).toEqual(['…', '…', '…', '…']);
    // No source of prices: nothing to wait for.
    expect(figuresOf(TEST_SETTINGS)).toEqual(['Unknown', 'Unknown', 'Unknown', 'Unknown']);
  });

  it('says so when the network has no baskets', () => {
    renderExplore(clientWithBaskets(0));
    expect(screen.getByText('No baskets on this network yet.')).toBeTruthy();
  });
});
