import type { DepositRequest } from '../../api/schemas';
import { defineFlow } from '../../flow';
import { shortenAddress } from '../../ui/format';

export const DEPOSIT_STEP = {
  key: 'deposit',
  label: 'Deposit USDC',
  txField: 'transaction',
} as const;
export const MINT_WAIT_KEY = 'minted';

/**
 * One signed transaction, then the automation's mint (spec: within 3 minutes), watched as a rise
 * of the wallet's basket-token balance. Without the basket token's mint there is nothing to watch:
 * the flow ends at the deposit and the success view says the tokens follow.
 */
export function depositFlow(request: DepositRequest, basket: { symbol?: string; mint?: string }) {
  const name = basket.symbol ?? shortenAddress(request.basket);
  return defineFlow({
    op: 'deposit',
    title: `Deposit ${request.amount} USDC into ${name}`,
    request,
    steps: [{ ...DEPOSIT_STEP }],
    ...(basket.mint
      ? {
          wait: {
            key: MINT_WAIT_KEY,
            label: 'Basket tokens minted',
            watch: { owner: request.user, mint: basket.mint },
          },
        }
      : {}),
  });
}
