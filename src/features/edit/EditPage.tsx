import { useBasketParam } from '../operation-page/useBasketParam';
import { useSearchingTokens } from '../create/searchingTokens';
import { lazyOutcomeView } from '../operation-page/lazyOutcomeView';
import {
  OperationPage,
  type OperationFormContext,
  type OperationSuccessProps,
} from '../operation-page/OperationPage';
import { EditForm } from './EditForm';
import { BacktestSection } from '../backtest/BacktestSection';
import type { OperationPageProps } from '../../operations/descriptor';

// The success view and the flow's definition come with the flow engine, loaded on demand
// (lazyOutcomeView.tsx): the form renders without them.
const EditSuccess = lazyOutcomeView<OperationSuccessProps<'edit'>>(() =>
  import('../outcomeViews').then((m) => m.EditSuccess),
);

export default function EditPage({ words }: OperationPageProps) {
  return <OperationPage op="edit" words={words} Form={EditBasketForm} Success={EditSuccess} />;
}

function EditBasketForm({ start, wallet }: OperationFormContext<'edit'>) {
  const basketParam = useBasketParam();
  const searching = useSearchingTokens();
  return (
    <EditForm
      initialBasket={basketParam}
      walletAddress={wallet}
      {...searching}
      backtest={BacktestSection}
      onSubmit={async (request, symbol) => {
        const { editOperation } = await import('../engines');
        await start(editOperation.declare(request, symbol));
      }}
    />
  );
}
