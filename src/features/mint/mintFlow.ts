import type { MintRequest } from '../../api/schemas';
import { defineFlow } from '../../flow';
import { shortenAddress } from '../../ui/format';

export const MINT_STEP = { key: 'mint', txField: 'transaction' } as const;

/** One transaction: the token goes into the basket and basket tokens come back, atomically. */
export function mintFlow(
  request: MintRequest,
  names: { tokenSymbol: string; basketSymbol?: string },
) {
  const basket = names.basketSymbol ?? shortenAddress(request.basket);
  return defineFlow({
    op: 'mint',
    title: `Mint ${basket} with ${request.amount} ${names.tokenSymbol}`,
    request,
    steps: [{ ...MINT_STEP, label: `Deposit ${names.tokenSymbol} and mint basket tokens` }],
  });
}
