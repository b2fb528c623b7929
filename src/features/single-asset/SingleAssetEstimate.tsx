import { formatUsd } from '../../ui/format';
import { acceptedDecimal } from '../../ui/numberText';
import { estimateBurn, estimateMint } from './singleAssetEstimate';
import { formatTokenAmount } from '../../solana/amounts';

export interface SingleAssetEstimateProps {
  direction: 'mint' | 'burn';
  /** The amount as typed (may be empty, incomplete or wrong: then nothing is estimated). */
  amountText: string;
  /** The amount's token decimals, when known: an amount with more is not estimated. */
  decimals?: number;
  /** The chosen token's symbol, when a token is chosen. */
  tokenSymbol?: string;
  basketSymbol?: string;
  /** USDC per whole token (sandbox). */
  price?: number;
  /** USDC per basket token (sandbox). */
  nav?: number;
  /** USD per whole token (Jupiter), to say what the mint pays in or the burn pays out is worth. */
  tokenUsdPrice?: number;
}

/** About what the mint or burn gives at current prices, or that the chain computes it. */
export function SingleAssetEstimate({
  direction,
  amountText,
  decimals,
  tokenSymbol,
  basketSymbol,
  price,
  nav,
  tokenUsdPrice,
}: SingleAssetEstimateProps) {
  const basketTokens = `basket tokens${basketSymbol ? ` (${basketSymbol})` : ''}`;
  const amount = acceptedDecimal(amountText, { decimals }) ?? Number.NaN;
  const estimate =
    direction === 'mint'
      ? estimateMint({ amount, price, nav })
      : estimateBurn({ amount, price, nav });
  if (estimate === undefined && nav !== undefined && (!tokenSymbol || price !== undefined)) {
    // Prices are known (sandbox): the estimate appears once a token and an amount are chosen.
    return null;
  }
  if (estimate === undefined || !tokenSymbol) {
    return (
      <p className="single-asset-estimate" aria-live="polite">
        {direction === 'mint'
          ? `The ${basketTokens} you receive are computed on chain from the basket’s value when the transaction is built; the review shows the change to your balances before you sign.`
          : `The amount of the token you receive is computed on chain from the basket’s value when the transaction is built; the review shows the change to your balances before you sign.`}
      </p>
    );
  }
  const rate = `at ${formatTokenAmount(price ?? 0)} USDC per ${tokenSymbol} and ${formatTokenAmount(nav ?? 0)} USDC per basket token now`;
  // Both sides are worth the same: the token amount paid in (mint) or paid out (burn).
  const usd =
    tokenUsdPrice !== undefined
      ? (direction === 'mint' ? amount : estimate) * tokenUsdPrice
      : undefined;
  const worth = usd !== undefined && Number.isFinite(usd) ? ` Worth about ${formatUsd(usd)}.` : '';
  return (
    <p className="single-asset-estimate" aria-live="polite">
      {direction === 'mint'
        ? `You receive about ${formatTokenAmount(estimate)} ${basketTokens}, ${rate}.${worth}`
        : `You receive about ${formatTokenAmount(estimate)} ${tokenSymbol}, ${rate}.${worth}`}
    </p>
  );
}
