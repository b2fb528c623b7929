// The Connection's rate-limit-aware fetch, shared by the connection (SolanaProviders), the lean
// JSON-RPC reads (basketsProgram/hooks) and the flow engine (FlowSlot), which says why it waits.
import { useConnection } from '@solana/wallet-adapter-react';
import { createContext, useContext, useMemo } from 'react';
import type { RpcEndpoint } from './jsonRpc';
import type { RateLimitedFetch } from './rateLimitedFetch';

export const RpcFetchContext = createContext<RateLimitedFetch | undefined>(undefined);

export function useRpcFetch(): RateLimitedFetch | undefined {
  return useContext(RpcFetchContext);
}

const plainFetch: typeof fetch = (...args) => globalThis.fetch(...args);

/** The connection's RPC for requests made without web3.js, through the same fetch. */
export function useRpcEndpoint(): RpcEndpoint {
  const { connection } = useConnection();
  const rpcFetch = useRpcFetch();
  const url = connection.rpcEndpoint;
  return useMemo(() => ({ url, fetch: rpcFetch?.fetch ?? plainFetch }), [url, rpcFetch]);
}
