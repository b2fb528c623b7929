// @vitest-environment jsdom
// The basket page from a basket state already read into the cache (the providers' RPC is
// unreachable): what it holds, its settings and its actions; and a bad address in words.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SettingsProvider } from '../../settings';
import { WalletTestProviders } from '../../wallet/testing';
import { basketsProgramKeys } from '../../solana/basketsProgram/hooks';
import { clientKnowingBasket, TEST_BASKET, TEST_SETTINGS } from '../baskets/testing';
import BasketPage from './BasketPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string, client = clientKnowingBasket({ address: TEST_BASKET.address })) {
  render(
    <QueryClientProvider client={client}>
      <SettingsProvider defaults={TEST_SETTINGS}>
        <WalletTestProviders wallets={[]}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/baskets/:address" element={<BasketPage />} />
            </Routes>
          </MemoryRouter>
        </WalletTestProviders>
      </SettingsProvider>
    </QueryClientProvider>,
  );
}

describe('BasketPage', () => {
  it('shows the composition, the settings and the actions, each form pre-filled', () => {
    renderAt(`/baskets/${TEST_BASKET.address}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('TEST — Test basket');
    const table = screen.getByRole('table', { name: /Target and current weights/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '70%',
      '30%',
    ]);
    const settings = screen.getByRole('region', { name: 'Fees and settings' });
    expect(within(settings).getByText('0.75%')).toBeTruthy();
    const actions = screen.getByRole('navigation', { name: 'Basket actions' });
    expect(within(actions).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      `/deposit?basket=${TEST_BASKET.address}`,
    );
    // No wallet connected: not the creator, so no edit or metadata actions.
    expect(within(actions).queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(within(actions).queryByRole('link', { name: 'Set metadata' })).toBeNull();
    expect(screen.getByText(/Connect a wallet to see how many/)).toBeTruthy();
  });

  it('waits for the token list before showing the basket, so its chart does not push the page down', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const client = clientKnowingBasket({ address: TEST_BASKET.address });
    client.removeQueries({ queryKey: basketsProgramKeys.tokenList(TEST_SETTINGS.rpcUrl) });
    renderAt(`/baskets/${TEST_BASKET.address}`, client);
    expect(screen.getByRole('status').textContent).toBe('Reading the basket from the chain…');
    expect(screen.queryByRole('table')).toBeNull();

    // The list cannot be read: the basket shows, with that failure named and a retry.
    answer(new Response('unavailable', { status: 503 }));
    await waitFor(() =>
      expect(screen.getByText('The service’s token list could not be read')).toBeTruthy(),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('TEST — Test basket');
    expect(await screen.findByRole('table', { name: /Target and current weights/ })).toBeTruthy();
  });

  it('says an address that is not one is not a basket address', () => {
    renderAt('/baskets/not-an-address');
    expect(screen.getByText('This is not a basket address')).toBeTruthy();
  });
});
