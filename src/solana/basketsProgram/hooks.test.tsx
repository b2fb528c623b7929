// @vitest-environment jsdom
// The hooks key their reads by the settings' RPC endpoint and read it through the app's RPC fetch
// (the plain JSON-RPC reader: no web3.js Connection, which pages may render before).
// A JSON-RPC stand-in answers as an empty network would; the queries themselves are tested
// against the sandbox chain in sandbox/program/queries.test.ts.
import { Keypair } from '@solana/web3.js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SettingsProvider } from '../../settings';
import { defaultSettings } from '../../settings/defaults';
import { createRateLimitedFetch } from '../rateLimitedFetch';
import { RpcFetchContext } from '../rpcFetchContext';
import {
  basketsProgramKeys,
  useAllBaskets,
  useBasket,
  useSellStatesOf,
  useTokenList,
} from './hooks';

const ENDPOINT = 'http://127.0.0.1:18999';

function emptyNetwork(methods: string[]): typeof fetch {
  return async (_input, init) => {
    const request = JSON.parse(String(init?.body)) as { id: string; method: string };
    methods.push(request.method);
    const result =
      request.method === 'getProgramAccounts' ? [] : { context: { slot: 1 }, value: null };
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: request.id, result }), {
      headers: { 'content-type': 'application/json' },
    });
  };
}

function setup() {
  const methods: string[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const network = emptyNetwork(methods);
  const rpcFetch = createRateLimitedFetch(network);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RpcFetchContext.Provider value={rpcFetch}>
      <QueryClientProvider client={client}>
        <SettingsProvider defaults={{ ...defaultSettings({}), rpcUrl: ENDPOINT }}>
          {children}
        </SettingsProvider>
      </QueryClientProvider>
    </RpcFetchContext.Provider>
  );
  return { client, methods, wrapper };
}

describe('baskets program hooks', () => {
  it('list baskets under a key that carries the RPC endpoint', async () => {
    const { client, methods, wrapper } = setup();
    const { result } = renderHook(() => useAllBaskets(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ accounts: [], undecodable: [] });
    expect(methods).toEqual(['getProgramAccounts', 'getProgramAccounts']);
    expect(client.getQueryData(basketsProgramKeys.baskets(ENDPOINT, null))).toEqual(
      result.current.data,
    );
  });

  it('read nothing until there is an address or a user', () => {
    const { methods, wrapper } = setup();
    const basket = renderHook(() => useBasket(null), { wrapper });
    const sells = renderHook(() => useSellStatesOf(null), { wrapper });
    expect(basket.result.current.fetchStatus).toBe('idle');
    expect(sells.result.current.fetchStatus).toBe('idle');
    expect(methods).toEqual([]);
  });

  it('answer null for a basket or token list the network does not have', async () => {
    const { wrapper } = setup();
    const address = Keypair.generate().publicKey;
    const basket = renderHook(() => useBasket(address), { wrapper });
    const list = renderHook(() => useTokenList(), { wrapper });
    await waitFor(() => expect(basket.result.current.isSuccess).toBe(true));
    await waitFor(() => expect(list.result.current.isSuccess).toBe(true));
    expect(basket.result.current.data).toBeNull();
    expect(list.result.current.data).toBeNull();
  });

  it('keys every read under the chain key of its endpoint', () => {
    const user = Keypair.generate().publicKey.toBase58();
    expect(basketsProgramKeys.sellStates('http://a', user)).toEqual([
      'chain',
      'http://a',
      'baskets-program',
      'sell-states',
      user,
    ]);
    expect(basketsProgramKeys.tokenList('http://b').slice(0, 2)).toEqual(['chain', 'http://b']);
  });
});
