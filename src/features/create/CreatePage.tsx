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
      operation={createOperation}
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
