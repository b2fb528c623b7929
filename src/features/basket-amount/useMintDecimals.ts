import { useChainTokenReads } from '../../tokens/queries';

/**
 * A token mint's decimals, read from the chain (the token reads' cache): undefined while unknown,
 * `reading` until the first read has answered (or failed).
 */
export function useMintDecimals(mint: string | undefined): {
  decimals: number | undefined;
  reading: boolean;
} {
  const { tokens, reading } = useChainTokenReads(mint ? [mint] : []);
  return { decimals: mint ? tokens.get(mint)?.decimals : undefined, reading };
}
