// The keeper's arithmetic: fees, net asset value, pro-rata shares. Amounts are base units (bigint);
// values are USDC base units (1e-6 USDC), as floating point only where a price is involved.

export const USDC_UNITS_PER_DOLLAR = 1_000_000;
const BPS = 10_000n;

export interface PricedHolding {
  amount: bigint;
  decimals: number;
  /** USDC per whole token. */
  price: number;
}

/** Value of holdings in USDC base units. */
export function holdingsValue(holdings: readonly PricedHolding[]): number {
  let total = 0;
  for (const h of holdings) {
    total += (Number(h.amount) / 10 ** h.decimals) * h.price * USDC_UNITS_PER_DOLLAR;
  }
  return total;
}

/**
 * Basket tokens (6 decimals) worth `usdcUnits`: 1 basket token per USDC for the first deposit,
 * then at the current NAV (value / shares).
 */
export function basketTokensFor(usdcUnits: number, shares: bigint, value: number): bigint {
  if (shares <= 0n || value <= 0) return BigInt(Math.floor(usdcUnits));
  return BigInt(Math.floor((usdcUnits * Number(shares)) / value));
}

/** USDC base units that `basketTokens` are worth at the current NAV. */
export function usdcUnitsFor(basketTokens: bigint, shares: bigint, value: number): number {
  if (shares <= 0n) return 0;
  return (Number(basketTokens) * value) / Number(shares);
}

/** Base units of a token that `usdcUnits` buy at its price. */
export function tokenUnitsFor(usdcUnits: number, decimals: number, price: number): bigint {
  return BigInt(Math.floor((usdcUnits / USDC_UNITS_PER_DOLLAR / price) * 10 ** decimals));
}

/** `part / whole` of `balance`, rounded down. */
export function proRata(balance: bigint, part: bigint, whole: bigint): bigint {
  if (whole <= 0n) return 0n;
  return (balance * part) / whole;
}

/** Deposit fee (to the creator) and host platform fee, rounded down; the rest is invested. */
export function splitDeposit(
  amount: bigint,
  depositFeeBps: number,
  hostFeeBps: number,
): { creatorFee: bigint; hostFee: bigint; net: bigint } {
  const creatorFee = (amount * BigInt(depositFeeBps)) / BPS;
  const hostFee = (amount * BigInt(hostFeeBps)) / BPS;
  const fees = creatorFee + hostFee > amount ? amount : creatorFee + hostFee;
  const cappedHost = fees - creatorFee < 0n ? 0n : fees - creatorFee;
  return { creatorFee, hostFee: cappedHost, net: amount - fees };
}

/** Splits `total` by weights, rounding down; entries keep their order. */
export function splitByWeight(total: bigint, weights: readonly number[]): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0n);
  // Weights have at most a few decimals: scale to integers to stay in bigint.
  const scaled = weights.map((w) => BigInt(Math.round((w / sum) * 1e9)));
  const scaledSum = scaled.reduce((a, b) => a + b, 0n);
  return scaled.map((s) => (total * s) / scaledSum);
}
