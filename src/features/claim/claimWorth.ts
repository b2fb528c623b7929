// What a withdrawal's assets are worth today, in words: the sum of each asset × its price today, USDC
// at $1 (as the portfolio counts it: docs/history.md, "Portfolio (My baskets)"). A missing price makes
// the sum unknown and names the token; never a partial sum.
import { USDC_MINT } from '../../solana/tokens';
import { formatUsd } from '../../ui/format';
import type { ClaimAsset } from './claimInbox';

export function claimWorthWords(
  assets: readonly ClaimAsset[],
  prices: ReadonlyMap<string, number>,
  reading: boolean,
  symbolOf: (mint: string) => string,
): string {
  let usd = 0;
  for (const asset of assets) {
    const price = asset.mint === USDC_MINT ? 1 : prices.get(asset.mint);
    if (price === undefined) {
      return reading
        ? 'Worth today: reading prices…'
        : `Worth today: unknown (no price for ${symbolOf(asset.mint)} today)`;
    }
    usd += asset.amount * price;
  }
  return `Worth about ${formatUsd(usd)} today`;
}
