import { useMemo } from 'react';
import { accountAddress } from '../../solana/address';
import { useBasket, useTokenList } from '../../solana/basketsProgram/hooks';
import { useUsdPriceReads } from '../../tokens/queries';
import { basketValue, pricePerBasketToken, UNVALUED } from './basketValue';
import { holdingsOf } from './chainBasket';

/**
 * USD per whole basket token (pricePerBasketToken): the basket's holdings, from its state on the
 * chain, at today's prices over its supply; else the market's price of the token; undefined while
 * the holdings are read or neither is known.
 */
export function useBasketTokenPrice(
  basket: string,
  mint: string | undefined,
  decimals: number | undefined,
): number | undefined {
  const read = useBasket(useMemo(() => accountAddress(basket), [basket]));
  const state = read.data?.ok ? read.data.value : null;
  const list = useTokenList().data;
  const holdings = useMemo(
    () => (state ? holdingsOf(state, list?.ok ? list.value : null) : []),
    [state, list],
  );
  const { prices, reading } = useUsdPriceReads([
    ...(mint ? [mint] : []),
    ...holdings.flatMap((h) => (h.mint ? [h.mint] : [])),
  ]);
  const value = state ? basketValue(holdings, prices, state.supplyOutstanding, decimals) : UNVALUED;
  return pricePerBasketToken(value, mint ? prices.get(mint) : undefined, read.isLoading || reading);
}
