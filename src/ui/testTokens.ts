import bs58 from 'bs58';
import { KNOWN_TOKENS } from '../solana/tokens';
import type { TokenOption } from './TokenOption';

/** A few real mainnet tokens for component tests and the gallery: USDC, wSOL, JUP and BONK. */
export const TEST_TOKENS: TokenOption[] = KNOWN_TOKENS.slice(0, 4).map((token) => ({ ...token }));

/** 15 distinct tokens, none of them USDC (addresses made up, valid base58 of 32 bytes). */
export function fifteenTokensWithoutUsdc(): TokenOption[] {
  return Array.from({ length: 15 }, (_, i) => ({
    mint: bs58.encode(Uint8Array.from({ length: 32 }, (_, byte) => (byte === 0 ? i + 1 : 9))),
    symbol: `TK${i + 1}`,
    name: `Token ${i + 1}`,
    decimals: 6,
  }));
}
