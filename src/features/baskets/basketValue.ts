// What a basket is worth at the prices known: per holding, in total, and per basket token.
import type { Holding } from './chainBasket';

export interface BasketValue {
  /** USD per holding, in the holdings' order; undefined where the price or decimals are unknown. */
  readonly holdings: readonly (number | undefined)[];
  /** USD of everything held; undefined unless every holding with an amount is priced. */
  readonly total: number | undefined;
  /** USD per whole basket token; undefined without a total, a supply or the token's decimals. */
  readonly perToken: number | undefined;
}

/** A basket whose state is not (yet) read: nothing known from its holdings. */
export const UNVALUED: BasketValue = { holdings: [], total: undefined, perToken: undefined };

const whole = (amount: bigint, decimals: number) => Number(amount) / 10 ** decimals;

export function basketValue(
  holdings: readonly Holding[],
  prices: ReadonlyMap<string, number>,
  supply: bigint,
  basketTokenDecimals: number | undefined,
): BasketValue {
  const values = holdings.map((h) => {
    if (h.amount === 0n) return 0;
    const price = h.mint ? prices.get(h.mint) : undefined;
    return price !== undefined && h.decimals !== null
      ? whole(h.amount, h.decimals) * price
      : undefined;
  });
  const total = values.every((v) => v !== undefined)
    ? values.reduce<number>((sum, v) => sum + (v ?? 0), 0)
    : undefined;
  const perToken =
    total !== undefined && supply > 0n && basketTokenDecimals !== undefined
      ? total / whole(supply, basketTokenDecimals)
      : undefined;
  return { holdings: values, total, perToken };
}

/**
 * What one basket token is worth: the basket's holdings at today's prices over its supply (read from
 * the chain, so known for any basket whose tokens are priced), else the market's price of the basket
 * token itself. The basket's page and the portfolio value a position by this one rule. While the
 * holdings or their prices are still being read (`holdingsReading`), the market's price is not
 * taken: it would show, then give way to the holdings' value a moment later.
 */
export function pricePerBasketToken(
  value: BasketValue,
  marketPrice: number | undefined,
  holdingsReading = false,
): number | undefined {
  if (value.perToken !== undefined) return value.perToken;
  return holdingsReading ? undefined : marketPrice;
}
