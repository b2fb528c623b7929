import { Link } from 'react-router';
import { signedOf, type FlowOf } from '../../flow';
import { formatBaseUnits, formatTokenAmount } from '../../solana/amounts';
import { useWalletChangesOf } from '../../solana/useWalletChanges';
import { useUsdPriceReads } from '../../tokens/queries';
import { TokenWordsView } from '../../tokens/TokenWordsView';
import { useTokenWords } from '../../tokens/useTokenWords';
import type { ClaimAsset } from './claimInbox';
import { claimWorthWords } from './claimWorth';
import { isClaimTokensStep } from './operation';
import './claim.css';

const LAMPORTS_DECIMALS = 9;

/** The claim landed: the assets received, read from its claim transactions (one or more). */
export function ClaimSuccess({ flow }: { flow: FlowOf<'claim'> }) {
  const signatures = flow.steps.flatMap((s) => {
    const signature = isClaimTokensStep(s.key) ? signedOf(s)?.signature : undefined;
    return signature ? [signature] : [];
  });
  const changes = useWalletChangesOf(signatures, flow.wallet);
  const received = changes.data?.tokens.filter((t) => t.delta > 0n) ?? [];
  // Whatever arrived is named by the one rule: a claim that paid out a look-alike says so.
  const wordsOf = useTokenWords(received.map((t) => t.mint));
  // What arrived is worth, today, what the inbox said the withdrawal was worth (claimWorth.ts).
  const { prices, reading } = useUsdPriceReads(received.map((t) => t.mint));
  const assets: ClaimAsset[] = received.map((t) => ({
    mint: t.mint,
    amount: Number(formatBaseUnits(t.delta, t.decimals)),
  }));
  const refund = changes.data?.lamportsBeforeFee;

  return (
    <section className="op-success" aria-labelledby="claim-success-title">
      <h2 id="claim-success-title">Claimed: the assets are in your wallet</h2>
      {changes.isPending ? <p>Reading the claim transaction…</p> : null}
      {changes.error ? (
        <p>
          The claim transaction’s record could not be read ({changes.error.message}); your wallet
          shows the received tokens.
        </p>
      ) : null}
      {changes.data ? (
        <>
          <h3>Received</h3>
          {received.length > 0 ? (
            <>
              <ul aria-label="Tokens received">
                {received.map((t) => (
                  <li key={t.mint}>
                    {formatTokenAmount(t.delta, t.decimals)}{' '}
                    <TokenWordsView words={wordsOf(t.mint)} />
                  </li>
                ))}
              </ul>
              <p className="claim-assets__worth">
                {claimWorthWords(assets, prices, reading, (mint) => wordsOf(mint).label)}
              </p>
            </>
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
