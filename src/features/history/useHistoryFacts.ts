import { useMemo } from 'react';
import type { HistoryEvent } from '../../history/types';
import { useSettings } from '../../settings';
import { explorerName, explorerTxUrl } from '../../solana/explorer';
import { useTokenInfos, useUsdPrices } from '../../tokens/queries';
import type { TokenFacts } from './historyRows';

export interface HistoryViewFacts extends TokenFacts {
  /** A basket's name for the table: its token's symbol, else its address shortened. */
  readonly basketLabel: (basket: string | null, basketMint: string | null) => string;
  readonly txUrl: (signature: string) => string;
  readonly explorer: string;
}

/** Names and today's prices of every token the rows name, and where their transactions are shown. */
export function useHistoryFacts(events: readonly HistoryEvent[]): HistoryViewFacts {
  const mints = useMemo(() => {
    const set = new Set<string>();
    for (const e of events) {
      if (e.basketMint) set.add(e.basketMint);
      for (const t of [...e.paid, ...e.received]) set.add(t.mint);
    }
    return [...set].sort();
  }, [events]);
  const infos = useTokenInfos(mints);
  const prices = useUsdPrices(mints);
  const { settings } = useSettings();
  return useMemo(
    () => ({
      symbol: (mint) => infos.get(mint)?.symbol,
      priceToday: (mint) => prices.get(mint),
      basketLabel: (basket, basketMint) =>
        (basketMint ? infos.get(basketMint)?.symbol : undefined) ??
        (basket ? `${basket.slice(0, 4)}…${basket.slice(-4)}` : 'Unknown basket'),
      txUrl: (signature) => explorerTxUrl(signature, settings),
      explorer: explorerName(settings),
    }),
    [infos, prices, settings],
  );
}
