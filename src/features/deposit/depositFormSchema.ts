import * as z from 'zod/mini';
import { publicKeySchema, type DepositRequest } from '../../api/schemas';
import { tokenAmountSchema, type AmountLimits } from '../basket-amount/tokenAmountSchema';

/** Built per render: the amount limit depends on the wallet's USDC balance. */
export function depositFormSchema(limits: Omit<AmountLimits, 'symbol'>) {
  return z.object({
    basket: publicKeySchema,
    amount: tokenAmountSchema({ symbol: 'USDC', ...limits }),
  });
}

export type DepositFormOutput = z.output<ReturnType<typeof depositFormSchema>>;

export function toDepositRequest(values: DepositFormOutput, user: string): DepositRequest {
  return { user, basket: values.basket, amount: values.amount };
}
