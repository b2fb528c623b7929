import type { WithdrawRequest } from '../../api/schemas';
import { defineFlow } from '../../flow';
import { shortenAddress } from '../../ui/format';

export const WITHDRAW_STEP = {
  key: 'withdraw',
  label: 'Withdraw basket tokens',
  txField: 'transaction',
} as const;

export function withdrawFlow(request: WithdrawRequest, basket: { symbol?: string }) {
  const name = basket.symbol ?? shortenAddress(request.basket);
  return defineFlow({
    op: 'withdraw',
    title: `Withdraw ${request.amount} ${name}`,
    request,
    steps: [{ ...WITHDRAW_STEP }],
  });
}
