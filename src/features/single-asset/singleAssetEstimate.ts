// About how much a single-asset mint or burn gives, where the sandbox tells the token's price and
// the basket's NAV (both in USDC). Elsewhere the amount is computed when the transaction is built.

interface EstimateInput {
  amount: number;
  price?: number;
  nav?: number;
}

/** The amount and both prices when all are above zero; otherwise there is nothing to estimate. */
function priced({ amount, price, nav }: EstimateInput) {
  return amount > 0 && price !== undefined && price > 0 && nav !== undefined && nav > 0
    ? { amount, price, nav }
    : undefined;
}

/** Basket tokens for `amount` of a token priced `price` USDC, at `nav` USDC per basket token. */
export function estimateMint(input: EstimateInput): number | undefined {
  const known = priced(input);
  return known ? (known.amount * known.price) / known.nav : undefined;
}

/** Tokens priced `price` USDC that `amount` basket tokens are worth at `nav` USDC each. */
export function estimateBurn(input: EstimateInput): number | undefined {
  const known = priced(input);
  return known ? (known.amount * known.nav) / known.price : undefined;
}
