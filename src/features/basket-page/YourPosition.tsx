import { useWallet } from '@solana/wallet-adapter-react';
import { formatTokenAmount } from '../../solana/amounts';
import { useTokenBalances } from '../../solana/queries';
import { Card } from '../../ui/Card';
import { ReadFailed } from '../../ui/ReadFailed';
import { formatUsd } from '../../ui/format';
import { ConnectingWalletStatus } from '../../wallet/ConnectingWalletStatus';
import { useWalletConnecting } from '../../wallet/useWalletConnecting';

/** The connected wallet's basket tokens and what they are worth. */
export function YourPosition({
  mint,
  symbol,
  decimals,
  perToken,
}: {
  mint: string;
  symbol: string | undefined;
  decimals: number | undefined;
  /** USD per whole basket token, when known. */
  perToken: number | undefined;
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
          <dt>Worth</dt>
          <dd>
            {whole !== undefined && perToken !== undefined
              ? formatUsd(whole * perToken)
              : 'Unknown (no price for the basket token)'}
          </dd>
        </dl>
      )}
    </Card>
  );
}
