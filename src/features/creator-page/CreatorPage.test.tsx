// @vitest-environment jsdom
// A creator's public page lists what the chain says they created, each basket with its figures;
// every read answered from the cache (the providers' RPC is unreachable).
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { decoded } from '../../solana/basketsProgram/errors';
import { basketsProgramKeys } from '../../solana/basketsProgram/hooks';
import { chainStateOf, FeatureTestProviders, TEST_BASKET, TEST_SETTINGS } from '../baskets/testing';
import CreatorPage from './CreatorPage';
import { ageWords } from './CreatorTable';

afterEach(cleanup);

const RPC = TEST_SETTINGS.rpcUrl;
const NOW = 1_800_000_000;

function renderAt(path: string, client: QueryClient) {
  render(
    <FeatureTestProviders client={client} at={path}>
      <Routes>
        <Route path="/creators/:address" element={<CreatorPage />} />
      </Routes>
    </FeatureTestProviders>,
  );
}

describe('CreatorPage', () => {
  it('lists each basket the creator made, linked, with its holders and age', async () => {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    const { state, tokenList } = chainStateOf(TEST_BASKET);
    client.setQueryData(basketsProgramKeys.basketsByCreator(RPC, TEST_BASKET.creator), {
      accounts: [{ address: TEST_BASKET.address, account: state }],
      undecodable: [],
    });
    client.setQueryData(basketsProgramKeys.tokenList(RPC), decoded(tokenList));
    client.setQueryData(['chain', RPC, 'holders', TEST_BASKET.mint], 7);
    client.setQueryData(['chain', RPC, 'first-activity', TEST_BASKET.address], {
      time: NOW - 12 * 86_400,
      complete: true,
    });
    renderAt(`/creators/${TEST_BASKET.creator}`, client);
    expect(screen.getByRole('heading', { level: 1, name: 'Baskets by a creator' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Baskets created' });
    const row = within(table).getByRole('row', { name: /Test basket/ });
    expect(within(row).getByRole('link', { name: 'Test basket' }).getAttribute('href')).toBe(
      `/baskets/${TEST_BASKET.address}`,
    );
    expect(within(row).getAllByRole('cell')[1]?.textContent).toBe('7');
    expect(within(row).getAllByRole('cell')[3]?.textContent).toMatch(/^\d+ days \(since /);
    expect(screen.getByRole('status').textContent).toBe('1 basket created.');
  });

  it('says so for an address with no basket, and for a string that is no address', () => {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    client.setQueryData(basketsProgramKeys.basketsByCreator(RPC, TEST_BASKET.creator), {
      accounts: [],
      undecodable: [],
    });
    renderAt(`/creators/${TEST_BASKET.creator}`, client);
    expect(screen.getByRole('status').textContent).toBe(
      'This address has created no basket on this network.',
    );
    cleanup();
    renderAt('/creators/not-an-address', client);
    expect(screen.getByText('This is not a creator’s address')).toBeTruthy();
  });
});

describe('ageWords', () => {
  it('counts days since the first transaction, or says it is a bound', () => {
    expect(ageWords({ time: NOW - 86_400, complete: true }, NOW)).toMatch(/^1 day \(since /);
    expect(ageWords({ time: NOW - 40 * 86_400, complete: false }, NOW)).toMatch(
      /^More than 40 days \(before /,
    );
    expect(ageWords({ time: null, complete: true }, NOW)).toMatch(/^Unknown/);
    expect(ageWords(null, NOW)).toBe('No transaction yet');
  });
});
