import { PlannedPage } from '../../app/layout/PlannedPage';

export default function BasketsPage() {
  return (
    <PlannedPage
      title="My baskets"
      purpose="you will see the baskets you created and the basket tokens you hold, with links to manage each."
    />
  );
}
