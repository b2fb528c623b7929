import { PublicKey } from '@solana/web3.js';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { signedOf, type FlowOf } from '../../flow';
import { formatTokenAmount } from '../../solana/amounts';
import { useTokenBalances } from '../../solana/queries';
import { USDC_MINT } from '../../solana/tokens';
import { Notice } from '../../ui/Notice';
import { useWalletChanges } from '../../solana/useWalletChanges';
import { DEPOSIT_STEP } from '../engines';

/** The deposit landed (and, when watched, the basket tokens arrived): what changed, what next. */
export function DepositSuccess({ flow }: { flow: FlowOf<'deposit'> }) {
  const { request } = flow;
  const owner = useMemo(() => new PublicKey(flow.wallet), [flow.wallet]);
  const depositStep = flow.steps.find((s) => s.key === DEPOSIT_STEP.key);
  const wait = flow.steps.find((s) => s.kind === 'wait');
  const mint = wait?.watch.mint ?? flow.facts.basketMint;

  const balances = useTokenBalances(owner);
  const changes = useWalletChanges(
    depositStep ? signedOf(depositStep)?.signature : undefined,
    flow.wallet,
  );
  const held = mint ? balances.data?.get(mint) : undefined;
  const baseline = wait?.status === 'done' ? wait.baseline : undefined;
  const received = held && baseline !== undefined ? held.amount - BigInt(baseline) : undefined;
  const usdcSpent = changes.data?.tokens.find((t) => t.mint === USDC_MINT);
  const query = `?basket=${encodeURIComponent(request.basket)}`;

  return (
    <section className="op-success" aria-labelledby="deposit-success-title">
      <h2 id="deposit-success-title">
        {mint ? 'Deposit complete: basket tokens received' : 'Deposit sent'}
      </h2>
      <dl className="op-success__facts">
        <dt>USDC deposited</dt>
        <dd>
          {usdcSpent
            ? `${formatTokenAmount(-usdcSpent.delta, usdcSpent.decimals)} USDC`
            : changes.isError
              ? `${request.amount} USDC (requested; the transaction record could not be read)`
              : 'Reading the transaction…'}
        </dd>
        {mint ? (
          <>
            <dt>Basket tokens received</dt>
            <dd>
              {received !== undefined && held
                ? formatTokenAmount(received, held.decimals)
                : balances.isError
                  ? 'Your balance could not be read; check your wallet.'
                  : 'Reading your balance…'}
            </dd>
            <dt>Basket tokens held now</dt>
            <dd>{held ? formatTokenAmount(held.amount, held.decimals) : '…'}</dd>
          </>
        ) : null}
      </dl>
      {!mint ? (
        <Notice tone="info" title="Basket tokens follow">
          The basket’s automation buys its tokens and mints your basket tokens within 3 minutes.
          This app does not know this basket’s token, so it cannot watch for them; they appear in
          your wallet.
        </Notice>
      ) : null}
      <h3>What next</h3>
      <ul>
        <li>
          <Link to={`/withdraw${query}`}>Withdraw from this basket</Link> — redeem basket tokens for
          your share of its assets.
        </li>
        <li>
          <Link to="/baskets">Your portfolio</Link> — this basket is saved there with your balance.
        </li>
      </ul>
    </section>
  );
}
