import { useMemo } from 'react';
import type { CompositionEntry } from '../../api/schemas';
import { useTokenOptions } from '../baskets/useTokenOptions';
import { useSandboxTokens } from '../faucet/useSandboxTokens';
import { assetChoices, type AssetChoices } from './assetChoices';

export interface AssetChoicesWithPrices extends AssetChoices {
  /** USDC per whole token, on the sandbox (the real API publishes no prices). */
  priceOf(mint: string): number | undefined;
}

/** The tokens a mint or burn of a basket with this composition may use, and their prices. */
export function useAssetChoices(
  composition: readonly CompositionEntry[] | undefined,
): AssetChoicesWithPrices {
  const tokens = useTokenOptions();
  const prices = useSandboxTokens().data; // idle (undefined) off the sandbox
  return useMemo(() => {
    const byMint = new Map((prices ?? []).map((t) => [t.mint, t.price]));
    return { ...assetChoices(composition, tokens), priceOf: (mint) => byMint.get(mint) };
  }, [composition, tokens, prices]);
}
