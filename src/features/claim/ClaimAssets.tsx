import { useTokenOptions } from '../baskets/useTokenOptions';
import type { ClaimAsset } from './claimInbox';
import { claimWorthWords } from './claimWorth';
import { formatTokenAmount } from '../../solana/amounts';
import { useUsdPriceReads } from '../../tokens/queries';

const NO_MINTS: readonly string[] = [];

/**
 * "12.5 JUP, 0.4 mSOL" as a list and what they are worth today, or the fallback when the holdings
 * are not known.
 */
export function ClaimAssets({ assets }: { assets: ClaimAsset[] | undefined }) {
  const tokens = useTokenOptions(assets?.map((a) => a.mint));
  const { prices, reading } = useUsdPriceReads(assets?.map((a) => a.mint) ?? NO_MINTS);
  if (!assets || assets.length === 0) {
    return <>Your share of the basket’s assets (the review shows the exact amounts).</>;
  }
  const symbolOf = (mint: string) =>
    assets.find((a) => a.mint === mint)?.symbol ??
    tokens.find((t) => t.mint === mint)?.symbol ??
    mint;
  return (
    <>
      <ul className="claim-assets">
        {assets.map((a) => (
          <li key={a.mint}>
            {formatTokenAmount(a.amount)} {symbolOf(a.mint)}
          </li>
        ))}
      </ul>
      <p className="claim-assets__worth">{claimWorthWords(assets, prices, reading, symbolOf)}</p>
    </>
  );
}
