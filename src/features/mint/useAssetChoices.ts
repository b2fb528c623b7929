import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CompositionEntry } from '../../api/schemas';
import { useSettings } from '../../app/settings';
import { useTokenOptions } from '../baskets/useTokenOptions';
import { fetchSandboxTokens } from '../faucet/faucetApi';
import { assetChoices, type AssetChoices } from './assetChoices';

export interface AssetChoicesWithPrices extends AssetChoices {
  /** USDC per whole token, on the sandbox (the real API publishes no prices). */
  priceOf(mint: string): number | undefined;
}

/** The tokens a mint or burn of a basket with this composition may use, and their prices. */
export function useAssetChoices(
  composition: readonly CompositionEntry[] | undefined,
): AssetChoicesWithPrices {
  const { settings } = useSettings();
  const tokens = useTokenOptions();
  // Same key as the token options and the faucet: one read of the sandbox's list.
  const sandbox = useQuery({
    queryKey: ['sandbox', settings.apiBase, 'tokens'],
    queryFn: async () => (await fetchSandboxTokens(settings.apiBase)).tokens,
    staleTime: Infinity,
    enabled: settings.cluster === 'sandbox',
  });
  const prices = sandbox.data;
  return useMemo(() => {
    const byMint = new Map((prices ?? []).map((t) => [t.mint, t.price]));
    return { ...assetChoices(composition, tokens), priceOf: (mint) => byMint.get(mint) };
  }, [composition, tokens, prices]);
}
