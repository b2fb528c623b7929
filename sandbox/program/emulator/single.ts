// singleTokenDeposit and instantBurn, emulated: one composition token in for basket tokens, or
// basket tokens burnt for one composition token, at the oracles' prices, with the fees and the
// rebalance charge of the SDK's own estimates (../valuation.ts). The oracles of every slot follow
// the IDL's accounts, in the basket's order, as the SDK appends them.
import {
  TOKEN_PROGRAM_ID,
  createBurnInstruction,
  createTransferInstruction,
} from '@solana/spl-token';
import { SystemProgram } from '@solana/web3.js';
import {
  BASKETS_PROGRAM_PDA,
  TOKEN_LIST_ADDRESS,
} from '../../../src/solana/basketsProgram/addresses';
import type { Invocation, ProgramContext } from '../../chain/emulation';
import { associatedAddress } from '../derive';
import { BUY_FEE_WALLET } from '../../../src/solana/basketsProgram/serviceAccounts';
import { singleDepositWorth, singleRedeemUnits } from '../valuation';
import { Accounts, anchorError } from './anchor';
import { payDepositFees } from './depositFees';
import { addToSlot, priced, repriced, slotOf } from './fund';
import { mintBasketTokens } from './mintBasketTokens';
import { PROGRAM_SIGNER, feeRecipient } from './signers';
import {
  listed,
  mintSupply,
  oraclePrice,
  pricedSlots,
  readFund,
  readTokenList,
  tokenAccount,
  writeFund,
} from './state';

const WSOL_ID = 1;
const ata = (mint: string, owner: string) => associatedAddress(mint, owner);

export function singleTokenDeposit(
  inv: Invocation,
  ctx: ProgramContext,
  args: { tokenId: number; amount: bigint },
): void {
  ctx.log('Instruction: SingleTokenDeposit');
  const a = new Accounts(ctx, 'singleTokenDeposit', inv);
  const fund = readFund(a, 'fundState');
  if (fund.sellState !== 0) throw anchorError(ctx, 'SellState', 'fundState');
  const list = readTokenList(a, 'tokenList', TOKEN_LIST_ADDRESS.toBase58());
  const entry = listed(ctx, list, args.tokenId);
  const authority = a.address('authority');
  a.is('fundToken', fund.fundToken, 'ConstraintHasOne');
  a.is('pdaAccount', BASKETS_PROGRAM_PDA);
  a.is('pdaTokenAccount', entry.pdaTokenAccount, 'IncorrectPdaTokenAccount');
  if (tokenAccount(a, 'buyerTokenAccount').mint !== entry.mint) {
    throw anchorError(ctx, 'IncorrectTokenAccount', 'buyerTokenAccount');
  }
  a.is('buyerFundTokenAccount', ata(fund.fundToken, authority), 'AccountNotAssociatedTokenAccount');
  a.is('symmetryFeeAccount', ata(entry.mint, BUY_FEE_WALLET.toBase58()), 'IncorrectSmfFeeAccount');
  a.is('hostFeeAccount', ata(entry.mint, fund.hostPubkey), 'IncorrectRefferalFeeAccount');
  a.is('managerFeeAccount', ata(entry.mint, feeRecipient(fund)), 'IncorrectManagerAccount');
  oraclePrice(ctx, a.address('oracleAccount'), entry, 'oracleAccount');
  oraclePrice(ctx, a.address('oracleSol'), listed(ctx, list, WSOL_ID), 'oracleSol');
  a.program('tokenProgram', TOKEN_PROGRAM_ID);
  const index = slotOf(fund, args.tokenId);
  if (index < 0) throw anchorError(ctx, 'IncorrectTokenId');
  if (args.amount === 0n) throw anchorError(ctx, 'UsdcIsntEnough');
  const prices = pricedSlots(a, fund, list);

  const net = payDepositFees(ctx, fund, args.amount, {
    from: a.key('buyerTokenAccount'),
    owner: a.key('authority'),
    service: a.address('symmetryFeeAccount'),
    host: a.address('hostFeeAccount'),
    manager: a.address('managerFeeAccount'),
    vault: a.address('pdaTokenAccount'),
  });
  const worthIn = singleDepositWorth(prices, index, net);
  const supply = mintSupply(a, 'fundToken');
  const minted = mintBasketTokens(
    ctx,
    { mint: a.key('fundToken'), supply, to: a.key('buyerFundTokenAccount') },
    worthIn,
    prices,
  );
  if (minted === 0n) throw anchorError(ctx, 'UsdcIsntEnough');
  ctx.log(`Minted ${minted} basket token units for ${net} units of token ${args.tokenId}`);
  const next = { ...addToSlot(ctx, fund, args.tokenId, net), supplyOutstanding: supply + minted };
  writeFund(ctx, a.address('fundState'), priced(next, repriced(next, prices), inv.unixTimestamp));
}

export function instantBurn(
  inv: Invocation,
  ctx: ProgramContext,
  args: { burnAmount: bigint; tokenId: number },
): void {
  ctx.log('Instruction: InstantBurn');
  const a = new Accounts(ctx, 'instantBurn', inv);
  const fund = readFund(a, 'fundState');
  if (fund.sellState !== 0) throw anchorError(ctx, 'SellState', 'fundState');
  const list = readTokenList(a, 'tokenList', TOKEN_LIST_ADDRESS.toBase58());
  const entry = listed(ctx, list, args.tokenId);
  const seller = a.address('seller');
  a.is('pdaAccount', BASKETS_PROGRAM_PDA);
  a.is('fundToken', fund.fundToken, 'ConstraintHasOne');
  a.is('withdrawTokenMint', entry.mint, 'ConstraintTokenMint');
  a.is('sellerTokenAccount', ata(entry.mint, seller), 'IncorrectTokenAccount');
  a.is('pdaTokenAccount', entry.pdaTokenAccount, 'IncorrectPdaTokenAccount');
  a.program('systemProgram', SystemProgram.programId);
  a.program('tokenProgram', TOKEN_PROGRAM_ID);
  const index = slotOf(fund, args.tokenId);
  if (index < 0) throw anchorError(ctx, 'IncorrectTokenId');
  const prices = pricedSlots(a, fund, list);
  const supply = mintSupply(a, 'fundToken');
  if (args.burnAmount === 0n || args.burnAmount > supply) throw anchorError(ctx, 'LessTokenInFund');
  const out = singleRedeemUnits(prices, index, args.burnAmount, supply);
  if (out === 0n) throw anchorError(ctx, 'LessTokenInFund');

  ctx.invoke(
    createBurnInstruction(
      a.key('sellerFundTokenAccount'),
      a.key('fundToken'),
      a.key('seller'),
      args.burnAmount,
    ),
  );
  ctx.invoke(
    createTransferInstruction(
      a.key('pdaTokenAccount'),
      a.key('sellerTokenAccount'),
      BASKETS_PROGRAM_PDA,
      out,
    ),
    [PROGRAM_SIGNER],
  );
  ctx.log(
    `Redeemed ${args.burnAmount} basket token units for ${out} units of token ${args.tokenId}`,
  );
  const next = {
    ...addToSlot(ctx, fund, args.tokenId, -out),
    supplyOutstanding: supply - args.burnAmount,
  };
  writeFund(ctx, a.address('fundState'), priced(next, repriced(next, prices), inv.unixTimestamp));
}
