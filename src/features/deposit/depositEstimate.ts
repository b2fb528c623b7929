// What a deposit is expected to give, before it happens. Only the sandbox exposes a basket's fees
// and price (NAV); elsewhere the estimate is unknown and the page just says a fee applies.

export interface DepositEstimate {
  /** Basis points taken for the basket's creator. */
  depositFeeBps: number;
  /** Basis points taken for the host platform (0 when unknown). */
  hostFeeBps: number;
  /** USDC left to invest after fees. */
  netUsdc: number;
  /** Basket tokens expected at the current price; undefined when the price is unknown. */
  basketTokens?: number;
}

/**
 * Fees are taken from the USDC first, the rest buys basket tokens at `nav` USDC each (the sandbox's
 * keeper mints 1 token per USDC into an empty basket). The result is "about": prices move before
 * the automation buys.
 */
export function estimateDeposit({
  amount,
  depositFeeBps,
  hostFeeBps = 0,
  nav,
}: {
  amount: number;
  depositFeeBps: number;
  hostFeeBps?: number;
  nav?: number;
}): DepositEstimate {
  const feeShare = Math.min(1, (depositFeeBps + hostFeeBps) / 10_000);
  const netUsdc = amount * (1 - feeShare);
  return {
    depositFeeBps,
    hostFeeBps,
    netUsdc,
    ...(nav !== undefined && nav > 0 ? { basketTokens: netUsdc / nav } : {}),
  };
}
