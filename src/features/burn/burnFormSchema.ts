import type { BurnRequest } from '../../api/schemas';
import type { SingleAssetOutput } from '../mint/singleAssetFormSchema';

export { singleAssetFormSchema as burnFormSchema } from '../mint/singleAssetFormSchema';

/** amount: basket tokens in display units (1.5 = one and a half); tokenMint: the token to receive. */
export function toBurnRequest(values: SingleAssetOutput, user: string): BurnRequest {
  return { user, basket: values.basket, tokenMint: values.tokenMint, amount: values.amount };
}
