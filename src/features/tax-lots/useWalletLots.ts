// A wallet's lots as the page shows them: its history and today's values as the portfolio reads
// them (usePortfolio), past prices of what moved at the times the lots need (usePricesThen), and
// the lots matched by the chosen method.
import { useMemo } from 'react';
import type { TokenBalance } from '../../solana/queries';
import { usePortfolio, type Portfolio } from '../baskets/portfolio/usePortfolio';
import { usePricesThen, type PricesThen } from '../baskets/portfolio/usePricesThen';
import { matchLots, type BasketLots, type CostMethod, type LotPrices } from './lots';
import { pricedMoves } from './pricedMoves';

export interface WalletLots {
  readonly portfolio: Portfolio;
  readonly past: PricesThen;
  readonly prices: LotPrices;
  readonly report: ReadonlyMap<string, BasketLots>;
  /** USD per whole basket token today, by basket (the portfolio's figure). */
  readonly perToken: (basket: string) => number | undefined;
}

export function useWalletLots(
  wallet: string,
  balances: ReadonlyMap<string, TokenBalance> | undefined,
  basketMints: ReadonlySet<string>,
  method: CostMethod,
): WalletLots {
  const portfolio = usePortfolio(wallet, balances, basketMints);
  const { events } = portfolio.history;
  const moved = useMemo(() => pricedMoves(events), [events]);
  const past = usePricesThen(moved);
  const { symbol } = portfolio.prices;
  const prices: LotPrices = useMemo(() => ({ then: past.then, symbol }), [past.then, symbol]);
  const report = useMemo(() => matchLots(events, method, prices), [events, method, prices]);
  const perToken = useMemo(() => {
    const byBasket = new Map(portfolio.positions.map((p) => [p.flows.basket, p.perToken]));
    return (basket: string) => byBasket.get(basket);
  }, [portfolio.positions]);
  return { portfolio, past, prices, report, perToken };
}
