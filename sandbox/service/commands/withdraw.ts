// withdraw → the Basket program's sellFund, its accounts in their real positions (baskets-sdk
// 0.0.45 instructionsBuilder.ts buildSellBasketIx). The program burns the basket tokens and opens
// the sell state ["sell", seed] (the withdraw account) holding the user's share of every token,
// claimable at once; its rent comes back with the last claim.
import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { PublicKey, SYSVAR_RENT_PUBKEY, SystemProgram } from '@solana/web3.js';
import type { WithdrawRequest } from '../../../src/api/schemas';
import {
  BASKETS_PROGRAM_PDA,
  sellStateAddress,
} from '../../../src/solana/basketsProgram/addresses';
import { basketsInstruction } from '../../program/instructions';
import { freshSeed } from '../../model/addresses';
import { activeBasket, type ServiceContext, unsignedTransaction } from '../context';
import { basketTokensHeld } from './wallet-spending';

export function buildWithdraw(ctx: ServiceContext, req: WithdrawRequest) {
  const { record } = activeBasket(ctx, req.basket);
  const user = new PublicKey(req.user);
  const { mint, amount, holding } = basketTokensHeld(ctx, record, user, req, 'withdrawal');
  // A new withdraw account per request, even for the same request (see freshSeed).
  const seed = freshSeed();
  const withdrawAccount = sellStateAddress(seed);
  const transaction = unsignedTransaction(ctx, user, [
    basketsInstruction(
      'sellFund',
      {
        seller: user,
        fundState: new PublicKey(record.address),
        pdaAccount: BASKETS_PROGRAM_PDA,
        newFundState: withdrawAccount,
        sellerFundTokenAccount: holding,
        fundToken: mint,
        systemProgram: SystemProgram.programId,
        tokenProgram: TOKEN_PROGRAM_ID,
        rent: SYSVAR_RENT_PUBKEY,
        seedPubkey: seed,
      },
      // `rebalance` is the caller's choice in the SDK (basketState.ts sell); 0 keeps the tokens.
      { amount, rebalance: 0n },
    ),
  ]);
  return { success: true as const, transaction, withdrawAccount: withdrawAccount.toBase58() };
}
