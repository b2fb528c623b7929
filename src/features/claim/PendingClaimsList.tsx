import { Link } from 'react-router';
import { formatTokenAmount } from '../../solana/amounts';
import { Card } from '../../ui/Card';
import { shortenAddress } from '../../ui/format';
import { ClaimAssets } from './ClaimAssets';
import type { InboxItem } from './claimInbox';
import './claim.css';
// Links drawn as buttons: the button look comes with its stylesheet.
import '../../ui/Button.css';

const STATUS_WORDS: Record<InboxItem['status'], string> = {
  ready: 'Ready to claim',
  pending: 'The service is still moving the assets into the withdraw account',
  unknown:
    'Not among your open withdrawals on the chain: claimed already, or not visible yet (the claim will tell)',
};

/**
 * Pending claims, each with what it holds and a Claim link that opens its withdraw account: the
 * claim inbox (/claim) and the portfolio list them.
 */
export function PendingClaimsList({ items }: { items: readonly InboxItem[] }) {
  return (
    <ul className="claim-list" aria-label="Pending claims">
      {items.map((item) => (
        <InboxEntry key={item.account} item={item} />
      ))}
    </ul>
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
            className="ui-button ui-button--primary"
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
