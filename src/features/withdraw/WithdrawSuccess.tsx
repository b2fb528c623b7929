import { useConnection } from '@solana/wallet-adapter-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { WithdrawRequest } from '../../api/schemas';
import { useSettings } from '../../app/settings';
import type { Flow } from '../../flow';
import { formatBaseUnits } from '../../solana/amounts';
import { explorerAddressUrl, explorerName } from '../../solana/explorer';
import { chainKeys } from '../../solana/queries';
import { CopyButton } from '../../ui/CopyButton';
import { ExplorerLink } from '../../ui/ExplorerLink';
import { Notice } from '../../ui/Notice';
import { usePendingClaims } from '../claim/usePendingClaims';
import { useWalletChanges } from '../claim/useWalletChanges';
import { findWithdrawAccount } from './findWithdrawAccount';
import { WITHDRAW_STEP } from './withdrawFlow';

/** The withdrawal landed: the basket tokens burned, the withdraw account saved, the way to claim. */
export function WithdrawSuccess({ flow, basketSymbol }: { flow: Flow; basketSymbol?: string }) {
  const request = flow.request as WithdrawRequest;
  const { settings } = useSettings();
  const { connection } = useConnection();
  const queryClient = useQueryClient();
  const { save } = usePendingClaims();
  const step = flow.steps.find((s) => s.key === WITHDRAW_STEP.key);
  const account = step?.tx ? findWithdrawAccount(step.tx) : undefined;
  const changes = useWalletChanges(step?.signature, flow.wallet);
  const burned = changes.data?.tokens.find((t) => t.delta < 0n);

  useEffect(() => {
    if (!account) return;
    save({
      account,
      basket: request.basket,
      amount: request.amount,
      withdrawSignature: step?.signature,
      basketSymbol,
    });
  }, [save, account, request.basket, request.amount, step?.signature, basketSymbol]);

  useEffect(() => {
    void queryClient.invalidateQueries({
      queryKey: chainKeys.tokenBalances(connection.rpcEndpoint, flow.wallet),
    });
  }, [queryClient, connection.rpcEndpoint, flow.wallet]);

  const resolve = (address: string) => explorerAddressUrl(address, settings);
  return (
    <section className="op-success" aria-labelledby="withdraw-success-title">
      <h2 id="withdraw-success-title">Withdrawal started: your assets are ready to claim</h2>
      <dl className="op-success__facts">
        <dt>Basket tokens burned</dt>
        <dd>
          {burned
            ? formatBaseUnits(-burned.delta, burned.decimals)
            : changes.isError
              ? `${request.amount} (requested; the transaction record could not be read)`
              : 'Reading the transaction…'}
        </dd>
        {account ? (
          <>
            <dt>Withdraw account</dt>
            <dd>
              <code>{account}</code> <CopyButton text={account} what="withdraw account" />{' '}
              <ExplorerLink
                address={account}
                resolve={resolve}
                explorerName={explorerName(settings)}
              >
                View
              </ExplorerLink>
            </dd>
          </>
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
            <Link className="ui-button ui-button--primary ui-button--md" to={`/claim/${account}`}>
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
