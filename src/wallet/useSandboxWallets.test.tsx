// @vitest-environment jsdom
// When the Sandbox burner and demo wallets are offered: the Sandbox network, a loopback RPC URL,
// and that RPC answering the sandbox's genesis hash (docs/architecture.md, "In-browser wallets").
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsProvider } from '../settings';
import { defaultSettings, type SettingsEnv } from '../settings/defaults';
import { SANDBOX_GENESIS_RANDOM_BYTES, sandboxGenesisHash } from '../solana/sandboxGenesis';
import { useSandboxWallets } from './useSandboxWallets';

const SANDBOX_GENESIS = sandboxGenesisHash(new Uint8Array(SANDBOX_GENESIS_RANDOM_BYTES).fill(9));
const MAINNET_GENESIS = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d';

/** Every RPC answers getGenesisHash with `genesis`, or, without one, with HTTP 503. */
function rpcAnswering(genesis: string | null) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const { id } = JSON.parse(String(init?.body)) as { id: number };
    return genesis === null
      ? new Response('', { status: 503 })
      : Response.json({ jsonrpc: '2.0', id, result: genesis });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function statusWith(env: SettingsEnv) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SettingsProvider defaults={defaultSettings(env)}>{children}</SettingsProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useSandboxWallets(), { wrapper }).result;
}

describe('useSandboxWallets', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('offers them on the Sandbox network once its loopback RPC answered the sandbox’s hash, not before', async () => {
    rpcAnswering(SANDBOX_GENESIS);
    const result = statusWith({ VITE_CLUSTER: 'sandbox', VITE_RPC_URL: 'http://127.0.0.1:28001' });
    expect(result.current).toEqual({ status: 'checking' });
    await waitFor(() => expect(result.current).toEqual({ status: 'offered' }));
  });

  it('refuses them where the loopback RPC answers a real network’s genesis hash', async () => {
    rpcAnswering(MAINNET_GENESIS);
    const result = statusWith({ VITE_CLUSTER: 'sandbox', VITE_RPC_URL: 'http://localhost:28002' });
    await waitFor(() => expect(result.current).toEqual({ status: 'refused', why: 'other-chain' }));
  });

  it('refuses them for an RPC that is not on this computer, without asking it', async () => {
    const fetch = rpcAnswering(SANDBOX_GENESIS);
    const result = statusWith({ VITE_CLUSTER: 'sandbox', VITE_RPC_URL: 'https://rpc.example.com' });
    await waitFor(() => expect(result.current).toEqual({ status: 'refused', why: 'not-loopback' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses them when the RPC does not answer', async () => {
    rpcAnswering(null);
    const result = statusWith({ VITE_CLUSTER: 'sandbox', VITE_RPC_URL: 'http://127.0.0.1:28003' });
    await waitFor(() => expect(result.current).toEqual({ status: 'refused', why: 'no-answer' }));
  });

  it('says nothing and asks nothing on another network, even one pointed at the sandbox', () => {
    const fetch = rpcAnswering(SANDBOX_GENESIS);
    for (const cluster of ['devnet', 'mainnet', 'custom']) {
      const result = statusWith({ VITE_CLUSTER: cluster, VITE_RPC_URL: 'http://127.0.0.1:28004' });
      expect(result.current, cluster).toEqual({ status: 'not-sandbox' });
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});
