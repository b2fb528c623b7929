import { useWallet } from '@solana/wallet-adapter-react';
import { Link } from 'react-router';
import { useFlows } from '../../flow';
import { RecentActivity } from '../activity/RecentActivity';

/**
 * The home page's recent activity: the flow engine's list when the connected wallet has flows on
 * this network, otherwise a sentence saying what will appear here.
 */
export function RecentActivitySection() {
  const { publicKey } = useWallet();
  const { flows, ready } = useFlows();
  if (ready && flows.length > 0) return <RecentActivity />;
  return (
    <section aria-labelledby="recent-activity-title">
      <h2 id="recent-activity-title">Recent activity</h2>
      <p>
        {publicKey
          ? 'Nothing yet on this network. Operations you start here appear with each transaction, and anything unfinished can be resumed.'
          : 'Connect a wallet to see the operations you started from this browser.'}{' '}
        <Link to="/activity">See all your activity</Link>.
      </p>
    </section>
  );
}
