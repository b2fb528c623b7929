// buyFund and mintFund, emulated. buyFund takes the deposit: the fees to the creator (or its fee
// delegate), the host platform and the service, the rest into the program's USDC account, and
// opens a buy state recording what the deposit will buy. mintFund (the automation's, anyone may
// send it) mints basket tokens for the buy state's worth at the basket's price, adds what it holds
// to the basket and closes it, its rent back to the buyer. Whether the real program requires the
// buy state's USDC spent before minting is not known; the sandbox mints first and buys after
// (../../keeper).
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
} from '@solana/spl-token';
import { SYSVAR_RENT_PUBKEY, SystemProgram } from '@solana/web3.js';
import {
  BASKETS_PROGRAM_ID,
  BASKETS_PROGRAM_PDA,
  TOKEN_LIST_ADDRESS,
} from '../../../src/solana/basketsProgram/addresses';
import type { BuySlot } from '../../../src/solana/basketsProgram/buyState';
import { BUY_STATE, BUY_STATE_SLOTS } from '../../../src/solana/basketsProgram/layout';
import type { Invocation, ProgramContext } from '../../chain/emulation';
import { associatedAddress } from '../derive';
import { BUY_FEE_ACCOUNT } from '../../../src/solana/basketsProgram/serviceAccounts';
import { USDC_PRICE, usdcWorth } from '../valuation';
import { Accounts, anchorError } from './anchor';
import { payDepositFees } from './depositFees';
import { addToSlot, priced, repriced } from './fund';
import { mintBasketTokens } from './mintBasketTokens';
import { feeRecipient } from './signers';
import {
  closeAccount,
  listed,
  mintSupply,
  oraclePrice,
  pricedSlots,
  readBuyState,
  readFund,
  readTokenList,
  writeBuyState,
  writeFund,
} from './state';

const USDC_ID = 0;
const WSOL_ID = 1;
const ata = (mint: string, owner: string) => associatedAddress(mint, owner);

export function buyFund(inv: Invocation, ctx: ProgramContext, amount: bigint): void {
  ctx.log('Instruction: BuyFund');
  const a = new Accounts(ctx, 'buyFund', inv);
  const fund = readFund(a, 'fundState');
  if (fund.sellState !== 0) throw anchorError(ctx, 'SellState', 'fundState');
  const list = readTokenList(a, 'tokenList', TOKEN_LIST_ADDRESS.toBase58());
  const usdc = listed(ctx, list, USDC_ID);
  const buyer = a.address('buyer');
  a.is('fundToken', fund.fundToken, 'ConstraintHasOne');
  a.is('pdaAccount', BASKETS_PROGRAM_PDA);
  a.is('pdaUsdcAccount', usdc.pdaTokenAccount, 'IncorrectPdaUsdcAccount');
  a.is('managerUsdcAccount', ata(usdc.mint, feeRecipient(fund)), 'IncorrectManagerAccount');
  a.is('smfFeeAccount', BUY_FEE_ACCOUNT, 'IncorrectSmfFeeAccount');
  a.is('hostUsdcAccount', ata(usdc.mint, fund.hostPubkey), 'IncorrectRefferalFeeAccount');
  a.is('buyerFundTokenAccount', ata(fund.fundToken, buyer), 'AccountNotAssociatedTokenAccount');
  const seed = a.key('seedPubkey').toBytes();
  const bump = a.seeds('buyState', [new TextEncoder().encode('buy'), seed]);
  a.program('systemProgram', SystemProgram.programId);
  a.program('tokenProgram', TOKEN_PROGRAM_ID);
  a.sysvar('rent', SYSVAR_RENT_PUBKEY);
  a.program('associatedTokenProgram', ASSOCIATED_TOKEN_PROGRAM_ID);
  if (amount === 0n) throw anchorError(ctx, 'UsdcIsntEnough');

  const net = payDepositFees(ctx, fund, amount, {
    from: a.key('buyerUsdcAccount'),
    owner: a.key('buyer'),
    service: a.address('smfFeeAccount'),
    host: a.address('hostUsdcAccount'),
    manager: a.address('managerUsdcAccount'),
    vault: a.address('pdaUsdcAccount'),
  });
  ctx.invoke(
    createAssociatedTokenAccountIdempotentInstruction(
      a.key('buyer'),
      a.key('buyerFundTokenAccount'),
      a.key('buyer'),
      a.key('fundToken'),
    ),
  );
  ctx.invoke(
    SystemProgram.createAccount({
      fromPubkey: a.key('buyer'),
      newAccountPubkey: a.key('buyState'),
      lamports: Number(ctx.rentExemptMinimum(BUY_STATE.size)),
      space: BUY_STATE.size,
      programId: BASKETS_PROGRAM_ID,
    }),
    [{ seeds: [new TextEncoder().encode('buy'), seed, Uint8Array.of(bump)] }],
  );
  // What the deposit buys: its share of each target, USDC first (the SDK reads slot 0 as USDC).
  const share = (tokenId: number) => {
    const slot = fund.composition.find((s) => s.tokenId === tokenId);
    return slot && fund.weightSum > 0
      ? (net * BigInt(slot.targetWeight)) / BigInt(fund.weightSum)
      : 0n;
  };
  const slots: BuySlot[] = [
    { tokenId: USDC_ID, amountToSpend: share(USDC_ID), amountBought: 0n },
    ...fund.composition
      .filter((s) => s.tokenId !== USDC_ID && s.targetWeight > 0)
      .map((s) => ({ tokenId: s.tokenId, amountToSpend: share(s.tokenId), amountBought: 0n })),
  ].slice(0, BUY_STATE_SLOTS);
  while (slots.length < BUY_STATE_SLOTS) {
    slots.push({ tokenId: 0, amountToSpend: 0n, amountBought: 0n });
  }
  writeBuyState(ctx, a.address('buyState'), {
    fund: a.address('fundState'),
    buyer,
    fundManager: fund.manager,
    hostPlatform: fund.hostPubkey,
    buyerFundTokenAccount: a.address('buyerFundTokenAccount'),
    usdcContributed: amount,
    usdcLeft: net,
    slots,
    creationTimestamp: inv.unixTimestamp,
    contributedValue: net,
  });
  writeFund(ctx, a.address('fundState'), { ...fund, activeBuyStates: fund.activeBuyStates + 1 });
}

