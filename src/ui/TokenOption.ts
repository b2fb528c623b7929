/** A token the user can pick by name (the app's known list or the sandbox's tokens). */
export interface TokenOption {
  mint: string;
  symbol: string;
  name: string;
  decimals: number;
  logoURI?: string;
}
