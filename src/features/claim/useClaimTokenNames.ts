import { useMemo } from 'react';
import { useTokenInfos } from '../../tokens/queries';
import { useTokenWords } from '../../tokens/useTokenWords';

/**
 * The claim timeline's name for each token id a withdraw account names (by the one rule,
 * docs/token-names.md), and whether they are all read: the flow keeps the names it was declared with, so
 * a claim reviewed before the account or the tokens were read would say "token #1" for good.
 * `reading`: the account's own reads (the wallet's sell states, the token list) are in flight.
 */
export function useClaimTokenNames(
  tokenMints: Readonly<Record<string, string>> | undefined,
  reading: boolean,
): { names: Record<string, string>; settled: boolean } {
  const mints = useMemo(() => Object.values(tokenMints ?? {}), [tokenMints]);
  const infos = useTokenInfos(mints);
  const wordsOf = useTokenWords(mints);
  return useMemo(
    () => ({
      names: Object.fromEntries(
        Object.entries(tokenMints ?? {}).map(([id, mint]) => [id, wordsOf(mint).inWords]),
      ),
      settled: !reading && mints.every((mint) => infos.get(mint)?.settled !== false),
    }),
    [tokenMints, mints, infos, wordsOf, reading],
  );
}
