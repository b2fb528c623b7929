import { PlannedPage } from '../../app/layout/PlannedPage';

export default function BurnPage() {
  return (
    <PlannedPage
      title="Burn for one token"
      purpose="you will burn basket tokens and receive one of the basket's tokens in a single transaction."
    />
  );
}
