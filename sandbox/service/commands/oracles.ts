// The oracle accounts the program's instructions name: wSOL's (`oracleSol`, the token list's id 1,
// as the SDK passes it) and one per slot of a basket, in the basket's order (the accounts the SDK
// appends after single-asset deposit and redeem: baskets-sdk 0.0.45 instructionsBuilder.ts).
import type { PublicKey } from '@solana/web3.js';
import type { BasketState } from '../../../src/solana/basketsProgram/basketState';
import { oracleAddress } from '../../program/oracle';
import type { ServiceContext } from '../context';

const WSOL_ID = 1;

export function oracleSol(ctx: ServiceContext): PublicKey {
  const wsol = ctx.tokens.byId(WSOL_ID);
  if (!wsol) throw new Error('the token list has no wSOL');
  return oracleAddress(wsol.mint);
}

export function slotOracles(ctx: ServiceContext, state: BasketState): PublicKey[] {
  return state.composition.map((slot) => {
    const token = ctx.tokens.byId(slot.tokenId);
    if (!token) throw new Error(`token ${slot.tokenId} is not on the sandbox's list`);
    return oracleAddress(token.mint);
  });
}
