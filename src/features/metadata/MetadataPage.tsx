import { useSearchParams } from 'react-router';
import { OperationPage, type OperationFormContext } from '../operation-page/OperationPage';
import { MetadataForm } from './MetadataForm';
import { MetadataSuccess } from './MetadataSuccess';
import { metadataOperation } from './operation';

export default function MetadataPage() {
  return (
    <OperationPage
      operation={metadataOperation}
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
