import { useMemo } from 'react';
import type { HistoryEvent } from '../../history/types';
import { useSettings } from '../../settings';
import { explorerName, explorerTxUrl } from '../../solana/explorer';
import { useTokenInfos, useUsdPrices } from '../../tokens/queries';
import { useTokenWords } from '../../tokens/useTokenWords';
import type { TokenFacts } from './historyRows';

export interface HistoryViewFacts extends TokenFacts {
  /** A basket's name for the table: its token's symbol, else its address shortened. */
  readonly basketLabel: (basket: string | null, basketMint: string | null) => string;
  readonly txUrl: (signature: string) => string;
  readonly explorer: string;
}

/**
 * Names and today's prices of every token the rows name, and where their transactions are shown. A
 * row's basket token is named by its basket, which the row names beside it (docs/token-names.md,
 * "Where a token is named"); any other token by the one rule.
 */
export function useHistoryFacts(events: readonly HistoryEvent[]): HistoryViewFacts {
  const { mints, basketMints } = useMemo(() => {
    const all = new Set<string>();
    const baskets = new Set<string>();
    for (const e of events) {
      if (e.basketMint) baskets.add(e.basketMint);
      for (const t of [...e.paid, ...e.received]) all.add(t.mint);
    }
    return { mints: [...new Set([...all, ...baskets])].sort(), basketMints: [...baskets].sort() };
  }, [events]);
  const infos = useTokenInfos(mints);
  const words = useTokenWords(mints, { identified: basketMints });
  const prices = useUsdPrices(mints);
  const { settings } = useSettings();
  return useMemo(
    () => ({
      words,
      priceToday: (mint) => prices.get(mint),
      basketLabel: (basket, basketMint) =>
        (basketMint ? infos.get(basketMint)?.symbol : undefined) ??
        (basket ? `${basket.slice(0, 4)}…${basket.slice(-4)}` : 'Unknown basket'),
      txUrl: (signature) => explorerTxUrl(signature, settings),
      explorer: explorerName(settings),
    }),
    [words, infos, prices, settings],
  );
}
