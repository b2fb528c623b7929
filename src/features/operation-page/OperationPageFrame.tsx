import { useWallet } from '@solana/wallet-adapter-react';
import { useId, type ReactNode } from 'react';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { UnfinishedFlowsNotice } from '../activity/UnfinishedFlowsNotice';
import type { WalletNeed } from '../../operations/descriptor';
import { useWalletConnecting } from '../../wallet/useWalletConnecting';
import { ConnectWalletNotice } from './ConnectWalletNotice';
import './OperationPage.css';

export interface OperationPageFrameProps {
  /** The page's heading and the document's title. */
  title: string;
  lead: ReactNode;
  /** Said while no wallet is connected; nothing when the page can do without one. */
  wallet?: WalletNeed;
  /** The flow the page shows, left out of the unfinished flows it offers to resume. */
  showing?: string;
  children: ReactNode;
}

/** What every operation page opens with: its heading and lead, unfinished flows, the wallet. */
export function OperationPageFrame({
  title,
  lead,
  wallet,
  showing,
  children,
}: OperationPageFrameProps) {
  useDocumentTitle(title);
  const headingId = useId();
  const { publicKey } = useWallet();
  const connecting = useWalletConnecting();
  return (
    <section className="page op-page" aria-labelledby={headingId}>
      {/* Not the flow's title: the flow panel is a region named by that. */}
      <h1 id={headingId}>{title}</h1>
      <p className="lead">{lead}</p>
      <UnfinishedFlowsNotice showing={showing} />
      {wallet && !publicKey && !connecting ? <ConnectWalletNotice need={wallet} /> : null}
      {children}
    </section>
  );
}
