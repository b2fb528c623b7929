// deposit → the user's USDC goes to the basket's deposit vault (created on first use), with a memo
// naming the basket. The keeper settles it after its delay: fees, basket tokens, then buys.
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
} from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import type { DepositRequest } from '../../../src/api/schemas';
import { USDC_DECIMALS, USDC_MINT, ata } from '../addresses';
import { activeBasket, baseUnits, type ServiceContext, unsignedTransaction } from '../context';
import { ApiFailure } from '../errors';
import { tokenBalance } from '../ledger';
import { memoInstruction } from '../memo';

export function buildDeposit(ctx: ServiceContext, req: DepositRequest) {
  const basket = activeBasket(ctx, req.basket);
  const user = new PublicKey(req.user);
  const amount = baseUnits(req.amount, USDC_DECIMALS);
  const source = ata(user, USDC_MINT);
  const held = tokenBalance(ctx.chain, source) ?? 0n;
  if (held < amount) {
    throw new ApiFailure(
      422,
      'INSUFFICIENT_BALANCE',
      `This wallet holds ${Number(held) / 10 ** USDC_DECIMALS} USDC, less than the deposit`,
      'amount',
    );
  }
  const depositAuthority = ctx.keys.depositAuthority(new PublicKey(basket.address)).publicKey;
  const vault = ata(depositAuthority, USDC_MINT);
  const transaction = unsignedTransaction(ctx, user, [
    createAssociatedTokenAccountIdempotentInstruction(user, vault, depositAuthority, USDC_MINT),
    createTransferCheckedInstruction(source, USDC_MINT, vault, user, amount, USDC_DECIMALS),
    memoInstruction(user, { op: 'deposit', basket: basket.address }),
  ]);
  return { success: true as const, transaction };
}
