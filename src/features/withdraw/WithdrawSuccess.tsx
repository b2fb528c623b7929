import { Link } from 'react-router';
import { signedOf, type FlowOf } from '../../flow';
import { formatTokenAmount } from '../../solana/amounts';
import { useWalletChanges } from '../../solana/useWalletChanges';
import { Notice } from '../../ui/Notice';
import { AddressFact } from '../operation-page/AddressFact';
// Links drawn as buttons: the button look comes with its stylesheet.
import '../../ui/Button.css';

/**
 * The withdrawal landed: the basket tokens burned, the withdraw account (read from the transaction;
 * the engine saved it to the claim inbox when it landed), and the way to claim.
 */
export function WithdrawSuccess({ flow }: { flow: FlowOf<'withdraw'> }) {
  const { request } = flow;
  const account = flow.facts.withdrawAccount;
  const step = flow.steps[0];
  const changes = useWalletChanges(step ? signedOf(step)?.signature : undefined, flow.wallet);
  const burned = changes.data?.tokens.find((t) => t.delta < 0n);

  return (
    <section className="op-success" aria-labelledby="withdraw-success-title">
      <h2 id="withdraw-success-title">Withdrawal started: your assets are ready to claim</h2>
      <dl className="op-success__facts">
        <dt>Basket tokens burned</dt>
        <dd>
          {burned
            ? formatTokenAmount(-burned.delta, burned.decimals)
            : changes.isError
              ? `${request.amount} (requested; the transaction record could not be read)`
              : 'Reading the transaction…'}
        </dd>
        {account ? (
          <AddressFact label="Withdraw account" address={account} what="withdraw account" />
        ) : null}
      </dl>
      {account ? (
        <>
          <p>
            The basket moves your share of its assets into this temporary account. Claim them into
            your wallet: two transactions, and the account’s rent comes back to you. It is saved in
            your claim inbox in this browser.
          </p>
          <p>
            <Link className="ui-button ui-button--primary" to={`/claim/${account}`}>
              Claim your assets
            </Link>
          </p>
        </>
      ) : (
        <Notice tone="warn" title="The withdraw account is not known here">
          The withdraw transaction did not create an account this app recognises. Open the
          transaction in the timeline to find it, then claim it from the{' '}
          <Link to="/claim">claim page</Link>.
        </Notice>
      )}
    </section>
  );
}
