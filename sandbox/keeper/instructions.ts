// The program instructions the keeper sends, as a real service's automation would: mintFund for an
// open buy state, a rebalance leg (withdrawBeforeRebalance, the swap with the sandbox's market at
// its prices, depositAfterRebalance) and updateCurrentWeights — each naming the accounts the IDL
// names and, after them, the oracles of the basket's slots in order.
import { createTransferInstruction, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import {
  PublicKey,
  SYSVAR_INSTRUCTIONS_PUBKEY,
  SYSVAR_RENT_PUBKEY,
  SystemProgram,
  type TransactionInstruction,
} from '@solana/web3.js';
import {
  BASKETS_PROGRAM_ID,
  BASKETS_PROGRAM_PDA,
  TOKEN_LIST_ADDRESS,
} from '../../src/solana/basketsProgram/addresses';
import type { BasketState } from '../../src/solana/basketsProgram/basketState';
import type { DepositRecord } from '../model/records';
import type { TokenBook } from '../model/tokens';
import { basketsInstruction } from '../program/instructions';
import { associatedAddress } from '../program/derive';
import { oracleAddress } from '../program/oracle';
import { REBALANCE_FEE_WALLET } from '../../src/solana/basketsProgram/serviceAccounts';
import { programTokenAccount } from '../program/token-list';
import { unitsWorth, usdcWorth } from '../program/valuation';
import type { Leg } from './plan';

const WSOL_ID = 1;
const FLASH_REBALANCE = PublicKey.findProgramAddressSync(
  [new TextEncoder().encode('flashrebalance')],
  BASKETS_PROGRAM_ID,
)[0];

/** The oracles of the basket's slots, in order (the accounts after the IDL's). */
export function slotOracles(tokens: TokenBook, state: BasketState): PublicKey[] {
  return state.composition.map((slot) => {
    const token = tokens.byId(slot.tokenId);
    if (!token) throw new Error(`token ${slot.tokenId} is not the sandbox's`);
    return oracleAddress(token.mint);
  });
}

const oracleSol = (tokens: TokenBook) => {
  const wsol = tokens.byId(WSOL_ID);
  if (!wsol) throw new Error('no wSOL in the token list');
  return oracleAddress(wsol.mint);
};

export function mintFundInstruction(
  keeper: PublicKey,
  tokens: TokenBook,
  state: BasketState,
  d: DepositRecord,
  buyerFundTokenAccount: PublicKey,
): TransactionInstruction {
  return basketsInstruction(
    'mintFund',
    {
      signer: keeper,
      buyer: new PublicKey(d.user),
      fundState: new PublicKey(d.basket),
      tokenList: TOKEN_LIST_ADDRESS,
      buyState: new PublicKey(d.buyState),
      oracleSol: oracleSol(tokens),
      pdaAccount: BASKETS_PROGRAM_PDA,
      buyerFundTokenAccount,
      fundToken: new PublicKey(state.fundToken),
      systemProgram: SystemProgram.programId,
      tokenProgram: TOKEN_PROGRAM_ID,
    },
    {},
    slotOracles(tokens, state),
  );
}

export function updateWeightsInstruction(
  tokens: TokenBook,
  basket: string,
  state: BasketState,
): TransactionInstruction {
  return basketsInstruction(
    'updateCurrentWeights',
    {
      fundState: new PublicKey(basket),
      tokenList: TOKEN_LIST_ADDRESS,
      oracleSol: oracleSol(tokens),
    },
    {},
    slotOracles(tokens, state),
  );
}

/**
 * One leg: the program lends `amountFrom` of the token to sell to the keeper, the keeper swaps it
 * with the market at the oracles' prices (rounded up, in the basket's favour), and the program
 * takes what the keeper received.
 */
export function rebalanceLeg(
  keeper: PublicKey,
  market: PublicKey,
  tokens: TokenBook,
  basket: string,
  leg: Leg,
): TransactionInstruction[] {
  const from = leg.from.token;
  const to = leg.to.token;
  const mine = (mint: PublicKey) => associatedAddress(mint, keeper);
  const markets = (mint: PublicKey) => associatedAddress(mint, market);
  const worth = usdcWorth(leg.amountFrom, from.decimals, leg.from.price);
  const amountTo = unitsWorth(worth, to.decimals, leg.to.price) + 1n;
  const basketState = new PublicKey(basket);
  return [
    basketsInstruction(
      'withdrawBeforeRebalance',
      {
        signer: keeper,
        basketState,
        tokenList: TOKEN_LIST_ADDRESS,
        oracleSol: oracleSol(tokens),
        oracleTokenFrom: oracleAddress(from.mint),
        oracleTokenTo: oracleAddress(to.mint),
        pdaAccount: BASKETS_PROGRAM_PDA,
        pdaTokenFrom: programTokenAccount(from.mint),
        pdaTokenTo: programTokenAccount(to.mint),
        signerTokenFrom: mine(from.mint),
        signerTokenTo: mine(to.mint),
        rebalanceState: FLASH_REBALANCE,
        tokenProgram: TOKEN_PROGRAM_ID,
        systemProgram: SystemProgram.programId,
        rent: SYSVAR_RENT_PUBKEY,
        instructionsSysvar: SYSVAR_INSTRUCTIONS_PUBKEY,
      },
      { tokenFrom: from.id, tokenTo: to.id, withdrawAmount: leg.amountFrom },
    ),
    createTransferInstruction(mine(from.mint), markets(from.mint), keeper, leg.amountFrom),
    createTransferInstruction(markets(to.mint), mine(to.mint), market, amountTo),
    basketsInstruction(
      'depositAfterRebalance',
      {
        signer: keeper,
        basketState,
        tokenList: TOKEN_LIST_ADDRESS,
        oracleSol: oracleSol(tokens),
        oracleTokenTo: oracleAddress(to.mint),
        pdaAccount: BASKETS_PROGRAM_PDA,
        pdaTokenTo: programTokenAccount(to.mint),
        signerTokenTo: mine(to.mint),
        rebalanceState: FLASH_REBALANCE,
        rebalanceFeeAccount: associatedAddress(to.mint, REBALANCE_FEE_WALLET),
        tokenProgram: TOKEN_PROGRAM_ID,
        systemProgram: SystemProgram.programId,
      },
      {},
    ),
  ];
}
