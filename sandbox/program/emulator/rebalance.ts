// The automation's rebalance instructions, emulated. updateCurrentWeights prices a basket at its
// oracles. A rebalance is a pair around a swap (the SDK's flash rebalance, baskets-sdk 0.0.45
// index.ts): withdrawBeforeRebalance moves a token the basket holds too much of to the signer and
// notes, in the program's rebalance state ["flashrebalance"], what it was worth and what the
// signer held of the token to buy; depositAfterRebalance takes what the signer received of it
// into the basket — refused when it is worth less than what left, beyond the basket's slippage.
// The first must be followed by the second in the same transaction (the instructions sysvar).
// Between them, on mainnet, a Jupiter swap; on the sandbox, the keeper's trade with the sandbox's
// market at its prices (../../keeper).
import { TOKEN_PROGRAM_ID, createTransferInstruction } from '@solana/spl-token';
import {
  PublicKey,
  SYSVAR_INSTRUCTIONS_PUBKEY,
  SYSVAR_RENT_PUBKEY,
  SystemProgram,
} from '@solana/web3.js';
import {
  BASKETS_PROGRAM_ID,
  BASKETS_PROGRAM_PDA,
  TOKEN_LIST_ADDRESS,
} from '../../../src/solana/basketsProgram/addresses';
import { BASKETS_DISCRIMINATORS } from '../../../src/solana/basketsInstructions';
import type { Invocation, ProgramContext } from '../../chain/emulation';
import { associatedAddress } from '../derive';
import { REBALANCE_FEE_WALLET } from '../../../src/solana/basketsProgram/serviceAccounts';
import { usdcWorth } from '../valuation';
import { Accounts, anchorError } from './anchor';
import { addToSlot, priced, slotOf } from './fund';
import { PROGRAM_SIGNER } from './signers';
import {
  listed,
  oraclePrice,
  pricedSlots,
  readFund,
  readTokenList,
  tokenAccount,
  writeFund,
} from './state';

const WSOL_ID = 1;
const MAX_BPS = 10_000n;
const STATE_SEED = new TextEncoder().encode('flashrebalance');
/** sha256("account:RebalanceState")[0..8], Anchor's account discriminator. */
const DISCRIMINATOR = Uint8Array.of(0xb5, 0xdf, 0x54, 0xe1, 0xb4, 0x9d, 0x48, 0xd2);
/** IDL account `rebalanceState`: basket, timestamp, fromToken, fromAmount, fromValue, toToken, signer's balance. */
export const REBALANCE_STATE_SIZE = 8 + 32 + 8 + 1 + 8 + 8 + 1 + 8;

interface RebalanceState {
  basket: string;
  timestamp: bigint;
  fromToken: number;
  fromAmount: bigint;
  fromValue: bigint;
  toToken: number;
  signerToTokenBalance: bigint;
}

function encodeState(s: RebalanceState): Uint8Array {
  const data = Buffer.alloc(REBALANCE_STATE_SIZE);
  Buffer.from(DISCRIMINATOR).copy(data, 0);
  Buffer.from(new PublicKey(s.basket).toBytes()).copy(data, 8);
  data.writeBigUInt64LE(s.timestamp, 40);
  data.writeUInt8(s.fromToken, 48);
  data.writeBigUInt64LE(s.fromAmount, 49);
  data.writeBigUInt64LE(s.fromValue, 57);
  data.writeUInt8(s.toToken, 65);
  data.writeBigUInt64LE(s.signerToTokenBalance, 66);
  return data;
}

function decodeState(data: Uint8Array): RebalanceState | null {
  if (data.length !== REBALANCE_STATE_SIZE) return null;
  const b = Buffer.from(data);
  if (!b.subarray(0, 8).equals(Buffer.from(DISCRIMINATOR))) return null;
  const basket = new PublicKey(b.subarray(8, 40));
  if (basket.equals(PublicKey.default)) return null; // no rebalance under way
  return {
    basket: basket.toBase58(),
    timestamp: b.readBigUInt64LE(40),
    fromToken: b.readUInt8(48),
    fromAmount: b.readBigUInt64LE(49),
    fromValue: b.readBigUInt64LE(57),
    toToken: b.readUInt8(65),
    signerToTokenBalance: b.readBigUInt64LE(66),
  };
}

