import { useSearchParams } from 'react-router';
import { NamedTokens } from '../../tokens/NamedTokens';
import { SearchingTokenField } from '../../tokens/TokenPicker';
import { useTokenOptions } from '../baskets/useTokenOptions';
import { OperationPage, type OperationFormContext } from '../operation-page/OperationPage';
import { EditForm } from './EditForm';
import { EditSuccess } from './EditSuccess';
import { editOperation } from './operation';

export default function EditPage() {
  return (
    <OperationPage
      operation={editOperation}
      form={(page) => <EditBasketForm {...page} />}
      success={(flow) => <EditSuccess flow={flow} />}
    />
  );
}

function EditBasketForm({ start, wallet }: OperationFormContext<'edit'>) {
  const [params] = useSearchParams();
  const tokens = useTokenOptions();
  return (
    <EditForm
      initialBasket={params.get('basket') ?? ''}
      walletAddress={wallet}
      tokens={tokens}
      tokenField={SearchingTokenField}
      tokenNames={NamedTokens}
      onSubmit={(request, symbol) => start(editOperation.declare(request, symbol))}
    />
  );
}
