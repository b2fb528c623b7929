// What a request spends from the wallet, refused at `amount` when the wallet does not hold it:
// deposit's USDC and mint's asset, paid from the wallet's token account; withdraw's and burn's
// basket tokens, which the program burns.
import { PublicKey } from '@solana/web3.js';
import { BASKET_DECIMALS, BASKET_TOKEN_PROGRAM_ID, ata } from '../../model/addresses';
import { ApiFailure } from '../../model/errors';
import { tokenBalance } from '../../model/ledger';
import type { BasketRecord } from '../../model/state';
import { baseUnits, type ServiceContext } from '../context';

/** How a refusal names what is spent: "This wallet holds 2 USDC, less than the deposit". */
interface Spending {
  code: 'INSUFFICIENT_BALANCE' | 'INSUFFICIENT_BASKET_TOKENS';
  decimals: number;
  unit: string;
  /** The request, as in "less than the deposit". */
  request: string;
}

function requireHeld(
  ctx: ServiceContext,
  account: PublicKey,
  amount: bigint,
  { code, decimals, unit, request }: Spending,
): void {
  const held = tokenBalance(ctx.chain, account) ?? 0n;
  if (held < amount) {
    throw new ApiFailure(
      422,
      code,
      `This wallet holds ${Number(held) / 10 ** decimals} ${unit}, less than the ${request}`,
      'amount',
    );
  }
}

/** A token a request pays in: its mint, decimals and the symbol the refusal names. */
export interface PaidToken {
  mint: PublicKey;
  decimals: number;
  symbol: string;
}

/** The request's `amount` (display units) of `token`, paid from `user`'s token account. */
export function userPayment(
  ctx: ServiceContext,
  user: PublicKey,
  token: PaidToken,
  req: { amount: number },
): { amount: bigint; source: PublicKey } {
  const amount = baseUnits(req.amount, token.decimals);
  const source = ata(user, token.mint);
  requireHeld(ctx, source, amount, {
    code: 'INSUFFICIENT_BALANCE',
    decimals: token.decimals,
    unit: token.symbol,
    request: 'deposit',
  });
  return { amount, source };
}

export interface BasketTokensHeld {
  mint: PublicKey;
  /** Base units the request spends. */
  amount: bigint;
  /** The wallet's basket token account. */
  holding: PublicKey;
}

/**
 * The request's `amount` (display units) of `basket`'s tokens, which `user` must hold: refused as
 * more than the `request` when the wallet does not.
 */
export function basketTokensHeld(
  ctx: ServiceContext,
  basket: BasketRecord,
  user: PublicKey,
  req: { amount: number },
  request: 'withdrawal' | 'redemption',
): BasketTokensHeld {
  const mint = new PublicKey(basket.mint);
  const amount = baseUnits(req.amount, BASKET_DECIMALS);
  const holding = ata(user, mint, BASKET_TOKEN_PROGRAM_ID);
  requireHeld(ctx, holding, amount, {
    code: 'INSUFFICIENT_BASKET_TOKENS',
    decimals: BASKET_DECIMALS,
    unit: 'basket tokens',
    request,
  });
  return { mint, amount, holding };
}
