/** A token the user can pick by name, as Jupiter or the chain names it. */
export interface TokenOption {
  mint: string;
  symbol: string;
  name: string;
  decimals: number;
  /** https: or data:image/ only; the symbol's initials show when it is missing or fails. */
  logoURI?: string;
  /**
   * verified: on Jupiter's verified list; unverified: Jupiter has not verified it, or nothing names
   * it; unknown (or absent): named on chain, Jupiter not asked.
   */
  verification?: 'verified' | 'unverified' | 'unknown';
}
