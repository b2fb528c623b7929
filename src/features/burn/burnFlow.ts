import type { BurnRequest } from '../../api/schemas';
import { defineFlow } from '../../flow';
import { shortenAddress } from '../../ui/format';

export const BURN_STEP = { key: 'burn', txField: 'transaction' } as const;

/** One transaction: basket tokens are burned and the chosen token comes back, atomically. */
export function burnFlow(
  request: BurnRequest,
  names: { tokenSymbol: string; basketSymbol?: string },
) {
  const basket = names.basketSymbol ?? `basket tokens of ${shortenAddress(request.basket)}`;
  return defineFlow({
    op: 'burn',
    title: `Burn ${request.amount} ${basket} for ${names.tokenSymbol}`,
    request,
    steps: [{ ...BURN_STEP, label: `Burn basket tokens and receive ${names.tokenSymbol}` }],
  });
}
