// withdraw → the user burns basket tokens, pays the rent of a new sell state ["sell", seed] (the
// withdraw account; rent comes back at claim), and the Basket program's sellFund names them in
// their real positions. When it lands, the keeper (standing in for the program) writes the sell
// state, then moves the pro-rata assets into escrows the user may spend as delegate and records
// them in the sell state.
import { createBurnCheckedInstruction } from '@solana/spl-token';
import { PublicKey, SYSVAR_RENT_PUBKEY, SystemProgram } from '@solana/web3.js';
import type { WithdrawRequest } from '../../../src/api/schemas';
import {
  BASKETS_PROGRAM_PDA,
  sellStateAddress,
} from '../../../src/solana/basketsProgram/addresses';
import { BASKET_STATE } from '../../../src/solana/basketsProgram/layout';
import { basketsInstruction } from '../../program/instructions';
import { BASKET_DECIMALS, BASKET_TOKEN_PROGRAM_ID, ata, freshSeed } from '../../model/addresses';
import { activeBasket, baseUnits, type ServiceContext, unsignedTransaction } from '../context';
import { ApiFailure } from '../../model/errors';
import { tokenBalance } from '../../model/ledger';

export function buildWithdraw(ctx: ServiceContext, req: WithdrawRequest) {
  const basket = activeBasket(ctx, req.basket);
  const user = new PublicKey(req.user);
  const mint = new PublicKey(basket.mint);
  const amount = baseUnits(req.amount, BASKET_DECIMALS);
  const holding = ata(user, mint, BASKET_TOKEN_PROGRAM_ID);
  const held = tokenBalance(ctx.chain, holding) ?? 0n;
  if (held < amount) {
    throw new ApiFailure(
      422,
      'INSUFFICIENT_BASKET_TOKENS',
      `This wallet holds ${Number(held) / 10 ** BASKET_DECIMALS} basket tokens, less than the withdrawal`,
      'amount',
    );
  }
  // A new withdraw account per request, even for the same request (see freshSeed).
  const seed = freshSeed();
  const withdrawAccount = sellStateAddress(seed);
  const transaction = unsignedTransaction(ctx, user, [
    createBurnCheckedInstruction(
      holding,
      mint,
      user,
      amount,
      BASKET_DECIMALS,
      [],
      BASKET_TOKEN_PROGRAM_ID,
    ),
    SystemProgram.transfer({
      fromPubkey: user,
      toPubkey: withdrawAccount,
      lamports: ctx.chain.minimumBalanceForRentExemption(BASKET_STATE.size),
    }),
    basketsInstruction(
      'sellFund',
      {
        seller: user,
        fundState: new PublicKey(basket.address),
        pdaAccount: BASKETS_PROGRAM_PDA,
        newFundState: withdrawAccount,
        sellerFundTokenAccount: holding,
        fundToken: mint,
        systemProgram: SystemProgram.programId,
        tokenProgram: BASKET_TOKEN_PROGRAM_ID,
        rent: SYSVAR_RENT_PUBKEY,
        seedPubkey: seed,
      },
      // `rebalance` is the caller's choice in the SDK (basketState.ts sell); the sandbox sends 0.
      { amount, rebalance: 0n },
    ),
  ]);
  return { success: true as const, transaction, withdrawAccount: withdrawAccount.toBase58() };
}
