// Providers for component tests of the operation forms: a fresh query client, the given settings
// (sandbox by default, at an address tests answer with a stubbed fetch), a connection and no wallet.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SettingsProvider, type Settings } from '../../app/settings';
import { WalletTestProviders } from '../../app/wallet/testing';

export const TEST_SETTINGS: Settings = {
  cluster: 'sandbox',
  rpcUrl: 'http://127.0.0.1:1',
  wsUrl: 'ws://127.0.0.1:2',
  apiBase: 'http://sandbox.test',
  hostPlatform: '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG',
  explorer: 'solana-explorer',
  // Jupiter off: component tests read token names from the (stubbed) chain only.
  jupiterApiBase: '',
  jupiterApiKey: '',
  sendMode: 'auto',
};

export function FeatureTestProviders({
  children,
  settings = TEST_SETTINGS,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
}: {
  children: ReactNode;
  settings?: Settings;
  /** A client the test filled beforehand (reads answered from the cache, no request). */
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      <SettingsProvider defaults={settings}>
        <WalletTestProviders wallets={[]}>
          <MemoryRouter>{children}</MemoryRouter>
        </WalletTestProviders>
      </SettingsProvider>
    </QueryClientProvider>
  );
}

/** A sandbox basket view as GET /sandbox/baskets/<address> returns it. */
export function sandboxBasketView(overrides: Record<string, unknown> = {}) {
  return {
    address: 'So11111111111111111111111111111111111111112',
    mint: 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN',
    creator: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
    status: 'active',
    name: 'Test basket',
    symbol: 'TEST',
    uri: '',
    type: 1,
    settings: {
      hostPlatform: '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG',
      hostPlatformFees: 10,
      type: 1,
      depositFee: 75,
      rebalanceInterval: 7200,
      rebalanceThreshold: 250,
      slippage: 80,
      lpOffsetThreshold: 0,
      disableRebalance: 0,
      disableLp: 0,
    },
    composition: [
      { token: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', weight: 70 },
      { token: 'So11111111111111111111111111111111111111112', weight: 30 },
    ],
    supply: 0,
    nav: 1,
    value: 0,
    holdings: [],
    createdAt: 1,
    ...overrides,
  };
}
