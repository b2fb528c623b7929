// The Connection's rate-limit-aware fetch, shared by the connection (SolanaProviders), the lean
// JSON-RPC reads (queries.ts, basketsProgram/hooks) and the flow engine (FlowSlot), which says why
// it waits.
import { createContext, useContext, useMemo } from 'react';
import { useSettings } from '../app/settings';
import type { RpcEndpoint } from './jsonRpc';
import type { RateLimitedFetch } from './rateLimitedFetch';

export const RpcFetchContext = createContext<RateLimitedFetch | undefined>(undefined);

export function useRpcFetch(): RateLimitedFetch | undefined {
  return useContext(RpcFetchContext);
}

const plainFetch: typeof fetch = (...args) => globalThis.fetch(...args);

/**
 * The RPC for requests made without web3.js: the settings' URL (the connection's endpoint), through
 * the connection's fetch once the chain code is there and the browser's before it.
 */
export function useRpcEndpoint(): RpcEndpoint {
  const { rpcUrl } = useSettings().settings;
  const rpcFetch = useRpcFetch();
  return useMemo(() => ({ url: rpcUrl, fetch: rpcFetch?.fetch ?? plainFetch }), [rpcUrl, rpcFetch]);
}
