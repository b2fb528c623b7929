import { useBasketParam } from '../operation-page/useBasketParam';
import { lazyOutcomeView } from '../operation-page/lazyOutcomeView';
import {
  OperationPage,
  type OperationFormContext,
  type OperationSuccessProps,
} from '../operation-page/OperationPage';
import { MetadataForm } from './MetadataForm';
import type { OperationPageProps } from '../../operations/descriptor';

// The success view and the flow's definition come with the flow engine, loaded on demand
// (lazyOutcomeView.tsx): the form renders without them.
const MetadataSuccess = lazyOutcomeView<OperationSuccessProps<'set-metadata'>>(() =>
  import('../outcomeViews').then((m) => m.MetadataSuccess),
);

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
      onSubmit={async (request) => {
        const { metadataOperation } = await import('../engines');
        await start(metadataOperation.declare(request));
      }}
    />
  );
}
