// The whole app (providers and router) rendered at a path, and the environment those tests share:
// empty storage and a network that answers nothing.
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppProviders } from '../providers/AppProviders';
import { routes } from '../routes';
import { defaultSettings } from '../../settings/defaults';
import { SANDBOX_GENESIS_RANDOM_BYTES, sandboxGenesisHash } from '../../solana/sandboxGenesis';

/** A sandbox's genesis hash (src/solana/sandboxGenesis.ts), and Solana mainnet's. */
export const SANDBOX_GENESIS = sandboxGenesisHash(
  new Uint8Array(SANDBOX_GENESIS_RANDOM_BYTES).fill(1),
);
export const MAINNET_GENESIS = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d';

/**
 * After withAppTestEnvironment's: every RPC answers getGenesisHash with `genesis`, and nothing
 * else (the sandbox wallets are offered only where a loopback RPC answers the sandbox's hash).
 */
export function rpcAnswersGenesisHash(genesis: string): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: unknown, init?: RequestInit) => {
      const request: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      if (
        typeof request === 'object' &&
        request !== null &&
        'method' in request &&
        request.method === 'getGenesisHash' &&
        'id' in request
      ) {
        return Response.json({ jsonrpc: '2.0', id: request.id, result: genesis });
      }
      return new Response('{}', { status: 503 });
    }),
  );
}

export function renderAppAt(path: string, settings = defaultSettings({})) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders defaults={settings}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** beforeEach / afterEach of whole-app tests; `storage` is what localStorage holds at the start. */
export function withAppTestEnvironment(storage: Record<string, string> = {}): void {
  beforeEach(() => {
    localStorage.clear();
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    // The sandbox faucet panel reads the chain; nothing answers in these tests.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
