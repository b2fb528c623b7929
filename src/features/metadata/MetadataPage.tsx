import { useSearchParams } from 'react-router';
import { OperationPage, type OperationFormContext } from '../operation-page/OperationPage';
import { MetadataForm } from './MetadataForm';
import { MetadataSuccess } from './MetadataSuccess';
import { metadataOperation } from './operation';

export default function MetadataPage() {
  return (
    <OperationPage
      op="set-metadata"
      title="Update token metadata"
      lead="Change the name, symbol and metadata link that wallets and explorers show for a basket’s token. Only the basket’s creator can."
      wallet={{
        title: 'Connect the creator’s wallet',
        text: 'The creator’s wallet signs the update.',
      }}
      form={(page) => <MetadataUpdateForm {...page} />}
      success={(flow) => <MetadataSuccess flow={flow} />}
    />
  );
}

function MetadataUpdateForm({ start, wallet }: OperationFormContext<'set-metadata'>) {
  const [params] = useSearchParams();
  return (
    <MetadataForm
      initialBasket={params.get('basket') ?? ''}
      walletAddress={wallet}
      onSubmit={(request) => start(metadataOperation.declare(request))}
    />
  );
}
