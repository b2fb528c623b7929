// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsProvider } from '../../settings';
import { defaultSettings } from '../../settings/defaults';
import type { Cluster } from '../../settings';
import { useSandboxTokens } from './useSandboxTokens';

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const TOKENS = [{ mint: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6, price: 1 }];

function wrapper(cluster: Cluster) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <SettingsProvider defaults={defaultSettings({ VITE_CLUSTER: cluster })}>
          {children}
        </SettingsProvider>
      </QueryClientProvider>
    );
  };
}

// The faucet's list only: token names and prices come from Jupiter's endpoints and the chain.
function useEverySandboxTokenReader() {
  return { list: useSandboxTokens() };
}

describe('sandbox test tokens', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(() => {
    localStorage.clear();
    fetchMock = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify({ success: true, tokens: TOKENS })),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('are read once from the sandbox, for the faucet', async () => {
    const { result } = renderHook(useEverySandboxTokenReader, { wrapper: wrapper('sandbox') });
    await waitFor(() => expect(result.current.list.data).toEqual(TOKENS));
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/sandbox\/tokens$/);
  });

  it.each<Cluster>(['devnet', 'mainnet', 'custom'])(
    'are never requested on %s (a real API has no such endpoint)',
    async (cluster) => {
      const { result } = renderHook(useEverySandboxTokenReader, { wrapper: wrapper(cluster) });
      // Idle, not loading: nothing is in flight and nothing will be.
      expect(result.current.list.fetchStatus).toBe('idle');
      expect(result.current.list.data).toBeUndefined();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});
