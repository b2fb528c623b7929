import { useState } from 'react';
import { Link } from 'react-router';
import { publicKeySchema } from '../../api/schemas';
import { useSettings } from '../../app/settings';
import { explorerAddressUrl, explorerName } from '../../solana/explorer';
import { Button } from '../../ui/Button';
import { CopyButton } from '../../ui/CopyButton';
import { ExplorerLink } from '../../ui/ExplorerLink';
import { Notice } from '../../ui/Notice';
import { shortenAddress } from '../../ui/format';
import { OperationPage, type OperationFormContext } from '../operation-page/OperationPage';
import { OperationPageFrame } from '../operation-page/OperationPageFrame';
import { ClaimAssets } from './ClaimAssets';
import { claimOperation } from './operation';
import { ClaimSuccess } from './ClaimSuccess';
import { useClaimInbox } from './useClaimInbox';

/** One withdraw account: what it holds, and the two-step claim. */
export function ClaimAccount({ account }: { account: string }) {
  const valid = publicKeySchema.safeParse(account);
  if (!valid.success) {
    return (
      <OperationPageFrame title={claimOperation.page.title} lead={claimOperation.page.lead}>
        <Notice tone="error" title="This is not a withdraw account address">
          {valid.error.issues[0]?.message}. Open the claim from your{' '}
          <Link to="/claim">claim inbox</Link>, or paste the address there.
        </Notice>
      </OperationPageFrame>
    );
  }
  return (
    <OperationPage
      operation={claimOperation}
      form={(page) => <ClaimReview account={valid.data} {...page} />}
      success={(flow) => <ClaimSuccess flow={flow} />}
    />
  );
}

/** What the withdraw account holds, and the button that prepares its claim. */
function ClaimReview({
  account,
  start,
  wallet,
}: { account: string } & OperationFormContext<'claim'>) {
  const { settings } = useSettings();
  const { items } = useClaimInbox();
  const [needsWallet, setNeedsWallet] = useState(false);
  const item = items.find((i) => i.account === account);
  const resolve = (address: string) => explorerAddressUrl(address, settings);
  const from = item?.basketSymbol ?? (item?.basket ? shortenAddress(item.basket) : undefined);

  return (
    <div className="op-form">
      <dl className="op-success__facts">
        <dt>Withdraw account</dt>
        <dd>
          <code>{account}</code> <CopyButton text={account} what="withdraw account" />{' '}
          <ExplorerLink address={account} resolve={resolve} explorerName={explorerName(settings)}>
            View
          </ExplorerLink>
        </dd>
        {from ? (
          <>
            <dt>From basket</dt>
            <dd>{from}</dd>
          </>
        ) : null}
        {item?.amount !== undefined ? (
          <>
            <dt>Basket tokens withdrawn</dt>
            <dd>{item.amount.toLocaleString('en-US', { maximumFractionDigits: 9 })}</dd>
          </>
        ) : null}
        <dt>What will arrive</dt>
        <dd>
          <ClaimAssets assets={item?.assets} />
        </dd>
      </dl>
      {item?.status === 'pending' ? (
        <Notice tone="info" title="Not ready yet">
          The basket is still moving your share of its assets into the withdraw account. This page
          updates by itself; the claim works once they are there.
        </Notice>
      ) : null}
      {needsWallet && !wallet ? (
        <Notice tone="error" title="Connect a wallet first">
          The wallet that made the withdrawal signs the claim.
        </Notice>
      ) : null}
      <div className="op-form__actions">
        <Button
          variant="primary"
          onClick={() => {
            if (!wallet) {
              setNeedsWallet(true);
              return;
            }
            start(claimOperation.declare({ user: wallet, basket: account }));
          }}
        >
          Review claim
        </Button>
        <Link to="/claim">Back to the claim inbox</Link>
      </div>
    </div>
  );
}
