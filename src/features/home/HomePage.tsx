import { useWallet } from '@solana/wallet-adapter-react';
import { Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { requestConnectDialog, useChainCode } from '../../page/chainCode';
import { useChainMounted } from '../../page/chainMounted';
import type { Audience } from '../../operations/descriptor';
import { useSettings } from '../../settings';
import { FAUCET_CHOOSE_WALLET_ID, FaucetConnectPrompt } from '../faucet/FaucetCard';
import { HomeIntro } from './HomeIntro';
import { NoRecentActivity } from './NoRecentActivity';
import { FaucetSection, loadWalletParts, RecentActivitySection } from './lazyWalletParts';
import { OPERATION_LIST } from '../operations';

const AUDIENCES: Audience[] = ['Creators', 'Depositors', 'Withdrawers'];

/**
 * The home page renders before the wallet code is there (app/providers/ChainBoundary.tsx); until
 * then its wallet parts show what they show with no wallet connected (a connected wallet from last
 * time loads the wallet code before the page renders: page/chainCode.ts).
 */
export default function HomePage() {
  const { settings } = useSettings();
  const chainMounted = useChainMounted();
  const { publicKey } = useWallet();
  const chainStatus = useChainCode().status;
  useDocumentTitle('');

  // The wallet parts' code downloads beside the wallet code, not after it.
  useEffect(() => {
    if (chainStatus !== 'idle') loadWalletParts().catch(() => undefined);
  }, [chainStatus]);

  const faucetPrompt = (
    <FaucetConnectPrompt onChooseWallet={() => requestConnectDialog(FAUCET_CHOOSE_WALLET_ID)} />
  );
  const noActivity = <NoRecentActivity wallet="none" />;
  return (
    <div className="page home">
      <HomeIntro />

      {/* With no wallet the wallet-aware card shows this same prompt: it stays, not replaced by
          its twin as the wallet code arrives, so the focus stays on its button. */}
      {settings.cluster === 'sandbox' &&
        (chainMounted && publicKey ? (
          <Suspense fallback={faucetPrompt}>
            <FaucetSection />
          </Suspense>
        ) : (
          faucetPrompt
        ))}

      <section aria-labelledby="operations-title">
        <h2 id="operations-title">What you can do here</h2>
        {AUDIENCES.map((audience) => (
          <div key={audience} className="operation-group">
            <h3>{audience}</h3>
            <ul className="operation-cards">
              {OPERATION_LIST.filter(({ words }) => words.audience === audience).map(
                ({ path, words }) => (
                  <li key={path} className="operation-card">
                    <h4>
                      <Link to={path}>{words.linkTitle}</Link>
                    </h4>
                    <p>{words.summary}</p>
                  </li>
                ),
              )}
            </ul>
          </div>
        ))}
      </section>

      {chainMounted ? (
        <Suspense fallback={noActivity}>
          <RecentActivitySection />
        </Suspense>
      ) : (
        noActivity
      )}
    </div>
  );
}
