import { Link } from 'react-router';
import { signedOf, type FlowOf } from '../../flow';
import { formatTokenAmount } from '../../solana/amounts';
import { useWalletChanges } from '../../solana/useWalletChanges';
import { useTokenOptions } from '../baskets/useTokenOptions';
import { CLAIM_TOKENS_KEY } from './operation';

const LAMPORTS_DECIMALS = 9;

/** Both claim transactions landed: the assets received, read from the claim transaction. */
export function ClaimSuccess({ flow }: { flow: FlowOf<'claim'> }) {
  const claimStep = flow.steps.find((s) => s.key === CLAIM_TOKENS_KEY);
  const changes = useWalletChanges(
    claimStep ? signedOf(claimStep)?.signature : undefined,
    flow.wallet,
  );
  const received = changes.data?.tokens.filter((t) => t.delta > 0n) ?? [];
  const tokens = useTokenOptions(received.map((t) => t.mint));
  const refund = changes.data?.lamportsBeforeFee;

  return (
    <section className="op-success" aria-labelledby="claim-success-title">
      <h2 id="claim-success-title">Claimed: the assets are in your wallet</h2>
      {changes.isPending ? <p>Reading the claim transaction…</p> : null}
      {changes.isError ? (
        <p>
          The claim transaction’s record could not be read ({changes.error.message}); your wallet
          shows the received tokens.
        </p>
      ) : null}
      {changes.data ? (
        <>
          <h3>Received</h3>
          {received.length > 0 ? (
            <ul aria-label="Tokens received">
              {received.map((t) => (
                <li key={t.mint}>
                  {formatTokenAmount(t.delta, t.decimals)}{' '}
                  {tokens.find((o) => o.mint === t.mint)?.symbol ?? t.mint}
                </li>
              ))}
            </ul>
          ) : (
            <p>No token balance changed in the claim transaction.</p>
          )}
          {refund !== undefined && refund > 0n ? (
            <p>
              Rent refunded from the withdraw account:{' '}
              {formatTokenAmount(refund, LAMPORTS_DECIMALS)} SOL.
            </p>
          ) : null}
        </>
      ) : null}
      <h3>What next</h3>
      <ul>
        <li>
          <Link to="/claim">Claim inbox</Link> — other withdrawals waiting to be claimed.
        </li>
        <li>
          <Link to="/deposit">Deposit into a basket</Link> — put USDC in again.
        </li>
      </ul>
    </section>
  );
}
