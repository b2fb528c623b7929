import { useBasketParam } from '../operation-page/useBasketParam';
import { OperationPage, type OperationFormContext } from '../operation-page/OperationPage';
import { MetadataForm } from './MetadataForm';
import { MetadataSuccess } from './MetadataSuccess';
import { metadataOperation } from './operation';

export default function MetadataPage() {
  return <OperationPage op="set-metadata" Form={MetadataUpdateForm} Success={MetadataSuccess} />;
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
