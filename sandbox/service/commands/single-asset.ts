// mint / burn (single asset) → one transaction the user signs alone: the Basket program's
// singleTokenDeposit or instantBurn, accounts in their real positions, and after them the oracle
// of every slot of the basket in order, as the SDK appends them (baskets-sdk 0.0.45
// instructionsBuilder.ts buildBuyBasketWithSingleTokenIx / buildSellBasketToSingleTokenIx); before
// it, any token account it needs that does not exist yet (the SDK opens them in a transaction
// before). The program prices the trade at the oracles and settles it in the same transaction.
// The answer's `basketTokens` / `tokenAmount` is that price now (../quotes.ts).
import {
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
} from '@solana/spl-token';
import { PublicKey, SystemProgram } from '@solana/web3.js';
import type { BurnRequest, MintRequest } from '../../../src/api/schemas';
import {
  BASKETS_PROGRAM_PDA,
  TOKEN_LIST_ADDRESS,
} from '../../../src/solana/basketsProgram/addresses';
import { basketsInstruction } from '../../program/instructions';
import { oracleAddress } from '../../program/oracle';
import { BUY_FEE_WALLET } from '../../../src/solana/basketsProgram/serviceAccounts';
import { programTokenAccount } from '../../program/token-list';
import { BASKET_DECIMALS, ata } from '../../model/addresses';
import { ApiFailure } from '../../model/errors';
import { accountExists } from '../../model/ledger';
import {
  activeBasket,
  type ActiveBasket,
  type ServiceContext,
  unsignedTransaction,
} from '../context';
import { mintQuote, redeemQuote } from '../quotes';
import { feeOwner, openMissing } from './fee-accounts';
import { oracleSol, slotOracles } from './oracles';
import { basketTokensHeld, userPayment } from './wallet-spending';

/** The request's token, which must be one the basket targets now. */
function compositionToken(ctx: ServiceContext, basket: ActiveBasket, tokenMint: string) {
  const token = ctx.tokens.get(tokenMint);
  const targeted = basket.state.composition.some(
    (slot) => slot.tokenId === token?.id && slot.targetWeight > 0,
  );
  if (!token || !targeted) {
    throw new ApiFailure(
      422,
      'TOKEN_NOT_IN_COMPOSITION',
      'This token is not in the basket’s composition; choose one of the basket’s tokens',
      'tokenMint',
    );
  }
  return token;
}

/** The user's own account of `mint`, opened first when missing. */
function ownAccount(ctx: ServiceContext, user: PublicKey, mint: PublicKey) {
  const account = ata(user, mint);
  return {
    account,
    open: accountExists(ctx.chain, account)
      ? []
      : [createAssociatedTokenAccountIdempotentInstruction(user, account, user, mint)],
  };
}

export function buildMint(ctx: ServiceContext, req: MintRequest) {
  const basket = activeBasket(ctx, req.basket);
  const { record, state } = basket;
  const token = compositionToken(ctx, basket, req.tokenMint);
  const user = new PublicKey(req.user);
  const { amount, source } = userPayment(ctx, user, token, req);
  const mint = new PublicKey(record.mint);
  const holding = ownAccount(ctx, user, mint);
  const creatorFees = feeOwner(state);
  const host = new PublicKey(state.hostPubkey);
  const fees = openMissing(ctx, user, token.mint, [
    { owner: BUY_FEE_WALLET, paid: true },
    { owner: host, paid: state.hostFee > 0 },
    { owner: creatorFees, paid: state.managerFee > 0 },
  ]);
  const deposit = basketsInstruction(
    'singleTokenDeposit',
    {
      authority: user,
      fundState: new PublicKey(record.address),
      fundToken: mint,
      buyerTokenAccount: source,
      buyerFundTokenAccount: holding.account,
      pdaAccount: BASKETS_PROGRAM_PDA,
      pdaTokenAccount: programTokenAccount(token.mint),
      symmetryFeeAccount: ata(BUY_FEE_WALLET, token.mint),
      hostFeeAccount: ata(host, token.mint),
      managerFeeAccount: ata(creatorFees, token.mint),
      oracleAccount: oracleAddress(token.mint),
      oracleSol: oracleSol(ctx),
      tokenList: TOKEN_LIST_ADDRESS,
      tokenProgram: TOKEN_PROGRAM_ID,
    },
    { tokenId: token.id, amount },
    slotOracles(ctx, state),
  );
  const transaction = unsignedTransaction(ctx, user, [...holding.open, ...fees, deposit]);
  const minted = mintQuote(ctx, record.address, token, amount);
  return {
    success: true as const,
    transaction,
    basketTokens: Number(minted) / 10 ** BASKET_DECIMALS,
  };
}

export function buildBurn(ctx: ServiceContext, req: BurnRequest) {
  const basket = activeBasket(ctx, req.basket);
  const { record, state } = basket;
  const token = compositionToken(ctx, basket, req.tokenMint);
  const user = new PublicKey(req.user);
  const { mint, amount, holding } = basketTokensHeld(ctx, record, user, req, 'redemption');
  const quote = redeemQuote(ctx, record.address, token, amount);
  if (quote.short) {
    throw new ApiFailure(
      422,
      'INSUFFICIENT_HOLDINGS',
      `The basket holds ${quote.held} ${token.symbol}, less than this redemption needs (${quote.wanted})`,
      'amount',
    );
  }
  const destination = ownAccount(ctx, user, token.mint);
  const redeem = basketsInstruction(
    'instantBurn',
    {
      seller: user,
      pdaAccount: BASKETS_PROGRAM_PDA,
      fundState: new PublicKey(record.address),
      fundToken: mint,
      sellerFundTokenAccount: holding,
      withdrawTokenMint: token.mint,
      sellerTokenAccount: destination.account,
      pdaTokenAccount: programTokenAccount(token.mint),
      tokenList: TOKEN_LIST_ADDRESS,
      systemProgram: SystemProgram.programId,
      tokenProgram: TOKEN_PROGRAM_ID,
    },
    { burnAmount: amount, tokenId: token.id },
    slotOracles(ctx, state),
  );
  const transaction = unsignedTransaction(ctx, user, [...destination.open, redeem]);
  return {
    success: true as const,
    transaction,
    tokenAmount: Number(quote.units) / 10 ** token.decimals,
  };
}
