// withdraw → the user burns basket tokens and opens a withdraw account at a seed address of theirs
// (rent comes back at claim); the keeper then moves the pro-rata assets into escrows the user may
// spend as delegate.
import { createBurnCheckedInstruction } from '@solana/spl-token';
import { PublicKey, SystemProgram } from '@solana/web3.js';
import type { WithdrawRequest } from '../../../src/api/schemas';
import {
  BASKET_DECIMALS,
  TOKEN_2022_PROGRAM_ID,
  ata,
  freshSeedId,
  seedOf,
  withdrawAddress,
} from '../addresses';
import { activeBasket, baseUnits, type ServiceContext, unsignedTransaction } from '../context';
import { ApiFailure } from '../errors';
import { tokenBalance } from '../ledger';
import { memoInstruction } from '../memo';

export function buildWithdraw(ctx: ServiceContext, req: WithdrawRequest) {
  const basket = activeBasket(ctx, req.basket);
  const user = new PublicKey(req.user);
  const mint = new PublicKey(basket.mint);
  const amount = baseUnits(req.amount, BASKET_DECIMALS);
  const holding = ata(user, mint, TOKEN_2022_PROGRAM_ID);
  const held = tokenBalance(ctx.chain, holding) ?? 0n;
  if (held < amount) {
    throw new ApiFailure(
      422,
      'INSUFFICIENT_BASKET_TOKENS',
      `This wallet holds ${Number(held) / 10 ** BASKET_DECIMALS} basket tokens, less than the withdrawal`,
      'amount',
    );
  }
  // A new withdraw account per request, even for the same request (see freshSeedId).
  const id = freshSeedId();
  const withdrawAccount = withdrawAddress(user, id);
  const transaction = unsignedTransaction(ctx, user, [
    createBurnCheckedInstruction(
      holding,
      mint,
      user,
      amount,
      BASKET_DECIMALS,
      [],
      TOKEN_2022_PROGRAM_ID,
    ),
    SystemProgram.createAccountWithSeed({
      fromPubkey: user,
      newAccountPubkey: withdrawAccount,
      basePubkey: user,
      seed: seedOf.withdraw(id),
      lamports: ctx.chain.minimumBalanceForRentExemption(0),
      space: 0,
      programId: SystemProgram.programId,
    }),
    memoInstruction(user, { op: 'withdraw', basket: basket.address, id }),
  ]);
  return { success: true as const, transaction, withdrawAccount: withdrawAccount.toBase58() };
}
