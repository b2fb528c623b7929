// What a withdrawal's assets are worth today, in words: the portfolio's rule for unclaimed
// withdrawals (`valueToday`: each asset × today's price, USDC at $1; a missing price makes the sum
// unknown and names the token, never a partial sum).
import { formatUsd } from '../../ui/format';
import { valueToday } from '../baskets/portfolio/positions';
import type { ClaimAsset } from './claimInbox';

export function claimWorthWords(
  assets: readonly ClaimAsset[],
  prices: ReadonlyMap<string, number>,
  reading: boolean,
  symbolOf: (mint: string) => string,
): string {
  const worth = valueToday(
    assets.map((a) => ({ mint: a.mint, whole: a.amount })),
    { now: (mint) => prices.get(mint), symbol: symbolOf },
    reading,
  );
  if (worth.known) return `Worth about ${formatUsd(worth.usd)} today`;
  return worth.reading ? 'Worth today: reading prices…' : `Worth today: unknown (${worth.why})`;
}
