// Tokens Basketry knows by name. Mainnet mint addresses; the sandbox seeds exactly these.

export interface KnownToken {
  mint: string;
  symbol: string;
  name: string;
  decimals: number;
}

export const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const WSOL_MINT = 'So11111111111111111111111111111111111111112';

export const KNOWN_TOKENS: readonly KnownToken[] = [
  { mint: USDC_MINT, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  { mint: WSOL_MINT, symbol: 'wSOL', name: 'Wrapped SOL', decimals: 9 },
  {
    mint: 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN',
    symbol: 'JUP',
    name: 'Jupiter',
    decimals: 6,
  },
  {
    mint: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263',
    symbol: 'BONK',
    name: 'Bonk',
    decimals: 5,
  },
  {
    mint: 'mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So',
    symbol: 'mSOL',
    name: 'Marinade staked SOL',
    decimals: 9,
  },
  {
    mint: 'J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn',
    symbol: 'JitoSOL',
    name: 'Jito Staked SOL',
    decimals: 9,
  },
  {
    mint: 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm',
    symbol: 'WIF',
    name: 'dogwifhat',
    decimals: 6,
  },
];

const BY_MINT = new Map(KNOWN_TOKENS.map((token) => [token.mint, token]));
const BY_SYMBOL = new Map(KNOWN_TOKENS.map((token) => [token.symbol.toLowerCase(), token]));

/** The known token with this mint address, if any (surrounding whitespace ignored). */
export function findToken(mint: string): KnownToken | undefined {
  return BY_MINT.get(mint.trim());
}

/** The known token with this symbol, case-insensitive ("usdc" finds USDC). */
export function findTokenBySymbol(symbol: string): KnownToken | undefined {
  return BY_SYMBOL.get(symbol.trim().toLowerCase());
}

/** The symbol when known, else a shortened address ("Abcd…wxyz"). */
export function tokenLabel(mint: string): string {
  return findToken(mint)?.symbol ?? `${mint.slice(0, 4)}…${mint.slice(-4)}`;
}
