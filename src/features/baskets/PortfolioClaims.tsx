import { PendingClaimsList } from '../claim/PendingClaimsList';
import { useClaimInbox } from '../claim/useClaimInbox';

/** The wallet's pending claims on its portfolio, each with a Claim link; nothing when none. */
export function PortfolioClaims() {
  const { items } = useClaimInbox();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="portfolio-claims-title">
      <h2 id="portfolio-claims-title">Pending claims</h2>
      <p className="muted">
        Withdrawals whose assets the basket has set aside for you: claim them into your wallet.
      </p>
      <PendingClaimsList items={items} />
    </section>
  );
}
