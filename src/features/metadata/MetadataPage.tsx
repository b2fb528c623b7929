import { useWallet } from '@solana/wallet-adapter-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { useConnectModal } from '../../app/wallet/ConnectModalContext';
import { FlowPanel, useFlows } from '../../flow';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { MetadataForm } from './MetadataForm';
import { metadataOperation } from './operation';
import { MetadataSuccess } from './MetadataSuccess';
import { UnfinishedFlowsNotice } from '../activity/UnfinishedFlowsNotice';
import '../baskets/operationPage.css';

export default function MetadataPage() {
  useDocumentTitle('Update token metadata');
  const [params] = useSearchParams();
  const { publicKey } = useWallet();
  const modal = useConnectModal();
  const flows = useFlows();
  const [flowId, setFlowId] = useState<string>();
  const wallet = publicKey?.toBase58();

  return (
    <section className="page op-page" aria-labelledby="metadata-title">
      <h1 id="metadata-title">Update token metadata</h1>
      <p className="lead">
        Change the name, symbol and metadata link that wallets and explorers show for a basket’s
        token. Only the basket’s creator can.
      </p>
      <UnfinishedFlowsNotice showing={flowId} />
      {!wallet ? (
        <Notice
          tone="info"
          title="Connect the creator’s wallet"
          actions={
            <Button variant="primary" onClick={modal.open}>
              Choose a wallet
            </Button>
          }
        >
          The creator’s wallet signs the update.
        </Notice>
      ) : null}
      <div hidden={flowId !== undefined}>
        <MetadataForm
          initialBasket={params.get('basket') ?? ''}
          walletAddress={wallet}
          onSubmit={(request) => setFlowId(flows.prepare(metadataOperation.declare(request)))}
        />
      </div>
      {flowId ? (
        <FlowPanel
          id={flowId}
          renderSuccess={(flow) =>
            flow.op === 'set-metadata' ? <MetadataSuccess flow={flow} /> : null
          }
          onBackToForm={() => setFlowId(undefined)}
        />
      ) : null}
    </section>
  );
}
