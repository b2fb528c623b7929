import { formatPercentFromBps, formatUsd } from '../../ui/format';
import { acceptedDecimal } from '../../ui/numberText';
import { estimateDeposit } from './depositEstimate';
import { formatTokenAmount } from '../../solana/amounts';

export interface DepositFeeNoteProps {
  /** The amount as typed (may be empty, incomplete or wrong: then nothing is estimated). */
  amountText: string;
  /** USDC's decimals: an amount with more is not estimated. */
  decimals?: number;
  /** The basket's deposit fee in bps, when known. */
  depositFeeBps?: number;
  hostFeeBps?: number;
  /** USDC per basket token, when known (sandbox). */
  nav?: number;
  /** USD per basket token (Jupiter), to say what the basket tokens are worth. */
  basketUsdPrice?: number;
  basketSymbol?: string;
}

/** The fee and, where the price is known, about how many basket tokens the deposit buys. */
export function DepositFeeNote({
  amountText,
  decimals,
  depositFeeBps,
  hostFeeBps = 0,
  nav,
  basketUsdPrice,
  basketSymbol,
}: DepositFeeNoteProps) {
  if (depositFeeBps === undefined) {
    return (
      <p className="deposit-fee" aria-live="polite">
        The basket’s deposit fee, set by its creator, is taken from the USDC you deposit; the rest
        buys basket tokens.
      </p>
    );
  }
  const amount = acceptedDecimal(amountText, { decimals }) ?? Number.NaN;
  const fees = [
    `${formatPercentFromBps(depositFeeBps)} deposit fee`,
    ...(hostFeeBps > 0 ? [`${formatPercentFromBps(hostFeeBps)} host platform fee`] : []),
  ].join(' + ');
  const tokens = `basket tokens${basketSymbol ? ` (${basketSymbol})` : ''}`;
  if (!Number.isFinite(amount) || amount <= 0) {
    return (
      <p className="deposit-fee" aria-live="polite">
        {fees}, taken from the USDC you deposit.
      </p>
    );
  }
  const estimate = estimateDeposit({ amount, depositFeeBps, hostFeeBps, nav });
  const worth =
    estimate.basketTokens !== undefined && basketUsdPrice !== undefined
      ? ` Worth about ${formatUsd(estimate.basketTokens * basketUsdPrice)}.`
      : '';
  return (
    <p className="deposit-fee" aria-live="polite">
      {fees} →{' '}
      {estimate.basketTokens !== undefined
        ? `you receive about ${formatTokenAmount(estimate.basketTokens)} ${tokens}`
        : `${formatTokenAmount(estimate.netUsdc)} USDC buys basket tokens`}
      {nav !== undefined ? ` (at ${formatTokenAmount(nav)} USDC per token now).` : '.'}
      {worth}
    </p>
  );
}
