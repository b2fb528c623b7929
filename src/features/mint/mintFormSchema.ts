import type { MintRequest } from '../../api/schemas';
import type { SingleAssetOutput } from './singleAssetFormSchema';

export { singleAssetFormSchema as mintFormSchema } from './singleAssetFormSchema';

/** amount: of the chosen token, in whole units. */
export function toMintRequest(values: SingleAssetOutput, user: string): MintRequest {
  return { user, basket: values.basket, tokenMint: values.tokenMint, amount: values.amount };
}
