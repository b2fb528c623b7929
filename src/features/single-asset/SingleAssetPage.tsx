// Mint with one token and Burn for one token: one page, two routes (/mint and /burn).
import { OperationPage, type OperationFormContext } from '../operation-page/OperationPage';
import type { Direction } from './directions';
import { SingleAssetForm } from './SingleAssetForm';
import { SingleAssetSuccess } from './SingleAssetSuccess';

function MintForm(page: OperationFormContext<Direction>) {
  return <SingleAssetForm direction="mint" {...page} />;
}

function BurnForm(page: OperationFormContext<Direction>) {
  return <SingleAssetForm direction="burn" {...page} />;
}

const FORMS = { mint: MintForm, burn: BurnForm };

export function SingleAssetPage({ direction }: { direction: Direction }) {
  return <OperationPage op={direction} Form={FORMS[direction]} Success={SingleAssetSuccess} />;
}

export function MintPage() {
  return <SingleAssetPage direction="mint" />;
}

export function BurnPage() {
  return <SingleAssetPage direction="burn" />;
}
