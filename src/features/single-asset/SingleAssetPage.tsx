// Mint with one token and Burn for one token: one page, two routes (/mint and /burn).
import { OperationPage } from '../operation-page/OperationPage';
import { SINGLE_ASSET_OPERATIONS, type Direction } from './directions';
import { SingleAssetForm } from './SingleAssetForm';
import { SingleAssetSuccess } from './SingleAssetSuccess';

export function SingleAssetPage({ direction }: { direction: Direction }) {
  return (
    <OperationPage
      operation={SINGLE_ASSET_OPERATIONS[direction]}
      form={(page) => <SingleAssetForm direction={direction} {...page} />}
      success={(flow) => <SingleAssetSuccess flow={flow} />}
    />
  );
}

export function MintPage() {
  return <SingleAssetPage direction="mint" />;
}

export function BurnPage() {
  return <SingleAssetPage direction="burn" />;
}