export function mintFund(inv: Invocation, ctx: ProgramContext): void {
  ctx.log('Instruction: MintFund');
  const a = new Accounts(ctx, 'mintFund', inv);
  const buy = readBuyState(a, 'buyState');
  const fund = readFund(a, 'fundState');
  a.is('fundState', buy.fund, 'ConstraintHasOne');
  a.is('buyer', buy.buyer, 'ConstraintHasOne');
  a.is('buyerFundTokenAccount', buy.buyerFundTokenAccount, 'ConstraintHasOne');
  a.is('fundToken', fund.fundToken, 'ConstraintHasOne');
  const list = readTokenList(a, 'tokenList', TOKEN_LIST_ADDRESS.toBase58());
  oraclePrice(ctx, a.address('oracleSol'), listed(ctx, list, WSOL_ID), 'oracleSol');
  a.is('pdaAccount', BASKETS_PROGRAM_PDA);
  a.program('systemProgram', SystemProgram.programId);
  a.program('tokenProgram', TOKEN_PROGRAM_ID);
  const prices = pricedSlots(a, fund, list);

  // The buy state's worth: its USDC left and whatever it bought, at the basket's oracles.
  let worthIn = buy.usdcLeft;
  let next = addToSlot(ctx, fund, USDC_ID, buy.usdcLeft);
  buy.slots.forEach((slot, i) => {
    if (i === 0 || slot.amountBought === 0n) return;
    const p = prices.find((x) => x.tokenId === slot.tokenId);
    if (!p) throw anchorError(ctx, 'TokenIsntPresentInState');
    worthIn += usdcWorth(slot.amountBought, p.decimals, p.price);
    next = addToSlot(ctx, next, slot.tokenId, slot.amountBought);
  });
  const supply = mintSupply(a, 'fundToken');
  const minted = mintBasketTokens(
    ctx,
    { mint: a.key('fundToken'), supply, to: a.key('buyerFundTokenAccount') },
    worthIn,
    prices,
  );
  ctx.log(`Minted ${minted} basket token units for ${worthIn} USDC units`);
  const usdc = listed(ctx, list, USDC_ID);
  const withUsdc = prices.some((p) => p.tokenId === USDC_ID)
    ? prices
    : [
        ...prices,
        {
          tokenId: USDC_ID,
          amount: 0n,
          decimals: usdc.decimals,
          price: USDC_PRICE,
          targetWeight: 0,
        },
      ];
  next = {
    ...next,
    supplyOutstanding: supply + minted,
    activeBuyStates: Math.max(0, next.activeBuyStates - 1),
  };
  writeFund(ctx, a.address('fundState'), priced(next, repriced(next, withUsdc), inv.unixTimestamp));
  closeAccount(ctx, a.address('buyState'), buy.buyer);
}
