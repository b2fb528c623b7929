// The Connection's rate-limit-aware fetch, shared by the connection (SolanaProviders) and the flow
// engine (FlowSlot), which says why it waits.
import { createContext, useContext } from 'react';
import type { RateLimitedFetch } from '../../solana/rateLimitedFetch';

export const RpcFetchContext = createContext<RateLimitedFetch | undefined>(undefined);

export function useRpcFetch(): RateLimitedFetch | undefined {
  return useContext(RpcFetchContext);
}
