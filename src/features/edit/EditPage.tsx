import { useBasketParam } from '../operation-page/useBasketParam';
import { useSearchingTokens } from '../create/searchingTokens';
import { OperationPage, type OperationFormContext } from '../operation-page/OperationPage';
import { EditForm } from './EditForm';
import { EditSuccess } from './EditSuccess';
import { BacktestSection } from '../backtest/BacktestSection';
import { editOperation } from './operation';
import type { OperationPageProps } from '../../operations/descriptor';

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
      onSubmit={(request, symbol) => start(editOperation.declare(request, symbol))}
    />
  );
}
