import { PlannedPage } from '../../app/layout/PlannedPage';

export default function DepositPage() {
  return (
    <PlannedPage
      title="Deposit"
      purpose="you will deposit USDC into a basket, sign one transaction, and watch the basket tokens arrive once the basket has bought its assets."
    />
  );
}
