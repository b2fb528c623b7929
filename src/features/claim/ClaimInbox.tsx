import { useWallet } from '@solana/wallet-adapter-react';
import { Link, useNavigate } from 'react-router';
import { Card } from '../../ui/Card';
import { ReadFailed } from '../../ui/ReadFailed';
import { shortenAddress } from '../../ui/format';
import { OperationPageFrame } from '../operation-page/OperationPageFrame';
import { ClaimAssets } from './ClaimAssets';
import { ClaimByAddressForm } from './ClaimByAddressForm';
import type { InboxItem } from './claimInbox';
import { PendingDeposits } from './PendingDeposits';
import { useClaimInbox } from './useClaimInbox';
import { formatTokenAmount } from '../../solana/amounts';

const STATUS_WORDS: Record<InboxItem['status'], string> = {
  ready: 'Ready to claim',
  pending: 'The service is still moving the assets into the withdraw account',
  unknown:
    'Not among your open withdrawals on the chain: claimed already, or not visible yet (the claim will tell)',
};

/** Every pending claim of the connected wallet, each with what it holds and a Claim action. */
export function ClaimInbox() {
  const { publicKey } = useWallet();
  const navigate = useNavigate();
  const { items, sellStates } = useClaimInbox();

  return (
    <OperationPageFrame
      title="Claim"
      lead="After a withdrawal, the basket sets your share of its assets aside in a withdraw account. Claiming moves them into your wallet in two transactions: create the token accounts you lack, then claim the tokens. The withdraw account’s rent is refunded to you."
      wallet={{ does: 'owns the withdrawals to claim' }}
    >
      <Card title="Pending claims">
        {sellStates.isError ? (
          <ReadFailed title="Your withdrawals could not be read from the chain" read={sellStates}>
            Claims saved in this browser are still listed.
          </ReadFailed>
        ) : null}
        {items.length === 0 && sellStates.isLoading ? (
          <p role="status">Looking for your withdrawals…</p>
        ) : items.length === 0 ? (
          <p>
            {publicKey
              ? 'No pending claims for this wallet.'
              : 'Connect a wallet to see its pending claims.'}{' '}
            <Link to="/withdraw">Withdraw from a basket</Link> to start one.
          </p>
        ) : (
          <ul className="claim-list" aria-label="Pending claims">
            {items.map((item) => (
              <InboxEntry key={item.account} item={item} />
            ))}
          </ul>
        )}
      </Card>
      {publicKey ? <PendingDeposits /> : null}
      <Card title="Claim another withdrawal">
        <ClaimByAddressForm onOpen={(account) => void navigate(`/claim/${account}`)} />
      </Card>
    </OperationPageFrame>
  );
}

function InboxEntry({ item }: { item: InboxItem }) {
  const from = item.basketSymbol ?? (item.basket ? shortenAddress(item.basket) : undefined);
  const title = `Withdrawal ${shortenAddress(item.account)}${from ? ` from ${from}` : ''}`;
  return (
    <li>
      <Card title={title} headingLevel={3}>
        <dl className="op-success__facts">
          {item.amount !== undefined ? (
            <>
              <dt>Basket tokens withdrawn</dt>
              <dd>{formatTokenAmount(item.amount)}</dd>
            </>
          ) : null}
          <dt>Holds</dt>
          <dd>
            <ClaimAssets assets={item.assets} />
          </dd>
          <dt>Status</dt>
          <dd>{STATUS_WORDS[item.status]}</dd>
        </dl>
        <div className="claim-item__actions">
          <Link
            className="ui-button ui-button--primary ui-button--md"
            to={`/claim/${item.account}`}
            aria-label={`Claim ${title}`}
          >
            Claim
          </Link>
        </div>
      </Card>
    </li>
  );
}
