import { useCallback, useMemo } from 'react';
import { useTokenList } from '../solana/basketsProgram/hooks';
import { useTokenInfos } from './queries';
import { isVerifiedMint, tokenWords, type TokenWords } from './tokenWords';

const NONE: readonly string[] = [];

export interface TokenWordsOptions {
  /**
   * Mints the view itself identifies, named as verified: a basket's own token beside the basket
   * it belongs to (docs/token-names.md, "Where a token is named").
   */
  identified?: readonly string[];
}

/** A mint's words; a mint the hook was not given is named as nothing named it yet. */
export type TokenWordsOf = (mint: string) => TokenWords;

/**
 * The words of each of `mints` by the one rule (tokenWords): the symbol Jupiter or the chain gives
 * it, and whether it is on the verified set — a well-known token, on this network's token list, or
 * marked verified by Jupiter (docs/token-names.md, "The verified set").
 */
export function useTokenWords(
  mints: readonly string[],
  { identified = NONE }: TokenWordsOptions = {},
): TokenWordsOf {
  const infos = useTokenInfos(mints);
  const list = useTokenList();
  const tokenList = useMemo(
    () => new Set(list.data?.ok ? list.data.value.tokens.map((t) => t.mint) : []),
    [list.data],
  );
  const byContext = useMemo(() => new Set(identified), [identified]);
  return useCallback(
    (mint) => {
      const info = infos.get(mint);
      const verified =
        byContext.has(mint) ||
        isVerifiedMint(mint, { tokenList, jupiterVerified: info?.verification === 'verified' });
      return tokenWords(mint, info?.symbol, verified);
    },
    [infos, tokenList, byContext],
  );
}

/** One mint's words. */
export function useTokenWordsOf(mint: string): TokenWords {
  return useTokenWords(useMemo(() => [mint], [mint]))(mint);
}
