// What the baskets a wallet holds hold: each one's holdings and supply from its state account, read
// in one request for all of them, so a position is valued at its basket's holdings even where no
// market prices the basket token (basketValue.ts, pricePerBasketToken).
import { useMemo } from 'react';
import { accountAddress, type AccountAddress } from '../../../solana/address';
import { useBasketPage } from '../../../solana/basketsProgram/hooks';
import type { TokenList } from '../../../solana/basketsProgram/tokenList';
import { holdingsOf, type Holding } from '../chainBasket';

export interface HeldBasketState {
  readonly holdings: readonly Holding[];
  /** Basket tokens outstanding, base units. */
  readonly supply: bigint;
}

/**
 * By basket address (a basket whose account is missing or does not decode is left out), and
 * whether they are still being read.
 */
export function useHeldBasketStates(
  baskets: readonly string[],
  list: TokenList | null,
): { states: ReadonlyMap<string, HeldBasketState>; reading: boolean } {
  const pairs = useMemo(
    () =>
      baskets.flatMap((basket) => {
        const address = accountAddress(basket);
        return address ? [{ basket, address }] : [];
      }),
    [baskets],
  );
  const addresses = useMemo<AccountAddress[]>(() => pairs.map((p) => p.address), [pairs]);
  const read = useBasketPage(addresses);
  const states = useMemo(() => {
    const byBasket = new Map<string, HeldBasketState>();
    read.data?.forEach((decoded, i) => {
      const pair = pairs[i];
      if (!decoded?.ok || !pair) return;
      byBasket.set(pair.basket, {
        holdings: holdingsOf(decoded.value, list),
        supply: decoded.value.supplyOutstanding,
      });
    });
    return byBasket;
  }, [read.data, pairs, list]);
  // Pending only while a read is under way (a query with no baskets is not enabled).
  return { states, reading: read.isLoading };
}
