import { PlannedPage } from '../../app/layout/PlannedPage';

export default function ClaimPage() {
  return (
    <PlannedPage
      title="Claim"
      purpose="you will see your finished withdrawals and move their assets into your wallet (two transactions: create the token accounts, then claim)."
    />
  );
}
