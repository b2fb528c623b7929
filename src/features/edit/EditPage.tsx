import { useWallet } from '@solana/wallet-adapter-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { useConnectModal } from '../../app/wallet/ConnectModalContext';
import { FlowPanel, useFlows } from '../../flow';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { NamedTokens } from '../../tokens/NamedTokens';
import { SearchingTokenField } from '../../tokens/TokenPicker';
import { useTokenOptions } from '../baskets/useTokenOptions';
import { EditForm } from './EditForm';
import { editOperation } from './operation';
import { EditSuccess } from './EditSuccess';
import { UnfinishedFlowsNotice } from '../activity/UnfinishedFlowsNotice';
import '../baskets/operationPage.css';

export default function EditPage() {
  useDocumentTitle('Edit a basket');
  const [params] = useSearchParams();
  const { publicKey } = useWallet();
  const modal = useConnectModal();
  const tokens = useTokenOptions();
  const flows = useFlows();
  const [flowId, setFlowId] = useState<string>();
  const wallet = publicKey?.toBase58();

  return (
    <section className="page op-page" aria-labelledby="edit-title">
      <h1 id="edit-title">Edit a basket</h1>
      <p className="lead">
        Change the deposit fee, rebalancing settings and tokens of a Mutable basket you created. The
        name, symbol and metadata are changed under “Update token metadata”; the type and host
        platform are fixed at creation.
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
          Only the wallet that created a basket can edit it.
        </Notice>
      ) : null}
      <div hidden={flowId !== undefined}>
        <EditForm
          initialBasket={params.get('basket') ?? ''}
          walletAddress={wallet}
          tokens={tokens}
          tokenField={SearchingTokenField}
          tokenNames={NamedTokens}
          onSubmit={(request, symbol) =>
            setFlowId(flows.prepare(editOperation.declare(request, symbol)))
          }
        />
      </div>
      {flowId ? (
        <FlowPanel
          id={flowId}
          renderSuccess={(flow) =>
            flow.op === 'edit' ? <EditSuccess flow={flow} tokens={tokens} /> : null
          }
          onBackToForm={() => setFlowId(undefined)}
        />
      ) : null}
    </section>
  );
}
