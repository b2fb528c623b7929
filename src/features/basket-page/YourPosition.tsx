import { useWallet } from '@solana/wallet-adapter-react';
import { useMemo } from 'react';
import { formatTokenAmount } from '../../solana/amounts';
import { useTokenBalances, type TokenBalance } from '../../solana/queries';
import { Card } from '../../ui/Card';
import { ReadFailed } from '../../ui/ReadFailed';
import { formatUsd } from '../../ui/format';
import { ConnectingWalletStatus } from '../../wallet/ConnectingWalletStatus';
import { useWalletConnecting } from '../../wallet/useWalletConnecting';
import { figureWords, profitWithShareWords } from '../baskets/portfolio/figureWords';
import { usePortfolio } from '../baskets/portfolio/usePortfolio';

/**
 * The connected wallet's basket tokens and what they are worth; then what it put into this basket,
 * took out and made, as the portfolio counts it (from its history on the chain).
 */
export function YourPosition({
  basket,
  mint,
  symbol,
  decimals,
  perToken,
  pricesReading,
}: {
  basket: string;
  mint: string;
  symbol: string | undefined;
  decimals: number | undefined;
  /** USD per whole basket token, when known. */
  perToken: number | undefined;
  /** Today's prices are still being read (a missing `perToken` may come). */
  pricesReading: boolean;
}) {
  const { publicKey } = useWallet();
  const connecting = useWalletConnecting();
  const balances = useTokenBalances(publicKey);
  const balance = balances.data?.get(mint);
  const amount = balance?.amount ?? 0n;
  const places = balance?.decimals ?? decimals;
  const whole = places !== undefined ? Number(amount) / 10 ** places : undefined;

  return (
    <Card title="Your position">
      {connecting ? (
        <ConnectingWalletStatus />
      ) : !publicKey ? (
        <p>Connect a wallet to see how many of this basket’s tokens it holds.</p>
      ) : balances.isError ? (
        <ReadFailed title="Your balance could not be read" read={balances} />
      ) : balances.isPending ? (
        <p role="status">Reading your balance…</p>
      ) : (
        <dl className="op-success__facts">
          <dt>Your basket tokens</dt>
          <dd>
            {places !== undefined
              ? `${formatTokenAmount(amount, places)} ${symbol ?? ''}`.trim()
              : amount.toString()}
          </dd>
          {/* The portfolio's word for the tokens' value; its "Worth now" adds pending and unclaimed. */}
          <dt>Value now</dt>
          <dd>
            {whole !== undefined && perToken !== undefined
              ? formatUsd(whole * perToken)
              : pricesReading
                ? 'Reading…'
                : 'Unknown (no price for the basket token)'}
          </dd>
          <PositionRecord
            key={publicKey.toBase58()}
            wallet={publicKey.toBase58()}
            basket={basket}
            mint={mint}
            balances={balances.data}
          />
        </dl>
      )}
    </Card>
  );
}

/** The portfolio's figures for this one basket, as rows of the card's list. */
function PositionRecord({
  wallet,
  basket,
  mint,
  balances,
}: {
  wallet: string;
  basket: string;
  mint: string;
  balances: ReadonlyMap<string, TokenBalance>;
}) {
  const mints = useMemo(() => new Set([mint]), [mint]);
  const { history, positions } = usePortfolio(wallet, balances, mints);
  const position = positions.find((p) => p.flows.basket === basket);
  if (!position) {
    // Nothing put in nor held, as far as the history read so far shows.
    return history.reading ? (
      <>
        <dt>Put in</dt>
        <dd>
          <span role="status">Reading your history with this basket…</span>
        </dd>
      </>
    ) : null;
  }
  const { putIn, takenOut, pending, unclaimed, profit, profitPercent } = position.figures;
  return (
    <>
      <dt>Put in</dt>
      <dd>{figureWords(putIn)}</dd>
      <dt>Taken out</dt>
      <dd>{figureWords(takenOut)}</dd>
      <dt>Pending deposits</dt>
      <dd>{figureWords(pending)}</dd>
      <dt>Unclaimed withdrawals</dt>
      <dd>{figureWords(unclaimed)}</dd>
      <dt>Profit</dt>
      <dd>{profitWithShareWords(profit, profitPercent)}</dd>
    </>
  );
}
