import { useTokenOptions } from '../baskets/useTokenOptions';
import type { ClaimAsset } from './claimInbox';
import { formatTokenAmount } from '../../solana/amounts';

/** "12.5 JUP, 0.4 mSOL" as a list, or the fallback when the holdings are not known. */
export function ClaimAssets({ assets }: { assets: ClaimAsset[] | undefined }) {
  const tokens = useTokenOptions(assets?.map((a) => a.mint));
  if (!assets || assets.length === 0) {
    return <>Your share of the basket’s assets (the review shows the exact amounts).</>;
  }
  return (
    <ul className="claim-assets">
      {assets.map((a) => (
        <li key={a.mint}>
          {formatTokenAmount(a.amount)}{' '}
          {a.symbol ?? tokens.find((t) => t.mint === a.mint)?.symbol ?? a.mint}
        </li>
      ))}
    </ul>
  );
}
