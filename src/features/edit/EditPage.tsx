import { useBasketParam } from '../operation-page/useBasketParam';
import { useSearchingTokens } from '../create/searchingTokens';
import { OperationPage, type OperationFormContext } from '../operation-page/OperationPage';
import { EditForm } from './EditForm';
import { EditSuccess } from './EditSuccess';
import { BacktestSection } from '../backtest/BacktestSection';
import { editOperation } from './operation';

export default function EditPage() {
  return <OperationPage op="edit" Form={EditBasketForm} Success={EditSuccess} />;
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
