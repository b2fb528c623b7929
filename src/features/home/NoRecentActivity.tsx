import { Link } from 'react-router';
import { CONNECTING_WALLET } from '../../wallet/ConnectingWalletStatus';

/**
 * The home page's recent activity when there is none to list; with no wallet connected the page
 * shows it before the wallet code has loaded (HomePage).
 */
export function NoRecentActivity({ wallet }: { wallet: 'connected' | 'connecting' | 'none' }) {
  return (
    <section aria-labelledby="recent-activity-title">
      <h2 id="recent-activity-title">Recent activity</h2>
      <p>
        {wallet === 'connected'
          ? 'Nothing yet on this network. Operations you start here appear with each transaction, and anything unfinished can be resumed.'
          : wallet === 'connecting'
            ? CONNECTING_WALLET
            : 'Connect a wallet to see the operations you started from this browser.'}{' '}
        <Link to="/activity">See all your activity</Link>.
      </p>
    </section>
  );
}
