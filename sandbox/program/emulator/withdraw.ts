// sellFund and claimToken, emulated. sellFund burns the seller's basket tokens and opens a sell
// state (the withdraw account) holding the seller's share of every token the basket holds, taken
// from the basket at once (the tokens stay in the program's accounts). claimToken moves one token's
// share from the program's account to the seller's, and the last claim closes the sell state, its
// rent back to the seller (the SDK claims slot 0 and every slot holding something, each with its
// own claimToken: baskets-sdk 0.0.45 instructionsBuilder.ts buildClaimTokensFromSellStateIxs).
import {
  TOKEN_PROGRAM_ID,
  createBurnInstruction,
  createTransferInstruction,
} from '@solana/spl-token';
import { SYSVAR_RENT_PUBKEY, SystemProgram } from '@solana/web3.js';
import {
  BASKETS_PROGRAM_ID,
  BASKETS_PROGRAM_PDA,
  TOKEN_LIST_ADDRESS,
} from '../../../src/solana/basketsProgram/addresses';
import { BASKET_STATE } from '../../../src/solana/basketsProgram/layout';
import type { Invocation, ProgramContext } from '../../chain/emulation';
import { associatedAddress } from '../derive';
import { Accounts, anchorError } from './anchor';
import { slotOf } from './fund';
import { PROGRAM_SIGNER } from './signers';
import {
  closeAccount,
  listed,
  mintSupply,
  readFund,
  readTokenList,
  writeFund,
  type Fund,
} from './state';

export function sellFund(
  inv: Invocation,
  ctx: ProgramContext,
  args: { amount: bigint; rebalance: bigint },
): void {
  ctx.log('Instruction: SellFund');
  const a = new Accounts(ctx, 'sellFund', inv);
  const fund = readFund(a, 'fundState');
  if (fund.sellState !== 0) throw anchorError(ctx, 'SellState', 'fundState');
  a.is('fundToken', fund.fundToken, 'ConstraintHasOne');
  a.is('pdaAccount', BASKETS_PROGRAM_PDA);
  const seed = a.key('seedPubkey').toBytes();
  const bump = a.seeds('newFundState', [new TextEncoder().encode('sell'), seed]);
  a.program('systemProgram', SystemProgram.programId);
  a.program('tokenProgram', TOKEN_PROGRAM_ID);
  a.sysvar('rent', SYSVAR_RENT_PUBKEY);
  const supply = mintSupply(a, 'fundToken');
  if (args.amount === 0n || supply === 0n) throw anchorError(ctx, 'LessTokenInFund');

  ctx.invoke(
    createBurnInstruction(
      a.key('sellerFundTokenAccount'),
      a.key('fundToken'),
      a.key('seller'),
      args.amount,
    ),
  );
  ctx.invoke(
    SystemProgram.createAccount({
      fromPubkey: a.key('seller'),
      newAccountPubkey: a.key('newFundState'),
      lamports: Number(ctx.rentExemptMinimum(BASKET_STATE.size)),
      space: BASKET_STATE.size,
      programId: BASKETS_PROGRAM_ID,
    }),
    [{ seeds: [new TextEncoder().encode('sell'), seed, Uint8Array.of(bump)] }],
  );
  const shares = fund.composition.map((slot) => (slot.amount * args.amount) / supply);
  const remaining: Fund = {
    ...fund,
    supplyOutstanding: supply - args.amount,
    composition: fund.composition.map((slot, i) => ({
      ...slot,
      amount: slot.amount - (shares[i] ?? 0n),
    })),
    fundWorth: fund.fundWorth - (fund.fundWorth * args.amount) / supply,
    lastUpdateTime: inv.unixTimestamp,
  };
  const sell: Fund = {
    ...fund,
    manager: a.address('seller'),
    sellState: 1,
    rebalanceSellState: Number(args.rebalance),
    supplyOutstanding: args.amount,
    activeBuyStates: 0,
    composition: fund.composition.map((slot, i) => ({ ...slot, amount: shares[i] ?? 0n })),
    fundWorth: (fund.fundWorth * args.amount) / supply,
    lastUpdateTime: inv.unixTimestamp,
  };
  writeFund(ctx, a.address('fundState'), remaining);
  writeFund(ctx, a.address('newFundState'), sell);
}

export function claimToken(inv: Invocation, ctx: ProgramContext, tokenId: bigint): void {
  ctx.log('Instruction: ClaimToken');
  const a = new Accounts(ctx, 'claimToken', inv);
  const sell = readFund(a, 'fundState');
  if (sell.sellState === 0) throw anchorError(ctx, 'IncorrectSellState', 'fundState');
  a.is('manager', sell.manager, 'ConstraintHasOne');
  const list = readTokenList(a, 'tokenList', TOKEN_LIST_ADDRESS.toBase58());
  const id = Number(tokenId);
  const entry = listed(ctx, list, id);
  const owed = associatedAddress(entry.mint, sell.manager);
  a.is('sellerTokenAccount', owed, 'IncorrectTokenAccount');
  a.is('pdaTokenAccount', entry.pdaTokenAccount, 'IncorrectPdaTokenAccount');
  a.is('pdaAccount', BASKETS_PROGRAM_PDA);
  a.program('systemProgram', SystemProgram.programId);
  a.program('tokenProgram', TOKEN_PROGRAM_ID);
  const index = slotOf(sell, id);
  if (index < 0) throw anchorError(ctx, 'IncorrectTokenId');
  const amount = sell.composition[index]?.amount ?? 0n;
  if (amount > 0n) {
    ctx.invoke(
      createTransferInstruction(
        a.key('pdaTokenAccount'),
        a.key('sellerTokenAccount'),
        BASKETS_PROGRAM_PDA,
        amount,
      ),
      [PROGRAM_SIGNER],
    );
  }
  ctx.log(`Claimed ${amount} units of token ${id}`);
  const claimed: Fund = {
    ...sell,
    composition: sell.composition.map((slot, i) => (i === index ? { ...slot, amount: 0n } : slot)),
    lastUpdateTime: inv.unixTimestamp,
  };
  if (claimed.composition.every((slot) => slot.amount === 0n)) {
    closeAccount(ctx, a.address('fundState'), sell.manager);
  } else {
    writeFund(ctx, a.address('fundState'), claimed);
  }
}
