import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { OPERATIONS, type Operation } from '../../app/operations';
import { useSettings } from '../../app/settings';
import { FaucetPanel } from '../faucet/FaucetPanel';
import { HomeIntro } from './HomeIntro';
import { RecentActivitySection } from './RecentActivitySection';

const AUDIENCES: Operation['audience'][] = ['Creators', 'Depositors', 'Withdrawers'];

export default function HomePage() {
  const { settings } = useSettings();
  useDocumentTitle('');
  return (
    <div className="page home">
      <HomeIntro />

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
