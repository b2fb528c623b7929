import { Link } from 'react-router';
import { CLUSTER_LABELS, useSettings } from '../../settings';
import { FOOTER_ID } from '../../notifications/useFooterInView';

export function Footer() {
  const { settings } = useSettings();
  return (
    <footer id={FOOTER_ID} className="site-footer">
      <p>
        Basketry — build and manage token baskets on Solana. Connected to{' '}
        {CLUSTER_LABELS[settings.cluster]} (<span className="ui-mono">{settings.rpcUrl}</span>).{' '}
        <Link to="/settings">Change network</Link>
      </p>
    </footer>
  );
}
