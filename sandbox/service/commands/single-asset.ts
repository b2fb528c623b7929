// mint / burn (single asset) → one transaction the user signs alone that swaps atomically with an
// escrow the keeper has just funded and delegated to the user:
//   mint: user's asset → basket vault, escrow's basket tokens → user;
//   burn: user burns basket tokens, escrow's asset → user.
// Each carries the Basket program's instruction for it (singleTokenDeposit, instantBurn) with the
// accounts in their real positions; the oracle accounts the SDK appends after them are left out
// (the sandbox has no oracles, ../../program/token-list.ts).
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
} from '@solana/spl-token';
import { PublicKey, SystemProgram } from '@solana/web3.js';
import type { BurnRequest, MintRequest } from '../../../src/api/schemas';
import {
  BASKETS_PROGRAM_PDA,
  TOKEN_LIST_ADDRESS,
} from '../../../src/solana/basketsProgram/addresses';
import { basketsInstruction } from '../../program/instructions';
import { BUY_FEE_WALLET } from '../../program/service-accounts';
import { NO_ORACLE, programTokenAccount } from '../../program/token-list';
import {
  BASKET_DECIMALS,
  BASKET_TOKEN_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  ata,
} from '../../model/addresses';
import { activeBasket, type ServiceContext, unsignedTransaction } from '../context';
import { basketTokenBurn, userPayment } from './wallet-spending';
import { escrowToUser } from './escrow-transfer';
import { ApiFailure } from '../../model/errors';
import { memoInstruction } from '../../model/memo';
import type { BasketRecord } from '../../model/state';
import { vaultOf } from '../../keeper/holdings';

function compositionToken(ctx: ServiceContext, basket: BasketRecord, tokenMint: string) {
  const token = ctx.tokens.get(tokenMint);
  if (!token || !basket.composition.some((e) => e.token === tokenMint)) {
    throw new ApiFailure(
      422,
      'TOKEN_NOT_IN_COMPOSITION',
      'This token is not in the basket’s composition; choose one of the basket’s tokens',
      'tokenMint',
    );
  }
  return token;
}

export async function buildMint(ctx: ServiceContext, req: MintRequest) {
  const basket = activeBasket(ctx, req.basket);
  const token = compositionToken(ctx, basket, req.tokenMint);
  const user = new PublicKey(req.user);
  const { amount, source } = userPayment(ctx, user, token, req);
  const mint = new PublicKey(basket.mint);
  const { escrow, amountOut } = await ctx.keeper.openMintEscrow({
    basket,
    user,
    tokenMint: token.mint,
    amountIn: amount,
  });
  const holding = ata(user, mint, BASKET_TOKEN_PROGRAM_ID);
  const authority = ctx.keys.basketAuthority(new PublicKey(basket.address)).publicKey;
  const vault = vaultOf(ctx.keys, basket.address, token.mint);
  const transaction = unsignedTransaction(ctx, user, [
    createAssociatedTokenAccountIdempotentInstruction(
      user,
      holding,
      user,
      mint,
      BASKET_TOKEN_PROGRAM_ID,
    ),
    // Right after an edit the keeper may not have opened the new token's vault yet.
    createAssociatedTokenAccountIdempotentInstruction(user, vault, authority, token.mint),
    createTransferCheckedInstruction(source, token.mint, vault, user, amount, token.decimals),
    createTransferCheckedInstruction(
      escrow,
      mint,
      holding,
      user,
      amountOut,
      BASKET_DECIMALS,
      [],
      BASKET_TOKEN_PROGRAM_ID,
    ),
    basketsInstruction(
      'singleTokenDeposit',
      {
        authority: user,
        fundState: new PublicKey(basket.address),
        fundToken: mint,
        buyerTokenAccount: source,
        buyerFundTokenAccount: holding,
        pdaAccount: BASKETS_PROGRAM_PDA,
        pdaTokenAccount: programTokenAccount(token.mint),
        symmetryFeeAccount: ata(BUY_FEE_WALLET, token.mint),
        hostFeeAccount: ata(new PublicKey(basket.settings.hostPlatform), token.mint),
        managerFeeAccount: ata(new PublicKey(basket.creator), token.mint),
        oracleAccount: NO_ORACLE,
        oracleSol: NO_ORACLE,
        tokenList: TOKEN_LIST_ADDRESS,
        tokenProgram: TOKEN_PROGRAM_ID,
      },
      { tokenId: token.id, amount },
    ),
    memoInstruction(user, { op: 'mint', escrow: escrow.toBase58() }),
  ]);
  return {
    success: true as const,
    transaction,
    basketTokens: Number(amountOut) / 10 ** BASKET_DECIMALS,
  };
}

export async function buildBurn(ctx: ServiceContext, req: BurnRequest) {
  const basket = activeBasket(ctx, req.basket);
  const token = compositionToken(ctx, basket, req.tokenMint);
  const user = new PublicKey(req.user);
  const { mint, amount, holding, burn } = basketTokenBurn(ctx, basket, user, req, 'redemption');
  const { escrow, amountOut } = await ctx.keeper.openBurnEscrow({
    basket,
    user,
    tokenMint: token.mint,
    amountIn: amount,
  });
  const destination = ata(user, token.mint);
  const transaction = unsignedTransaction(ctx, user, [
    burn,
    createAssociatedTokenAccountIdempotentInstruction(user, destination, user, token.mint),
    escrowToUser(escrow, token, user, amountOut),
    basketsInstruction(
      'instantBurn',
      {
        seller: user,
        pdaAccount: BASKETS_PROGRAM_PDA,
        fundState: new PublicKey(basket.address),
        fundToken: mint,
        sellerFundTokenAccount: holding,
        withdrawTokenMint: token.mint,
        sellerTokenAccount: destination,
        pdaTokenAccount: programTokenAccount(token.mint),
        tokenList: TOKEN_LIST_ADDRESS,
        systemProgram: SystemProgram.programId,
        tokenProgram: TOKEN_PROGRAM_ID,
      },
      { burnAmount: amount, tokenId: token.id },
    ),
    memoInstruction(user, { op: 'burn', escrow: escrow.toBase58() }),
  ]);
  return {
    success: true as const,
    transaction,
    tokenAmount: Number(amountOut) / 10 ** token.decimals,
  };
}
