import { Notice } from '../../ui/Notice';

/** For withdraw and burn: the amount is basket tokens, and this basket's token is not known. */
export function BalanceUnknownNotice() {
  return (
    <Notice tone="info" title="Balance unknown">
      This app does not know this basket’s token, so it cannot show your balance; the Basket API
      checks the amount.
    </Notice>
  );
}