const CLEARED: RebalanceState = {
  basket: PublicKey.default.toBase58(),
  timestamp: 0n,
  fromToken: 0,
  fromAmount: 0n,
  fromValue: 0n,
  toToken: 0,
  signerToTokenBalance: 0n,
};

export function updateCurrentWeights(inv: Invocation, ctx: ProgramContext): void {
  ctx.log('Instruction: UpdateCurrentWeights');
  const a = new Accounts(ctx, 'updateCurrentWeights', inv);
  const fund = readFund(a, 'fundState');
  const list = readTokenList(a, 'tokenList', TOKEN_LIST_ADDRESS.toBase58());
  oraclePrice(ctx, a.address('oracleSol'), listed(ctx, list, WSOL_ID), 'oracleSol');
  const prices = pricedSlots(a, fund, list);
  writeFund(ctx, a.address('fundState'), priced(fund, prices, inv.unixTimestamp));
}

export function withdrawBeforeRebalance(
  inv: Invocation,
  ctx: ProgramContext,
  args: { tokenFrom: number; tokenTo: number; withdrawAmount: bigint },
): void {
  ctx.log('Instruction: WithdrawBeforeRebalance');
  const a = new Accounts(ctx, 'withdrawBeforeRebalance', inv);
  const fund = readFund(a, 'basketState');
  if (fund.sellState !== 0) throw anchorError(ctx, 'SellState', 'basketState');
  const list = readTokenList(a, 'tokenList', TOKEN_LIST_ADDRESS.toBase58());
  const from = listed(ctx, list, args.tokenFrom);
  const to = listed(ctx, list, args.tokenTo);
  oraclePrice(ctx, a.address('oracleSol'), listed(ctx, list, WSOL_ID), 'oracleSol');
  const fromPrice = oraclePrice(ctx, a.address('oracleTokenFrom'), from, 'oracleTokenFrom');
  oraclePrice(ctx, a.address('oracleTokenTo'), to, 'oracleTokenTo');
  a.is('pdaAccount', BASKETS_PROGRAM_PDA);
  a.is('pdaTokenFrom', from.pdaTokenAccount, 'IncorrectPdaTokenAccount');
  a.is('pdaTokenTo', to.pdaTokenAccount, 'IncorrectPdaTokenAccount');
  const signer = a.address('signer');
  const signerFrom = tokenAccount(a, 'signerTokenFrom');
  const signerTo = tokenAccount(a, 'signerTokenTo');
  if (signerFrom.mint !== from.mint || signerFrom.owner !== signer) {
    throw anchorError(ctx, 'IncorrectTokenAccount', 'signerTokenFrom');
  }
  if (signerTo.mint !== to.mint || signerTo.owner !== signer) {
    throw anchorError(ctx, 'IncorrectTokenAccount', 'signerTokenTo');
  }
  const bump = a.seeds('rebalanceState', [STATE_SEED]);
  a.program('tokenProgram', TOKEN_PROGRAM_ID);
  a.program('systemProgram', SystemProgram.programId);
  a.sysvar('rent', SYSVAR_RENT_PUBKEY);
  a.sysvar('instructionsSysvar', SYSVAR_INSTRUCTIONS_PUBKEY);
  const basket = a.address('basketState');
  const depositFollows = inv.instructions
    .slice(inv.index + 1)
    .some(
      (ix) =>
        ix.programId === BASKETS_PROGRAM_ID.toBase58() &&
        Buffer.from(ix.data.subarray(0, 8)).toString('hex') ===
          BASKETS_DISCRIMINATORS.depositAfterRebalance &&
        ix.accounts[1] === basket,
    );
  if (!depositFollows) throw anchorError(ctx, 'NoDepositInstruction');
  const stateAccount = ctx.account(a.address('rebalanceState'));
  if (stateAccount && decodeState(stateAccount.data))
    throw anchorError(ctx, 'CannotWithdrawBeforeDeposit');
  if (slotOf(fund, args.tokenFrom) < 0 || args.tokenFrom === args.tokenTo) {
    throw anchorError(ctx, 'IncorrectTokenId');
  }

  ctx.invoke(
    createTransferInstruction(
      a.key('pdaTokenFrom'),
      a.key('signerTokenFrom'),
      BASKETS_PROGRAM_PDA,
      args.withdrawAmount,
    ),
    [PROGRAM_SIGNER],
  );
  if (!stateAccount) {
    ctx.invoke(
      SystemProgram.createAccount({
        fromPubkey: a.key('signer'),
        newAccountPubkey: a.key('rebalanceState'),
        lamports: Number(ctx.rentExemptMinimum(REBALANCE_STATE_SIZE)),
        space: REBALANCE_STATE_SIZE,
        programId: BASKETS_PROGRAM_ID,
      }),
      [{ seeds: [STATE_SEED, Uint8Array.of(bump)] }],
    );
  }
  const state: RebalanceState = {
    basket,
    timestamp: BigInt(inv.unixTimestamp),
    fromToken: args.tokenFrom,
    fromAmount: args.withdrawAmount,
    fromValue: usdcWorth(args.withdrawAmount, from.decimals, fromPrice),
    toToken: args.tokenTo,
    signerToTokenBalance: signerTo.amount,
  };
  const current = ctx.account(a.address('rebalanceState'));
  if (!current) throw new Error('the rebalance state was not created');
  ctx.write(a.address('rebalanceState'), { ...current, data: encodeState(state) });
  writeFund(ctx, basket, addToSlot(ctx, fund, args.tokenFrom, -args.withdrawAmount));
}

