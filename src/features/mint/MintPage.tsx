import { PlannedPage } from '../../app/layout/PlannedPage';

export default function MintPage() {
  return (
    <PlannedPage
      title="Mint with one token"
      purpose="you will contribute one of a basket's tokens and receive basket tokens in a single transaction."
    />
  );
}
