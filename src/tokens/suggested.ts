import { KNOWN_TOKENS } from '../solana/tokens';

/**
 * Mints the token pickers offer before anything is typed: well-known mainnet tokens (the sandbox's
 * test tokens sit at the same addresses). Only their addresses are used; what they are called comes
 * from Jupiter and the chain, like any other mint.
 */
export const SUGGESTED_MINTS: readonly string[] = KNOWN_TOKENS.map((token) => token.mint);
