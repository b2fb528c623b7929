import { useMemo } from 'react';
import type { CompositionEntry } from '../../api/schemas';
import { USDC_MINT } from '../../solana/tokens';
import { useUsdPrices } from '../../tokens/queries';
import { useTokenWords } from '../../tokens/useTokenWords';
import { useTokenOptions } from '../baskets/useTokenOptions';
import { assetChoices, type AssetChoices } from '../basket-amount/assetChoices';

export interface AssetChoicesWithPrices extends AssetChoices {
  /** USDC per whole token, from Jupiter's USD prices (unknown with Jupiter off). */
  priceOf(mint: string): number | undefined;
  /** USD per whole token, from Jupiter. */
  usdPriceOf(mint: string): number | undefined;
}

/** The tokens a mint or burn of a basket with this composition may use, and their prices. */
export function useAssetChoices(
  composition: readonly CompositionEntry[] | undefined,
): AssetChoicesWithPrices {
  const mints = useMemo(() => (composition ?? []).map((entry) => entry.token), [composition]);
  const tokens = useTokenOptions(mints);
  const priced = useMemo(
    () => [USDC_MINT, ...mints, ...tokens.map((t) => t.mint)],
    [mints, tokens],
  );
  const prices = useUsdPrices(priced);
  const wordsOf = useTokenWords(priced);
  return useMemo(() => {
    const usdc = prices.get(USDC_MINT);
    const { choices, restricted } = assetChoices(composition, tokens);
    return {
      // Named by the one rule (docs/token-names.md): off the verified set with the mint beside.
      choices: choices.map((choice) => {
        const words = wordsOf(choice.mint);
        return {
          ...choice,
          symbol: words.label,
          ...(words.warning ? { warning: words.warning } : {}),
        };
      }),
      restricted,
      // Estimates are in USDC, what deposits pay: USD prices divided by USDC's own.
      priceOf: (mint) => {
        const usd = prices.get(mint);
        return usd !== undefined && usdc !== undefined && usdc > 0 ? usd / usdc : undefined;
      },
      usdPriceOf: (mint) => prices.get(mint),
    };
  }, [composition, tokens, prices, wordsOf]);
}
