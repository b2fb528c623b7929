import { Link } from 'react-router';
import { CLUSTER_LABELS, useSettings } from '../../settings';

/** Which network the app talks to, always visible; a link to change it. */
export function ClusterBadge() {
  const { settings } = useSettings();
  const label = CLUSTER_LABELS[settings.cluster];
  return (
    <Link
      to="/settings"
      className={`cluster-badge cluster-${settings.cluster}`}
      title={`RPC ${settings.rpcUrl} · Basket API ${settings.apiBase}`}
    >
      <span className="ui-visually-hidden">Network: </span>
      {label}
      {settings.cluster === 'sandbox' && <span className="cluster-badge-note"> · test funds</span>}
    </Link>
  );
}
