// About how much a single-asset mint or burn gives, where the sandbox tells the token's price and
// the basket's NAV (both in USDC). Elsewhere the amount is computed when the transaction is built.

/** Basket tokens for `amount` of a token priced `price` USDC, at `nav` USDC per basket token. */
export function estimateMint({
  amount,
  price,
  nav,
}: {
  amount: number;
  price?: number;
  nav?: number;
}): number | undefined {
  if (!(amount > 0) || !(price !== undefined && price > 0) || !(nav !== undefined && nav > 0)) {
    return undefined;
  }
  return (amount * price) / nav;
}

/** Tokens priced `price` USDC that `amount` basket tokens are worth at `nav` USDC each. */
export function estimateBurn({
  amount,
  price,
  nav,
}: {
  amount: number;
  price?: number;
  nav?: number;
}): number | undefined {
  if (!(amount > 0) || !(price !== undefined && price > 0) || !(nav !== undefined && nav > 0)) {
    return undefined;
  }
  return (amount * nav) / price;
}
