// A token in a refusal's words. A mint the app knows reads as its symbol; any other as what its
// own metadata calls it, with its mint — and when that name is a known token's, it says it is not
// that token: a fake "USDC" is the look-alike a hostile answer would use (docs/security.md).
import { findToken, findTokenBySymbol } from '../../solana/tokens';
import { shortenAddress } from '../../ui/format';

/** The token's symbol when the app knows its mint, else undefined. */
export function knownSymbol(mint: string): string | undefined {
  return findToken(mint)?.symbol;
}

/** "USDC", "“XYZ” tokens (mint Abcd…wxyz)", or a look-alike said to be one. */
export function tokenWords(mint: string, claimedSymbol: string | undefined): string {
  const known = knownSymbol(mint);
  if (known) return known;
  const symbol = claimedSymbol?.trim();
  if (!symbol) return `tokens of mint ${shortenAddress(mint)}`;
  const imitated = findTokenBySymbol(symbol);
  if (imitated) {
    return `“${symbol}” tokens that are not the real ${imitated.symbol} (their mint is ${shortenAddress(mint)}; ${imitated.symbol}’s is ${shortenAddress(imitated.mint)})`;
  }
  return `“${symbol}” tokens (mint ${shortenAddress(mint)})`;
}
