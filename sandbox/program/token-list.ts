// The sandbox's token list account, in the real layout at the real address
// (TOKEN_LIST_ADDRESS, baskets-sdk 0.0.45 config.ts): the sandbox's test tokens, each at its id
// (USDC is 0). Baskets name their tokens by these ids; the app resolves them through this account.
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import { BASKETS_PROGRAM_PDA } from '../../src/solana/basketsProgram/addresses';
import type { TokenList, TokenListEntry } from '../../src/solana/basketsProgram/tokenList';

/**
 * The program's own token account of a mint, as the list names it (`pdaTokenAccount`). Which
 * accounts the real list names is not public to the sandbox; it uses the program PDA's associated
 * account. The sandbox keeps each basket's assets in vaults of its own (../keeper/holdings.ts).
 */
export function programTokenAccount(mint: PublicKey): PublicKey {
  return getAssociatedTokenAddressSync(mint, BASKETS_PROGRAM_PDA, true);
}

/**
 * The sandbox has no price oracles (its prices are its own, ../model/tokens.ts): every entry names
 * the default key as its oracle, with oracle type 0.
 */
export const NO_ORACLE = PublicKey.default;

/** What the list says of a token (the sandbox's token book, ../model/tokens.ts, has more). */
export interface ListedToken {
  id: number;
  mint: PublicKey;
  decimals: number;
}

function entryOf(token: ListedToken): TokenListEntry {
  return {
    id: token.id,
    mint: token.mint.toBase58(),
    decimals: token.decimals,
    coingeckoId: '',
    pdaTokenAccount: programTokenAccount(token.mint).toBase58(),
    oracleType: null,
    oracleAccount: NO_ORACLE.toBase58(),
    isLive: true,
    lpOn: false,
  };
}

export function sandboxTokenList(tokens: readonly ListedToken[]): TokenList {
  return { tokens: tokens.map(entryOf) };
}
