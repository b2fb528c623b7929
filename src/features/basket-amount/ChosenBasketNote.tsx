import type { BasketDetails } from '../baskets/useBasketDetails';
import { Notice } from '../../ui/Notice';

/** Under the basket field: which basket the address is, or that the network has none there. */
export function ChosenBasketNote({
  details,
  notFound,
}: {
  details: BasketDetails | undefined;
  notFound: boolean;
}) {
  if (notFound) {
    return (
      <Notice tone="warn" title="No basket at this address">
        The network has no basket at this address. Check that it is the basket’s address (not its
        token mint), or choose one from the list.
      </Notice>
    );
  }
  if (!details || (!details.symbol && !details.name)) return null;
  return (
    <p className="chosen-basket" aria-live="polite">
      Basket: <strong>{[details.symbol, details.name].filter(Boolean).join(' — ')}</strong>
    </p>
  );
}
