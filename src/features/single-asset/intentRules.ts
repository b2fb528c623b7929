// What mint and burn (single asset) share in their rule tables (docs/security.md, "Mint and
// burn"): the token the request names, which must be one the basket holds, with its vault and
// oracle from the token list, and the oracle of every slot of the basket, in order, after the
// instruction's own accounts.
import type { IntentReads, Refused, Want } from '../../flow/intent';
import { isRefused, refuse } from '../../flow/intent';
import type { TokenListEntry } from '../../solana/basketsProgram/tokenList';
import { tokenLabel } from '../../solana/tokens';
import {
  basketTokenContext,
  is,
  tokenById,
  tokenByMint,
  type BasketTokenContext,
} from '../intentRules';

export interface SingleAssetContext extends BasketTokenContext {
  token: TokenListEntry;
}

export async function singleAssetContext(
  request: { basket: string; tokenMint: string },
  reads: IntentReads,
): Promise<SingleAssetContext | Refused> {
  const context = await basketTokenContext(request.basket, reads);
  if (isRefused(context)) return context;
  const token = tokenByMint(context.tokens, request.tokenMint);
  if (!token || !context.basket.composition.some((slot) => slot.tokenId === token.id)) {
    return refuse(
      () => `${tokenLabel(request.tokenMint)} is not one of the basket’s tokens on this network`,
    );
  }
  return { ...context, token };
}

/** The oracle of every slot of the basket, in order (the SDK appends them). */
export function slotOracles({ basket, tokens }: BasketTokenContext): Want[] {
  return basket.composition.map((slot) =>
    is(
      tokenById(tokens, slot.tokenId)?.oracleAccount ?? '',
      `the price oracle of token #${slot.tokenId}`,
    ),
  );
}

/** The oracle of SOL, which every price is read against (the token list's id 1, as the SDK passes it). */
export function solOracle({ tokens }: BasketTokenContext) {
  return is(tokenById(tokens, 1)?.oracleAccount ?? '', 'the SOL price oracle');
}
