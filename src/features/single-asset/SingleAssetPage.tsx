// Mint with one token and Burn for one token: one page, two routes (/mint and /burn).
import type { OperationPageProps } from '../../operations/descriptor';
import { lazyOutcomeView } from '../operation-page/lazyOutcomeView';
import {
  OperationPage,
  type OperationFormContext,
  type OperationSuccessProps,
} from '../operation-page/OperationPage';
import type { Direction } from './directions';
import { SingleAssetForm } from './SingleAssetForm';

const SingleAssetSuccess = lazyOutcomeView<OperationSuccessProps<Direction>>(() =>
  import('../outcomeViews').then((m) => m.SingleAssetSuccess),
);

function MintForm(page: OperationFormContext<Direction>) {
  return <SingleAssetForm direction="mint" {...page} />;
}

function BurnForm(page: OperationFormContext<Direction>) {
  return <SingleAssetForm direction="burn" {...page} />;
}

const FORMS = { mint: MintForm, burn: BurnForm };

export function SingleAssetPage({
  direction,
  words,
}: OperationPageProps & { direction: Direction }) {
  return (
    <OperationPage
      op={direction}
      words={words}
      Form={FORMS[direction]}
      Success={SingleAssetSuccess}
    />
  );
}

export function MintPage({ words }: OperationPageProps) {
  return <SingleAssetPage direction="mint" words={words} />;
}

export function BurnPage({ words }: OperationPageProps) {
  return <SingleAssetPage direction="burn" words={words} />;
}
