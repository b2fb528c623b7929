// The sandbox's token list account, in the real layout at the real address
// (TOKEN_LIST_ADDRESS, baskets-sdk 0.0.45 config.ts): the sandbox's test tokens, each at its id
// (USDC is 0, wSOL 1 — the SDK reads tokenList[1]'s oracle as `oracleSol`). Baskets name their
// tokens by these ids; the app resolves them through this account, the SDK prices them through
// each entry's oracle (./oracle.ts).
import { associatedAddress } from './derive';
import type { PublicKey } from '@solana/web3.js';
import { BASKETS_PROGRAM_PDA } from '../../src/solana/basketsProgram/addresses';
import type { TokenList, TokenListEntry } from '../../src/solana/basketsProgram/tokenList';
import { oracleAddress } from './oracle';

/**
 * The program's own token account of a mint, as the list names it (`pdaTokenAccount`): every
 * basket's holdings of the token sit there together, each basket's share in its state. Which
 * accounts the real list names is not public to the sandbox; it uses the program PDA's
 * associated account.
 */
export function programTokenAccount(mint: PublicKey): PublicKey {
  return associatedAddress(mint, BASKETS_PROGRAM_PDA);
}

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
    oracleType: 'Pyth',
    oracleAccount: oracleAddress(token.mint).toBase58(),
    isLive: true,
    lpOn: false,
  };
}

export function sandboxTokenList(tokens: readonly ListedToken[]): TokenList {
  return { tokens: tokens.map(entryOf) };
}
