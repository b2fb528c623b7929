import { PlannedPage } from '../../app/layout/PlannedPage';

export default function WithdrawPage() {
  return (
    <PlannedPage
      title="Withdraw"
      purpose="you will redeem basket tokens for your share of the basket's assets; the assets are then set aside for you to claim."
    />
  );
}
