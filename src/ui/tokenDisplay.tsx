// How shared components name a mint and value an amount without fetching themselves: the app
// provides components that read Jupiter and the chain (src/tokens/TokenDisplayProvider); without a
// provider (component tests, the gallery) mints show as given.
import { createContext, useContext, type ComponentType } from 'react';

export interface TokenDisplay {
  /** The token's symbol (or `fallback`, or the shortened mint) for `mint`. */
  TokenName: ComponentType<{ mint: string; fallback?: string }>;
  /** What `amount` whole tokens of `mint` are worth in USD, signed like the amount; absent = off. */
  UsdAmount?: ComponentType<{ mint: string; amount: number; signed?: boolean }>;
}

export const TokenDisplayContext = createContext<TokenDisplay | null>(null);

export function useTokenDisplay(): TokenDisplay | null {
  return useContext(TokenDisplayContext);
}
