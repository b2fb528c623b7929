import type { ClaimAsset } from './claimInbox';
import { claimWorthWords } from './claimWorth';
import { formatTokenAmount } from '../../solana/amounts';
import { useUsdPriceReads } from '../../tokens/queries';
import { TokenWordsView } from '../../tokens/TokenWordsView';
import { useTokenWords } from '../../tokens/useTokenWords';

const NO_MINTS: readonly string[] = [];

/**
 * "12.5 JUP, 0.4 mSOL" as a list, each token named by the one rule (docs/token-names.md), and what
 * they are worth today, or the fallback when the holdings are not known.
 */
export function ClaimAssets({ assets }: { assets: ClaimAsset[] | undefined }) {
  const mints = assets?.map((a) => a.mint) ?? NO_MINTS;
  const wordsOf = useTokenWords(mints);
  const { prices, reading } = useUsdPriceReads(mints);
  if (!assets || assets.length === 0) {
    return <>Your share of the basket’s assets (the review shows the exact amounts).</>;
  }
  return (
    <>
      <ul className="claim-assets">
        {assets.map((a) => (
          <li key={a.mint}>
            {formatTokenAmount(a.amount)} <TokenWordsView words={wordsOf(a.mint)} />
          </li>
        ))}
      </ul>
      <p className="claim-assets__worth">
        {claimWorthWords(assets, prices, reading, (mint) => wordsOf(mint).label)}
      </p>
    </>
  );
}
