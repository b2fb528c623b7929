import { useChainTokens } from '../../tokens/queries';

/** A token mint's decimals, read from the chain (the token reads' cache); undefined while unknown. */
export function useMintDecimals(mint: string | undefined): number | undefined {
  const tokens = useChainTokens(mint ? [mint] : []);
  return mint ? tokens.get(mint)?.decimals : undefined;
}