export function depositAfterRebalance(inv: Invocation, ctx: ProgramContext): void {
  ctx.log('Instruction: DepositAfterRebalance');
  const a = new Accounts(ctx, 'depositAfterRebalance', inv);
  const fund = readFund(a, 'basketState');
  a.seeds('rebalanceState', [STATE_SEED]);
  const stateAccount = ctx.account(a.address('rebalanceState'));
  const state = stateAccount ? decodeState(stateAccount.data) : null;
  if (!stateAccount || !state || state.basket !== a.address('basketState')) {
    throw anchorError(ctx, 'WrongAccount', 'rebalanceState');
  }
  const list = readTokenList(a, 'tokenList', TOKEN_LIST_ADDRESS.toBase58());
  const to = listed(ctx, list, state.toToken);
  oraclePrice(ctx, a.address('oracleSol'), listed(ctx, list, WSOL_ID), 'oracleSol');
  const toPrice = oraclePrice(ctx, a.address('oracleTokenTo'), to, 'oracleTokenTo');
  a.is('pdaAccount', BASKETS_PROGRAM_PDA);
  a.is('pdaTokenTo', to.pdaTokenAccount, 'IncorrectPdaTokenAccount');
  const signerTo = tokenAccount(a, 'signerTokenTo');
  if (signerTo.mint !== to.mint || signerTo.owner !== a.address('signer')) {
    throw anchorError(ctx, 'IncorrectTokenAccount', 'signerTokenTo');
  }
  const feeAccount = associatedAddress(to.mint, REBALANCE_FEE_WALLET);
  a.is('rebalanceFeeAccount', feeAccount, 'IncorrectRebalanceFeeAccount');
  a.program('tokenProgram', TOKEN_PROGRAM_ID);
  a.program('systemProgram', SystemProgram.programId);
  const received = signerTo.amount - state.signerToTokenBalance;
  if (received <= 0n) throw anchorError(ctx, 'CouldNotSwap');
  const worth = usdcWorth(received, to.decimals, toPrice);
  const floor = (state.fromValue * (MAX_BPS - BigInt(fund.rebalanceSlippage))) / MAX_BPS;
  if (worth < floor) throw anchorError(ctx, 'SlippageExceeded');

  ctx.invoke(
    createTransferInstruction(
      a.key('signerTokenTo'),
      a.key('pdaTokenTo'),
      a.key('signer'),
      received,
    ),
  );
  ctx.log(
    `Rebalanced ${state.fromAmount} units of token ${state.fromToken} into ${received} of token ${state.toToken}`,
  );
  ctx.write(a.address('rebalanceState'), { ...stateAccount, data: encodeState(CLEARED) });
  const next = addToSlot(ctx, fund, state.toToken, received);
  const stamped = {
    ...next,
    composition: next.composition.map((slot) =>
      slot.tokenId === state.fromToken || slot.tokenId === state.toToken
        ? { ...slot, lastRebalanceTime: inv.unixTimestamp }
        : slot,
    ),
  };
  writeFund(ctx, a.address('basketState'), stamped);
}
