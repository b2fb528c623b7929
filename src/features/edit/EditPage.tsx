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
      op="edit"
      title="Edit a basket"
      lead="Change the deposit fee, rebalancing settings and tokens of a Mutable basket you created. The name, symbol and metadata are changed under “Update token metadata”; the type and host platform are fixed at creation."
      wallet={{
        title: 'Connect the creator’s wallet',
        text: 'Only the wallet that created a basket can edit it.',
      }}
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
