import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { publicKeySchema } from '../../api/schemas';
import { useIsSandbox, useSettings } from '../../app/settings';
import { USDC_MINT } from '../../solana/tokens';
import { useUsdPrices } from '../../tokens/queries';
import { fetchSandboxBasket } from '../baskets/sandboxBasketsApi';
import { useBasketDetails } from '../baskets/useBasketDetails';
import { sandboxBasketKeys, useSandboxBasket } from '../baskets/useSandboxBaskets';

/**
 * The basket a deposit or withdraw form has chosen, and what is known about it (token mint, symbol,
 * fees, price). `resolveMint` answers for a basket submitted before its details arrived.
 */
export function useBasketForOperation(initial: string) {
  const { settings } = useSettings();
  const onSandbox = useIsSandbox();
  const queryClient = useQueryClient();
  const [basket, setBasket] = useState(initial);
  const address = publicKeySchema.safeParse(basket).success ? basket.trim() : undefined;
  const { details, notFound, isLoading } = useBasketDetails(address);
  const live = useSandboxBasket(address).data;
  // Jupiter's price of the basket token (USD) and of USDC: the basket's NAV in USDC anywhere.
  const prices = useUsdPrices(details?.mint ? [details.mint, USDC_MINT] : []);
  const basketUsdPrice = details?.mint ? prices.get(details.mint) : undefined;
  const usdcPrice = prices.get(USDC_MINT);
  const jupiterNav =
    basketUsdPrice !== undefined && usdcPrice !== undefined && usdcPrice > 0
      ? basketUsdPrice / usdcPrice
      : undefined;

  const resolveMint = useCallback(
    async (target: string): Promise<{ mint?: string; symbol?: string }> => {
      if (target === address && details?.mint)
        return { mint: details.mint, symbol: details.symbol };
      if (!onSandbox) return {};
      try {
        const b = await queryClient.fetchQuery({
          queryKey: sandboxBasketKeys.one(settings.apiBase, target),
          queryFn: () => fetchSandboxBasket(settings.apiBase, target),
        });
        return { mint: b.mint, symbol: b.symbol ?? undefined };
      } catch {
        // Unknown to the sandbox: the API will say so in words.
        return {};
      }
    },
    [address, details, onSandbox, settings.apiBase, queryClient],
  );

  return {
    basket,
    setBasket,
    address,
    details,
    notFound,
    isLoading,
    nav: live?.nav ?? jupiterNav,
    /** USD per basket token, when Jupiter prices it. */
    basketUsdPrice,
    hostFeeBps: live?.settings?.hostPlatformFees,
    resolveMint,
  };
}
