// A composition's weights as the Basket program takes them: each weight's share of the sum in
// parts of 1000, rounded down (baskets-sdk 0.0.45 instructionsBuilder.ts buildCreateBasketIx
// `totalWeight`), so 60/40 and 3/2 are the same basket.

const PARTS = 1000;

export function targetParts(weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (sum > 0 ? Math.floor((w * PARTS) / sum) : 0));
}
