import { createContext, useContext } from 'react';

/** True inside ChainProviders: the wallet, the connection and the flow engine are there. */
export const ChainMountedContext = createContext(false);

export function useChainMounted(): boolean {
  return useContext(ChainMountedContext);
}
