import { useBasketParam } from '../operation-page/useBasketParam';
import { OperationPage, type OperationFormContext } from '../operation-page/OperationPage';
import { MetadataForm } from './MetadataForm';
import { MetadataSuccess } from './MetadataSuccess';
import { metadataOperation } from './operation';
import type { OperationPageProps } from '../../operations/descriptor';

export default function MetadataPage({ words }: OperationPageProps) {
  return (
    <OperationPage
      op="set-metadata"
      words={words}
      Form={MetadataUpdateForm}
      Success={MetadataSuccess}
    />
  );
}

function MetadataUpdateForm({ start, wallet }: OperationFormContext<'set-metadata'>) {
  const basketParam = useBasketParam();
  return (
    <MetadataForm
      initialBasket={basketParam}
      walletAddress={wallet}
      onSubmit={(request) => start(metadataOperation.declare(request))}
    />
  );
}
