import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { publicKeySchema } from '../../api/schemas';
import { basketsProgramKeys } from '../../solana/basketsProgram/hooks';
import { fetchBasket } from '../../solana/basketsProgram/queries';
import { useRpcEndpoint } from '../../solana/rpcFetchContext';
import { USDC_MINT } from '../../solana/tokens';
import { useUsdPrices } from '../../tokens/queries';
import { useBasketDetails } from '../baskets/useBasketDetails';

/**
 * The basket a deposit or withdraw form has chosen, and what is known about it (token mint, symbol,
 * fees, price). `resolveMint` answers for a basket submitted before its details arrived.
 */
export function useBasketForOperation(initial: string) {
  const endpoint = useRpcEndpoint();
  const queryClient = useQueryClient();
  const [basket, setBasket] = useState(initial);
  const address = publicKeySchema.safeParse(basket).success ? basket.trim() : undefined;
  const { details, notFound, isLoading } = useBasketDetails(address);
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
      try {
        const answer = await queryClient.fetchQuery({
          queryKey: basketsProgramKeys.basket(endpoint.url, target),
          queryFn: () => fetchBasket(endpoint, target),
        });
        return answer?.ok
          ? { mint: answer.value.fundToken, symbol: answer.value.symbol || undefined }
          : {};
      } catch {
        // Not readable now: the API will say what is wrong with the basket in words.
        return {};
      }
    },
    [address, details, endpoint, queryClient],
  );

  return {
    basket,
    setBasket,
    address,
    details,
    notFound,
    isLoading,
    nav: jupiterNav,
    /** USD per basket token, when Jupiter prices it. */
    basketUsdPrice,
    hostFeeBps: details?.hostFee,
    resolveMint,
  };
}
