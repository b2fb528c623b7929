import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { OPERATIONS, type Operation } from '../../app/operations';
import { useSettings } from '../../app/settings';
import { FaucetPanel } from '../faucet/FaucetPanel';
import { RecentActivitySection } from './RecentActivitySection';

const AUDIENCES: Operation['audience'][] = ['Creators', 'Depositors', 'Withdrawers'];

export default function HomePage() {
  const { settings } = useSettings();
  useDocumentTitle('');
  return (
    <div className="page home">
      <section aria-labelledby="home-title" className="home-intro">
        <h1 id="home-title">Token baskets on Solana</h1>
        <p className="lead">
          Create a basket of up to 15 tokens with its own basket token, or put money into a basket
          someone else runs. Every step is a transaction you review and approve in your wallet.
        </p>
      </section>

      {settings.cluster === 'sandbox' && <FaucetPanel />}

      <section aria-labelledby="operations-title">
        <h2 id="operations-title">What you can do here</h2>
        {AUDIENCES.map((audience) => (
          <div key={audience} className="operation-group">
            <h3>{audience}</h3>
            <ul className="operation-cards">
              {OPERATIONS.filter((op) => op.audience === audience).map((op) => (
                <li key={op.path} className="operation-card">
                  <h4>
                    <Link to={op.path}>{op.title}</Link>
                  </h4>
                  <p>{op.summary}</p>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>

      <RecentActivitySection />
    </div>
  );
}
