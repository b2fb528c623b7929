import type { MintRequest } from '../../api/schemas';
import type { SingleAssetOutput } from './singleAssetFormSchema';

export { singleAssetFormSchema as mintFormSchema } from './singleAssetFormSchema';

/** amount: of the chosen token, in display units (2.5 = two and a half tokens). */
export function toMintRequest(values: SingleAssetOutput, user: string): MintRequest {
  return { user, basket: values.basket, tokenMint: values.tokenMint, amount: values.amount };
}
