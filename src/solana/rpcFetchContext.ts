// The Connection's rate-limit-aware fetch, shared by the connection (SolanaProviders), the lean
// JSON-RPC reads (queries.ts, basketsProgram/hooks) and the flow engine (FlowSlot), which says why
// it waits.
import { createContext, useContext, useMemo } from 'react';
import type { RpcEndpoint } from './jsonRpc';
import { createRateLimitedFetch, type RateLimitedFetch } from './rateLimitedFetch';

export const RpcFetchContext = createContext<RateLimitedFetch | undefined>(undefined);

/** The settings' RPC URL (the connection's endpoint); the app's SettingsProvider provides it. */
export const RpcUrlContext = createContext<string | undefined>(undefined);

export function useRpcFetch(): RateLimitedFetch | undefined {
  return useContext(RpcFetchContext);
}

/**
 * Before the chain code: the same Retry-After-aware fetch (a light module), which no one listens
 * to yet: a page's first reads wait out a public RPC's 429 instead of failing.
 */
const beforeChainCode = createRateLimitedFetch();

/**
 * The RPC for requests made without web3.js: the settings' URL (the connection's endpoint), through
 * the connection's fetch once the chain code is there (its waits are reported) and a fetch of the
 * same kind before it.
 */
export function useRpcEndpoint(): RpcEndpoint {
  const rpcUrl = useContext(RpcUrlContext);
  if (rpcUrl === undefined) throw new Error('useRpcEndpoint() needs a <SettingsProvider> above it');
  const rpcFetch = useRpcFetch();
  return useMemo(
    () => ({ url: rpcUrl, fetch: rpcFetch?.fetch ?? beforeChainCode.fetch }),
    [rpcUrl, rpcFetch],
  );
}
