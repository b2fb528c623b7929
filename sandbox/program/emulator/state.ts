// The accounts a baskets-program instruction reads and writes, as the program reads them: its own
// (fund state, buy state, token list — owner, discriminator and layout checked, Anchor's errors
// when they are not what the instruction says), token accounts and mints (SPL Token's layout), and
// the oracles of the token list (Pyth, ../oracle.ts).
import { AccountLayout, MintLayout, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { decodeBasketState } from '../../../src/solana/basketsProgram/basketState';
import { decodeBuyState, type BuyState } from '../../../src/solana/basketsProgram/buyState';
import { BASKETS_PROGRAM_ID } from '../../../src/solana/basketsProgram/addresses';
import {
  decodeTokenList,
  type TokenList,
  type TokenListEntry,
} from '../../../src/solana/basketsProgram/tokenList';
import type { ProgramContext } from '../../chain/emulation';
import type { RawAccount } from '../../chain/types';
import { encodeBasketState, encodeBuyState, type FundStateFields } from '../encode';
import { readPythPrice, type OraclePrice } from '../oracle';
import type { PricedSlot } from '../valuation';
import { anchorError, type AccountName, type Accounts } from './anchor';
import type { ProgramInstructionName } from '../../../src/solana/basketsProgram/instructionAccounts';

const PROGRAM = BASKETS_PROGRAM_ID.toBase58();

/** A fund state as the emulation changes it (`basketType` is derived when read). */
export type Fund = FundStateFields;

function programAccount<N extends ProgramInstructionName>(
  a: Accounts<N>,
  name: AccountName<N>,
): RawAccount {
  const account = a.ctx.account(a.address(name));
  if (!account) throw anchorError(a.ctx, 'AccountNotInitialized', name);
  if (account.owner !== PROGRAM) throw anchorError(a.ctx, 'AccountOwnedByWrongProgram', name);
  return account;
}

/** A fundState (a basket or a sell state). */
export function readFund<N extends ProgramInstructionName>(
  a: Accounts<N>,
  name: AccountName<N>,
): Fund {
  const decoded = decodeBasketState(programAccount(a, name).data);
  if (!decoded.ok) {
    const error =
      decoded.error.kind === 'wrong-discriminator' || decoded.error.kind === 'wrong-size'
        ? 'AccountDiscriminatorMismatch'
        : 'AccountDidNotDeserialize';
    throw anchorError(a.ctx, error, name);
  }
  return decoded.value;
}

export function readBuyState<N extends ProgramInstructionName>(
  a: Accounts<N>,
  name: AccountName<N>,
): BuyState {
  const decoded = decodeBuyState(programAccount(a, name).data);
  if (!decoded.ok) throw anchorError(a.ctx, 'AccountDiscriminatorMismatch', name);
  return decoded.value;
}

/** The token list the instruction names (it must be the program's one). */
export function readTokenList<N extends ProgramInstructionName>(
  a: Accounts<N>,
  name: AccountName<N>,
  address: string,
): TokenList {
  a.is(name, address);
  const decoded = decodeTokenList(programAccount(a, name).data);
  if (!decoded.ok) throw anchorError(a.ctx, 'AccountDidNotDeserialize', name);
  return decoded.value;
}

export function writeFund(ctx: ProgramContext, address: string, fund: Fund): void {
  const current = ctx.account(address);
  if (!current) throw new Error(`no fund state at ${address}`);
  ctx.write(address, { ...current, data: encodeBasketState(fund) });
}

export function writeBuyState(ctx: ProgramContext, address: string, state: BuyState): void {
  const current = ctx.account(address);
  if (!current) throw new Error(`no buy state at ${address}`);
  ctx.write(address, { ...current, data: encodeBuyState(state) });
}

/** Closes a program account, its lamports to `to` (Anchor's `close = to`). */
export function closeAccount(ctx: ProgramContext, address: string, to: string): void {
  const account = ctx.account(address);
  const recipient = ctx.account(to);
  if (!account || !recipient) throw new Error(`cannot close ${address} into ${to}`);
  ctx.write(to, { ...recipient, lamports: recipient.lamports + account.lamports });
  ctx.write(address, { ...account, lamports: 0n, data: new Uint8Array(0) });
}

export interface TokenAccount {
  address: string;
  mint: string;
  owner: string;
  amount: bigint;
}

/** An SPL Token account the instruction names, or null when it does not exist. */
export function tokenAccountOrNull<N extends ProgramInstructionName>(
  a: Accounts<N>,
  name: AccountName<N>,
): TokenAccount | null {
  const address = a.address(name);
  const account = a.ctx.account(address);
  if (!account) return null;
  if (account.owner !== TOKEN_PROGRAM_ID.toBase58() || account.data.length < AccountLayout.span) {
    throw anchorError(a.ctx, 'AccountOwnedByWrongProgram', name);
  }
  const raw = AccountLayout.decode(Buffer.from(account.data));
  return { address, mint: raw.mint.toBase58(), owner: raw.owner.toBase58(), amount: raw.amount };
}

export function tokenAccount<N extends ProgramInstructionName>(
  a: Accounts<N>,
  name: AccountName<N>,
): TokenAccount {
  const account = tokenAccountOrNull(a, name);
  if (!account) throw anchorError(a.ctx, 'AccountNotInitialized', name);
  return account;
}

/** The supply of the mint the instruction names. */
export function mintSupply<N extends ProgramInstructionName>(
  a: Accounts<N>,
  name: AccountName<N>,
): bigint {
  const account = a.ctx.account(a.address(name));
  if (!account || account.data.length < MintLayout.span) {
    throw anchorError(a.ctx, 'AccountNotInitialized', name);
  }
  return MintLayout.decode(Buffer.from(account.data)).supply;
}

/** The price in the oracle account `address` names, which must be `entry`'s oracle. */
export function oraclePrice(
  ctx: ProgramContext,
  address: string | undefined,
  entry: TokenListEntry,
  name: string,
): OraclePrice {
  if (address !== entry.oracleAccount) throw anchorError(ctx, 'IncorrectOracleAccount', name);
  const account = ctx.account(address);
  const price = account ? readPythPrice(account.data) : null;
  if (!price) throw anchorError(ctx, 'PythStatus', name);
  if (price.price < 0n) throw anchorError(ctx, 'PythNegativePrice', name);
  if (price.price === 0n) throw anchorError(ctx, 'ZeroPrice', name);
  return price;
}

export function listed(ctx: ProgramContext, list: TokenList, id: number): TokenListEntry {
  const entry = list.tokens[id];
  if (!entry) throw anchorError(ctx, 'IncorrectTokenId');
  return entry;
}

/**
 * The fund's holdings priced by the oracles after the IDL's accounts, one per slot in order (the
 * SDK's remaining accounts for mint, redeem, mintFund and updateCurrentWeights).
 */
export function pricedSlots<N extends ProgramInstructionName>(
  a: Accounts<N>,
  fund: Fund,
  list: TokenList,
): PricedSlot[] {
  if (a.remaining.length < fund.composition.length) {
    throw anchorError(a.ctx, 'AccountNotEnoughKeys');
  }
  return fund.composition.map((slot, i) => {
    const entry = listed(a.ctx, list, slot.tokenId);
    return {
      tokenId: slot.tokenId,
      amount: slot.amount,
      decimals: entry.decimals,
      price: oraclePrice(a.ctx, a.remaining[i]?.pubkey, entry, `remaining account ${i}`),
      targetWeight: slot.targetWeight,
    };
  });
}
