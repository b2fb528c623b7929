// The fields mint and burn share: the basket, one token of it, and an amount. The address rules
// come from the API's publicKeySchema and the amount rules from the deposit page's token amount
// field; this adds the one rule only these forms have: the token must be in the composition.
import * as z from 'zod/mini';
import { publicKeySchema, type BurnRequest, type MintRequest } from '../../api/schemas';
import { tokenAmountSchema, type AmountLimits } from '../basket-amount/tokenAmountSchema';

/** The form as typed. */
export interface SingleAssetValues {
  basket: string;
  /** The chosen token's mint address. */
  tokenMint: string;
  amount: string;
}

/** As sent to the API: the amount in display units (2.5 = two and a half tokens). */
export interface SingleAssetOutput {
  basket: string;
  tokenMint: string;
  amount: number;
}

export interface SingleAssetLimits {
  /** The amount field's token: decimals and the wallet's balance, when known. */
  amount: AmountLimits;
  /** The basket's composition tokens, when known; any other mint is then refused. */
  composition?: readonly string[];
}

/** Built per render: the limits follow the chosen basket, token and the wallet's balances. */
export function singleAssetFormSchema({ amount, composition }: SingleAssetLimits) {
  const allowed = composition && composition.length > 0 ? new Set(composition) : undefined;
  return z.object({
    basket: publicKeySchema,
    // Empty first ("Choose a token"), then the API's address rules, then the composition.
    tokenMint: z
      .pipe(z.string().check(z.trim(), z.minLength(1, 'Choose a token')), publicKeySchema)
      .check(
        z.refine((mint) => !allowed || allowed.has(mint), {
          error: 'This token is not in the basket’s composition: choose one of its tokens',
        }),
      ),
    amount: tokenAmountSchema(amount),
  }) satisfies z.ZodMiniType<SingleAssetOutput, SingleAssetValues>;
}

/** Mint's and burn's request: `amount` is of what goes in (the token to mint, basket tokens to burn). */
export function toSingleAssetRequest(
  values: SingleAssetOutput,
  user: string,
): MintRequest & BurnRequest {
  return { user, basket: values.basket, tokenMint: values.tokenMint, amount: values.amount };
}
