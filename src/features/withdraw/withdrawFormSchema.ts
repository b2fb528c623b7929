import * as z from 'zod/mini';
import { publicKeySchema, type WithdrawRequest } from '../../api/schemas';
import { tokenAmountSchema, type AmountLimits } from '../basket-amount/tokenAmountSchema';

/** Built per render: the limit depends on the basket token's decimals and the wallet's balance. */
export function withdrawFormSchema(limits: AmountLimits) {
  return z.object({
    basket: publicKeySchema,
    amount: tokenAmountSchema(limits),
  });
}

export type WithdrawFormOutput = z.output<ReturnType<typeof withdrawFormSchema>>;

export function toWithdrawRequest(values: WithdrawFormOutput, user: string): WithdrawRequest {
  return { user, basket: values.basket, amount: values.amount };
}
