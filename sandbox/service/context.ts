// What every command handler works with, and the checks several of them share.
import { PublicKey, Transaction, type TransactionInstruction } from '@solana/web3.js';
import { toBaseUnits } from '../../src/solana/amounts';
import type { Chain } from '../chain/chain';
import type { Keeper } from '../keeper/keeper';
import type { TokenBook } from '../seed/tokens';
import { ApiFailure, notFoundBasket } from './errors';
import type { SandboxKeys } from './keys';
import type { BasketIndex, BasketRecord } from './state';

export interface ServiceContext {
  chain: Chain;
  keys: SandboxKeys;
  index: BasketIndex;
  tokens: TokenBook;
  keeper: Keeper;
}

/**
 * An unsigned legacy transaction (what the real service returns) as base64: `feePayer` pays and is
 * the only signer needed, with the chain's latest blockhash.
 */
export function unsignedTransaction(
  ctx: ServiceContext,
  feePayer: PublicKey,
  instructions: TransactionInstruction[],
): string {
  const { blockhash, lastValidBlockHeight } = ctx.chain.latestBlockhash();
  const tx = new Transaction({ feePayer, blockhash, lastValidBlockHeight }).add(...instructions);
  const extra = tx
    .compileMessage()
    .accountKeys.slice(0, tx.compileMessage().header.numRequiredSignatures);
  if (extra.length !== 1 || !extra[0]?.equals(feePayer)) {
    throw new Error(`transaction needs signers other than the fee payer: ${extra.join(', ')}`);
  }
  return tx.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64');
}

export function basketOr404(ctx: ServiceContext, address: string): BasketRecord {
  const b = ctx.index.baskets.get(address);
  if (!b) throw notFoundBasket();
  return b;
}

/** A basket users can deposit into and redeem from: its three create transactions landed. */
export function activeBasket(
  ctx: ServiceContext,
  address: string,
): BasketRecord & {
  settings: NonNullable<BasketRecord['settings']>;
} {
  const b = basketOr404(ctx, address);
  if (b.status !== 'active' || !b.settings) {
    throw new ApiFailure(
      409,
      'BASKET_NOT_ACTIVE',
      'This basket is not active yet: send its composition and restructure transactions first',
      'basket',
    );
  }
  return b as BasketRecord & { settings: NonNullable<BasketRecord['settings']> };
}

/** Display amount → base units; too many decimals or too large is the user's input error. */
export function baseUnits(amount: number, decimals: number, field = 'amount'): bigint {
  try {
    const units = toBaseUnits(amount, decimals);
    if (units === 0n) {
      throw new RangeError(
        `Amount is smaller than the token's smallest unit (${decimals} decimals)`,
      );
    }
    return units;
  } catch (e) {
    throw new ApiFailure(
      400,
      'INVALID_AMOUNT',
      e instanceof Error ? e.message : 'Invalid amount',
      field,
    );
  }
}

export function pubkey(s: string): PublicKey {
  return new PublicKey(s);
}
