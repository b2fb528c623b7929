import { useWallet } from '@solana/wallet-adapter-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { publicKeySchema } from '../../api/schemas';
import { useSettings } from '../../app/settings';
import { FlowPanel, useFlows } from '../../flow';
import { explorerAddressUrl, explorerName } from '../../solana/explorer';
import { Button } from '../../ui/Button';
import { CopyButton } from '../../ui/CopyButton';
import { ExplorerLink } from '../../ui/ExplorerLink';
import { Notice } from '../../ui/Notice';
import { shortenAddress } from '../../ui/format';
import { ConnectWalletNotice } from '../deposit/ConnectWalletNotice';
import { ClaimAssets } from './ClaimAssets';
import { claimOperation } from './operation';
import { ClaimSuccess } from './ClaimSuccess';
import { useClaimInbox } from './useClaimInbox';
import { UnfinishedFlowsNotice } from '../activity/UnfinishedFlowsNotice';

/** One withdraw account: what it holds, and the two-step claim. */
export function ClaimAccount({ account }: { account: string }) {
  const { settings } = useSettings();
  const { publicKey } = useWallet();
  const wallet = publicKey?.toBase58();
  const flows = useFlows();
  const { items } = useClaimInbox();
  const [flowId, setFlowId] = useState<string>();
  const [needsWallet, setNeedsWallet] = useState(false);
  const valid = publicKeySchema.safeParse(account);
  const item = items.find((i) => i.account === account);

  const heading = (
    <>
      {/* Not the flow's title: the flow panel is a region named by that. */}
      <h1 id="claim-title">Claim a withdrawal</h1>
      <p className="lead">
        Two transactions, each signed by your wallet: create the token accounts you lack for the
        withdrawn assets, then claim the tokens into your wallet. The withdraw account’s rent is
        refunded to you by the second one.
      </p>
      <UnfinishedFlowsNotice showing={flowId} />
    </>
  );

  if (!valid.success) {
    return (
      <section className="page op-page" aria-labelledby="claim-title">
        {heading}
        <Notice tone="error" title="This is not a withdraw account address">
          {valid.error.issues[0]?.message}. Open the claim from your{' '}
          <Link to="/claim">claim inbox</Link>, or paste the address there.
        </Notice>
      </section>
    );
  }

  const resolve = (address: string) => explorerAddressUrl(address, settings);
  const from = item?.basketSymbol ?? (item?.basket ? shortenAddress(item.basket) : undefined);
  return (
    <section className="page op-page" aria-labelledby="claim-title">
      {heading}
      {!wallet ? (
        <ConnectWalletNotice action="made the withdrawal and receives the assets" />
      ) : null}
      <div hidden={flowId !== undefined}>
        <div className="op-form">
          <dl className="op-success__facts">
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
              The basket is still moving your share of its assets into the withdraw account. This
              page updates by itself; the claim works once they are there.
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
                setFlowId(
                  flows.prepare(claimOperation.declare({ user: wallet, basket: valid.data })),
                );
              }}
            >
              Review claim
            </Button>
            <Link to="/claim">Back to the claim inbox</Link>
          </div>
        </div>
      </div>
      {flowId ? (
        <FlowPanel
          id={flowId}
          renderSuccess={(flow) => (flow.op === 'claim' ? <ClaimSuccess flow={flow} /> : null)}
          onBackToForm={() => setFlowId(undefined)}
        />
      ) : null}
    </section>
  );
}
