import { useState } from 'react';
import type { OperationPageProps } from '../../operations/descriptor';
import { useSettings } from '../../settings';
import { useSearchingTokens } from './searchingTokens';
import { OperationPage, type OperationFormContext } from '../operation-page/OperationPage';
import { createFormDefaults } from './basketFormSchema';
import { CreateForm } from './CreateForm';
import { CreateStranded } from './CreateStranded';
import { CreateSuccess } from './CreateSuccess';
import { BacktestSection } from '../backtest/BacktestSection';

export default function CreatePage({ words }: OperationPageProps) {
  return (
    <OperationPage
      op="create"
      words={words}
      Form={CreateBasketForm}
      Success={CreateSuccess}
      Stranded={CreateStranded}
    />
  );
}

function CreateBasketForm({ start, wallet }: OperationFormContext<'create'>) {
  const { settings } = useSettings();
  const searching = useSearchingTokens();
  // The form keeps its first defaults; later settings changes must not wipe what was typed.
  const [defaults] = useState(() => createFormDefaults(settings.hostPlatform));
  return (
    <CreateForm
      defaultValues={defaults}
      walletAddress={wallet}
      {...searching}
      backtest={BacktestSection}
      // The flow's definition comes with the flow engine (operation.ts), loaded on demand.
      onSubmit={async (request) => {
        const { createOperation } = await import('../engines');
        await start(createOperation.declare(request));
      }}
    />
  );
}
