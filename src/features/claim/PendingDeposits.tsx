import { Link } from 'react-router';
import { Card } from '../../ui/Card';
import { ReadFailed } from '../../ui/ReadFailed';
import { shortenAddress } from '../../ui/format';
import type { PendingDeposit } from './claimInbox';
import { usePendingDeposits } from './usePendingDeposits';
import { formatTokenAmount } from '../../solana/amounts';

const usdc = (amount: number) => `${formatTokenAmount(amount)} USDC`;

function timeLeft(deposit: PendingDeposit): string {
  if (deposit.secondsLeft === 0) {
    return 'Pending: the service’s 3 minutes are up, the basket tokens should arrive any moment';
  }
  const minutes = Math.floor(deposit.secondsLeft / 60);
  const seconds = deposit.secondsLeft % 60;
  return `Pending: basket tokens within about ${minutes > 0 ? `${minutes} min ` : ''}${seconds} s`;
}

/** The wallet's deposits whose USDC the service is still spending (its buy states). */
export function PendingDeposits() {
  const { deposits, buyStates } = usePendingDeposits();
  return (
    <Card title="Pending deposits">
      {buyStates.isError ? (
        <ReadFailed
          title="Your pending deposits could not be read from the chain"
          read={buyStates}
        />
      ) : buyStates.isLoading ? (
        <p role="status">Looking for pending deposits…</p>
      ) : deposits.length === 0 ? (
        <p>No deposits waiting: the service has minted the basket tokens of every deposit.</p>
      ) : (
        <ul className="claim-list" aria-label="Pending deposits">
          {deposits.map((deposit) => (
            <li key={deposit.account}>
              <Card title={`Deposit of ${usdc(deposit.usdc)}`} headingLevel={3}>
                <dl className="op-success__facts">
                  <dt>Basket</dt>
                  <dd>
                    <Link to={`/baskets/${deposit.basket}`}>{shortenAddress(deposit.basket)}</Link>
                  </dd>
                  <dt>Made</dt>
                  <dd>{new Date(deposit.createdAt * 1000).toLocaleString()}</dd>
                  <dt>USDC still to spend</dt>
                  <dd>{usdc(deposit.usdcLeft)}</dd>
                  <dt>Status</dt>
                  <dd>{timeLeft(deposit)}</dd>
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
