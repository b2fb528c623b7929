import { useState } from 'react';
import { useSettings } from '../../app/settings';
import { NamedTokens } from '../../tokens/NamedTokens';
import { SearchingTokenField } from '../../tokens/TokenPicker';
import { useTokenOptions } from '../baskets/useTokenOptions';
import { OperationPage, type OperationFormContext } from '../operation-page/OperationPage';
import { createFormDefaults } from './basketFormSchema';
import { CreateForm } from './CreateForm';
import { createOperation } from './operation';
import { CreateStranded } from './CreateStranded';
import { CreateSuccess } from './CreateSuccess';

export default function CreatePage() {
  return (
    <OperationPage
      op="create"
      title="Create a basket"
      lead="Choose up to 15 tokens and their weights, name the basket token, and set its fees. Creating takes three transactions, each signed by your wallet: create the basket, set up its composition, then activate it."
      wallet={{ does: 'becomes the basket’s creator and signs its transactions' }}
      form={(page) => <CreateBasketForm {...page} />}
      success={(flow, backToForm) => <CreateSuccess flow={flow} onCreateAnother={backToForm} />}
      stranded={(flow) => <CreateStranded flow={flow} />}
    />
  );
}

function CreateBasketForm({ start, wallet }: OperationFormContext<'create'>) {
  const { settings } = useSettings();
  const tokens = useTokenOptions();
  // The form keeps its first defaults; later settings changes must not wipe what was typed.
  const [defaults] = useState(() => createFormDefaults(settings.hostPlatform));
  return (
    <CreateForm
      defaultValues={defaults}
      walletAddress={wallet}
      tokens={tokens}
      tokenField={SearchingTokenField}
      tokenNames={NamedTokens}
      onSubmit={(request) => start(createOperation.declare(request))}
    />
  );
}
