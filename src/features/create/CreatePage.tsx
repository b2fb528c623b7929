import { useWallet } from '@solana/wallet-adapter-react';
import { useMemo, useState } from 'react';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { useSettings } from '../../app/settings';
import { useConnectModal } from '../../app/wallet/ConnectModalContext';
import { FlowPanel, useFlows } from '../../flow';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { NamedTokens } from '../../tokens/NamedTokens';
import { SearchingTokenField } from '../../tokens/TokenPicker';
import { useTokenOptions } from '../baskets/useTokenOptions';
import { createFormDefaults } from './basketFormSchema';
import { CreateForm } from './CreateForm';
import { createOperation } from './operation';
import { CreateStranded } from './CreateStranded';
import { CreateSuccess } from './CreateSuccess';
import { UnfinishedFlowsNotice } from '../activity/UnfinishedFlowsNotice';
import '../baskets/operationPage.css';

export default function CreatePage() {
  useDocumentTitle('Create a basket');
  const { settings } = useSettings();
  const { publicKey } = useWallet();
  const modal = useConnectModal();
  const tokens = useTokenOptions();
  const flows = useFlows();
  const [flowId, setFlowId] = useState<string>();
  // The form keeps its first defaults; later settings changes must not wipe what was typed.
  const [defaults] = useState(() => createFormDefaults(settings.hostPlatform));
  const wallet = useMemo(() => publicKey?.toBase58(), [publicKey]);

  return (
    <section className="page op-page" aria-labelledby="create-title">
      <h1 id="create-title">Create a basket</h1>
      <p className="lead">
        Choose up to 15 tokens and their weights, name the basket token, and set its fees. Creating
        takes three transactions, each signed by your wallet: create the basket, set up its
        composition, then activate it.
      </p>
      <UnfinishedFlowsNotice showing={flowId} />
      {!wallet ? (
        <Notice
          tone="info"
          title="Connect a wallet first"
          actions={
            <Button variant="primary" onClick={modal.open}>
              Choose a wallet
            </Button>
          }
        >
          The connected wallet becomes the basket’s creator and signs its transactions. You can fill
          in the form before connecting.
        </Notice>
      ) : null}
      <div hidden={flowId !== undefined}>
        <CreateForm
          defaultValues={defaults}
          walletAddress={wallet}
          tokens={tokens}
          tokenField={SearchingTokenField}
          tokenNames={NamedTokens}
          onSubmit={(request) => setFlowId(flows.prepare(createOperation.declare(request)))}
        />
      </div>
      {flowId ? (
        <FlowPanel
          id={flowId}
          renderSuccess={(flow) =>
            flow.op === 'create' ? (
              <CreateSuccess flow={flow} onCreateAnother={() => setFlowId(undefined)} />
            ) : null
          }
          renderStranded={(flow) => <CreateStranded flow={flow} />}
          onBackToForm={() => setFlowId(undefined)}
        />
      ) : null}
    </section>
  );
}
