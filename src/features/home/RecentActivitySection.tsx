import { useWallet } from '@solana/wallet-adapter-react';
import { useFlows } from '../../flow';
import { RecentActivity } from '../activity/RecentActivity';
import { NoRecentActivity } from './NoRecentActivity';
import { useWalletConnecting } from '../../wallet/useWalletConnecting';

/**
 * The home page's recent activity: the flow engine's list when the connected wallet has flows on
 * this network, otherwise a sentence saying what will appear here.
 */
export function RecentActivitySection() {
  const { publicKey } = useWallet();
  const connecting = useWalletConnecting();
  const { flows, ready } = useFlows();
  if (ready && flows.length > 0) return <RecentActivity />;
  return <NoRecentActivity wallet={publicKey ? 'connected' : connecting ? 'connecting' : 'none'} />;
}
