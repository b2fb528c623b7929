// withdraw → the user burns basket tokens, pays the rent of a new sell state ["sell", seed] (the
// withdraw account; rent comes back at claim), and the Basket program's sellFund names them in
// their real positions. When it lands, the keeper (standing in for the program) writes the sell
// state, then moves the pro-rata assets into escrows the user may spend as delegate and records
// them in the sell state.
import { PublicKey, SYSVAR_RENT_PUBKEY, SystemProgram } from '@solana/web3.js';
import type { WithdrawRequest } from '../../../src/api/schemas';
import {
  BASKETS_PROGRAM_PDA,
  sellStateAddress,
} from '../../../src/solana/basketsProgram/addresses';
import { BASKET_STATE } from '../../../src/solana/basketsProgram/layout';
import { basketsInstruction } from '../../program/instructions';
import { BASKET_TOKEN_PROGRAM_ID, freshSeed } from '../../model/addresses';
import { activeBasket, type ServiceContext, unsignedTransaction } from '../context';
import { basketTokenBurn } from './wallet-spending';

export function buildWithdraw(ctx: ServiceContext, req: WithdrawRequest) {
  const basket = activeBasket(ctx, req.basket);
  const user = new PublicKey(req.user);
  const { mint, amount, holding, burn } = basketTokenBurn(ctx, basket, user, req, 'withdrawal');
  // A new withdraw account per request, even for the same request (see freshSeed).
  const seed = freshSeed();
  const withdrawAccount = sellStateAddress(seed);
  const transaction = unsignedTransaction(ctx, user, [
    burn,
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
