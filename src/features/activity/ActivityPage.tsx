import { useWallet } from '@solana/wallet-adapter-react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { PageLoading } from '../../page/PageLoading';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { useWalletHistory } from '../../history/hooks';
import { ChainHistory } from '../history/ChainHistory';
import { useFlows, useFlowsIfMounted } from '../../flow/FlowContext';
import { flowState, isActive } from '../../flow/machine';
import type { Flow } from '../../flow/types';
import { Button } from '../../ui/Button';
import { DemoWalletOffer } from '../../wallet/DemoWalletHint';
import { useWalletConnecting } from '../../wallet/useWalletConnecting';
import { ConnectingWalletStatus } from '../../wallet/ConnectingWalletStatus';
import { ConnectWalletNotice } from '../operation-page/ConnectWalletNotice';
import { StatusIcon } from '../../ui/StatusIcon';
import { flowStateView, formatWhen } from './flowStateWords';
import './Activity.css';

// A flow's review and timeline need the flow engine's views (and web3.js), which come with the
// chain code: there are flows to show only once it is there (routes render before it).
const LazyFlowPanel = lazy(() =>
  import('../../flow/FlowPanel').then((m) => ({ default: m.FlowPanel })),
);
const LazyTimeline = lazy(() =>
  import('../../flow/Timeline').then((m) => ({ default: m.Timeline })),
);

function FlowPanel(props: ComponentProps<typeof LazyFlowPanel>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyFlowPanel {...props} />
    </Suspense>
  );
}

function Timeline(props: ComponentProps<typeof LazyTimeline>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyTimeline {...props} />
    </Suspense>
  );
}

/**
 * The flows this browser ran for the connected wallet on the current cluster that are not finished
 * (above), then the wallet's whole basket history read from the chain, then the flows this browser
 * finished.
 */
export default function ActivityPage() {
  useDocumentTitle('Activity');
  // Before the chain code (no wallet yet: ChainBoundary), no flow engine either: nothing to list.
  const engine = useFlowsIfMounted();
  const flows = engine?.flows ?? [];
  const ready = engine?.ready ?? false;
  const { publicKey } = useWallet();
  const connecting = useWalletConnecting();
  const wallet = publicKey?.toBase58() ?? null;
  const unfinished = flows.filter(isActive);
  // Stopped for good (a step after its point of no return can no longer land): kept apart, open,
  // because their timeline says what exists and what the user can do.
  const stopped = flows.filter((f) => flowState(f) === 'stranded');
  const finished = flows.filter((f) => !isActive(f) && flowState(f) !== 'stranded');
  return (
    <section className="page activity" aria-labelledby="activity-title">
      <h1 id="activity-title">Activity</h1>
      {connecting ? (
        <ConnectingWalletStatus />
      ) : !ready ? (
        <>
          <ConnectWalletNotice
            need={{
              title: 'Connect a wallet to see its history',
              text: 'What it did with baskets, read from the chain, and the operations it started from this browser.',
            }}
          />
          <DemoWalletOffer />
        </>
      ) : (
        <>
          <section aria-labelledby="activity-unfinished">
            <h2 id="activity-unfinished">Unfinished ({unfinished.length})</h2>
            {unfinished.length === 0 ? (
              <p>Nothing unfinished.</p>
            ) : (
              <ul className="activity__list">
                {unfinished.map((f) => (
                  <li key={f.id} className="activity__item">
                    <FlowSummary flow={f} />
                    {flowState(f) === 'review' ? (
                      // Prepared but not confirmed: the review itself, with Confirm and sign.
                      <FlowPanel id={f.id} headingLevel={3} />
                    ) : (
                      <Timeline flow={f} headingLevel={3} />
                    )}
                    <DismissButton flow={f} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {stopped.length > 0 ? (
            <section aria-labelledby="activity-stopped">
              <h2 id="activity-stopped">Stopped ({stopped.length})</h2>
              <ul className="activity__list">
                {stopped.map((f) => (
                  <li key={f.id} className="activity__item">
                    <FlowSummary flow={f} />
                    <Timeline flow={f} headingLevel={3} />
                    <DismissButton flow={f} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {wallet ? <WalletChainHistory key={wallet} wallet={wallet} /> : null}
          <section aria-labelledby="activity-finished">
            <h2 id="activity-finished">Completed ({finished.length})</h2>
            <p className="muted">The operations this browser ran, with each step’s timeline.</p>
            {finished.length === 0 ? (
              <p>Nothing completed in this browser yet.</p>
            ) : (
              <ul className="activity__list">
                {finished.map((f) => (
                  <li key={f.id} className="activity__item">
                    <FlowSummary flow={f} />
                    <details>
                      <summary>Steps and transactions of {f.title}</summary>
                      <Timeline flow={f} headingLevel={3} />
                    </details>
                    <DismissButton flow={f} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}

function WalletChainHistory({ wallet }: { wallet: string }) {
  return <ChainHistory history={useWalletHistory(wallet)} wallet={wallet} />;
}

function FlowSummary({ flow }: { flow: Flow }) {
  const view = flowStateView(flow, useFlows().isRunning(flow.id));
  return (
    <p className="activity__summary">
      <StatusIcon name={view.icon} /> <span className="activity__state">{view.words}</span>
      <span className="activity__when">started {formatWhen(flow.createdAt)}</span>
    </p>
  );
}

function DismissButton({ flow }: { flow: Flow }) {
  const { dismiss, isRunning } = useFlows();
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={() => dismiss(flow.id)}
      disabled={isRunning(flow.id)}
      aria-label={`Dismiss ${flow.title}`}
    >
      Dismiss
    </Button>
  );
}
