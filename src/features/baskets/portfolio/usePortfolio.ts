// Everything the portfolio shows, read once for the page: the wallet's history (src/history), its
// basket tokens, the states of the baskets it holds, pending deposits (buy states) and open
// withdrawals (sell states) from the chain, today's prices (Jupiter) and past prices (the
// price-history source) for what moved then.
import { useMemo } from 'react';
import { useWalletHistory, type WalletHistory } from '../../../history/hooks';
import type { TokenAmount } from '../../../history/types';
import {
  useBuyStatesOf,
  useSellStatesOf,
  useTokenList,
} from '../../../solana/basketsProgram/hooks';
import { tokenById } from '../../../solana/basketsProgram/tokenList';
import { accountAddress } from '../../../solana/address';
import type { TokenBalance } from '../../../solana/queries';
import { useUsdPriceReads } from '../../../tokens/queries';
import { useTokenWords } from '../../../tokens/useTokenWords';
import { basketValue, pricePerBasketToken, UNVALUED } from '../basketValue';
import {
  emptyFlows,
  positionFigures,
  positionFlows,
  totalFigures,
  type PositionFigures,
  type PositionFlows,
  type Prices,
  type TotalFigures,
} from './positions';
import { useHeldBasketStates } from './useHeldBasketStates';
import { usePricesThen } from './usePricesThen';

export interface Position {
  readonly flows: PositionFlows;
  readonly figures: PositionFigures;
  /** Basket tokens held now (base units) and their decimals. */
  readonly held: bigint;
  readonly decimals: number | undefined;
  /** USD per whole basket token today (its basket's holdings × prices ÷ supply, else Jupiter's). */
  readonly perToken: number | undefined;
}

export interface Portfolio {
  readonly history: WalletHistory;
  readonly positions: readonly Position[];
  readonly totals: TotalFigures;
  readonly prices: Prices;
}

export function usePortfolio(
  wallet: string,
  balances: ReadonlyMap<string, TokenBalance> | undefined,
  basketMints: ReadonlySet<string>,
): Portfolio {
  const heldAccounts = useMemo(
    () =>
      [...(balances?.values() ?? [])]
        .filter((b) => basketMints.has(b.mint))
        .flatMap((b) => b.accounts ?? []),
    [balances, basketMints],
  );
  const history = useWalletHistory(wallet, heldAccounts);
  const owner = useMemo(() => accountAddress(wallet), [wallet]);
  const buyStates = useBuyStatesOf(owner);
  const sellStates = useSellStatesOf(owner);
  const tokenList = useTokenList();
  const list = tokenList.data?.ok ? tokenList.data.value : null;

  const flows = useMemo(() => positionFlows(history.events), [history.events]);
  const withdrawBaskets = useMemo(() => {
    const map = new Map<string, string>();
    for (const e of history.events) {
      if (e.kind === 'withdraw' && e.withdrawAccount && e.basket)
        map.set(e.withdrawAccount, e.basket);
    }
    return map;
  }, [history.events]);
  const unclaimedByBasket = useMemo(() => {
    const map = new Map<string, TokenAmount[]>();
    for (const { address, account } of sellStates.data?.accounts ?? []) {
      const basket = withdrawBaskets.get(address);
      if (!basket || !list) continue;
      const assets = account.composition.flatMap((slot) => {
        const token = tokenById(list, slot.tokenId);
        return token && slot.amount > 0n
          ? [{ mint: token.mint, decimals: token.decimals, amount: slot.amount }]
          : [];
      });
      map.set(basket, [...(map.get(basket) ?? []), ...assets]);
    }
    return map;
  }, [sellStates.data, withdrawBaskets, list]);
  const pendingByBasket = useMemo(() => {
    const map = new Map<string, bigint>();
    for (const { account } of buyStates.data?.accounts ?? []) {
      map.set(account.fund, (map.get(account.fund) ?? 0n) + account.usdcContributed);
    }
    return map;
  }, [buyStates.data]);

  // The baskets the wallet holds tokens of: what they hold values those tokens.
  const heldBaskets = useMemo(
    () =>
      [...flows.values()]
        .filter((f) => f.basketMint && (balances?.get(f.basketMint)?.amount ?? 0n) > 0n)
        .map((f) => f.basket)
        .sort(),
    [flows, balances],
  );
  const { states: heldStates, reading: readingStates } = useHeldBasketStates(heldBaskets, list);

  // Prices: today's for basket tokens, what their baskets hold and unclaimed assets; past ones
  // for what moved then.
  const mintsNow = useMemo(() => {
    const set = new Set<string>();
    for (const f of flows.values()) if (f.basketMint) set.add(f.basketMint);
    for (const list of unclaimedByBasket.values()) for (const t of list) set.add(t.mint);
    for (const state of heldStates.values())
      for (const h of state.holdings) if (h.mint) set.add(h.mint);
    return [...set].sort();
  }, [flows, unclaimedByBasket, heldStates]);
  const { prices: pricesNow, reading: readingPrices } = useUsdPriceReads(mintsNow);
  const moved = useMemo(
    () => [...flows.values()].flatMap((f) => [...f.assetsIn, ...f.takenOut]),
    [flows],
  );
  const pastMints = useMemo(() => [...new Set(moved.map((m) => m.mint))].sort(), [moved]);
  const past = usePricesThen(moved);
  // Reasons name a token by the one rule (docs/token-names.md).
  const wordsOf = useTokenWords(
    useMemo(() => [...new Set([...mintsNow, ...pastMints])], [mintsNow, pastMints]),
  );

  const prices: Prices = useMemo(
    () => ({
      now: (mint) => pricesNow.get(mint),
      then: past.then,
      symbol: (mint) => wordsOf(mint).label,
      thenReading: past.histories.reading,
    }),
    [pricesNow, past.then, wordsOf, past.histories.reading],
  );

  const positions = useMemo(() => {
    const baskets = new Set([
      ...flows.keys(),
      ...pendingByBasket.keys(),
      ...unclaimedByBasket.keys(),
    ]);
    const out: Position[] = [];
    for (const basket of baskets) {
      const f = flows.get(basket) ?? emptyFlows(basket);
      const balance = f.basketMint ? balances?.get(f.basketMint) : undefined;
      const held = balance?.amount ?? 0n;
      const decimals = balance?.decimals;
      const state = heldStates.get(basket);
      const perToken = f.basketMint
        ? pricePerBasketToken(
            state ? basketValue(state.holdings, pricesNow, state.supply, decimals) : UNVALUED,
            pricesNow.get(f.basketMint),
            readingPrices || readingStates,
          )
        : undefined;
      const figures = positionFigures(
        f,
        {
          held,
          decimals,
          basketTokenPrice: perToken,
          pendingUsdc: pendingByBasket.get(basket) ?? 0n,
          unclaimed: unclaimedByBasket.get(basket) ?? [],
          historyComplete: history.complete,
          valuesReading: readingPrices || readingStates,
        },
        prices,
      );
      const open =
        held > 0n || (pendingByBasket.get(basket) ?? 0n) > 0n || unclaimedByBasket.has(basket);
      const everDeposited = f.depositedUsdc > 0n || f.assetsIn.length > 0 || f.basketTokensIn > 0n;
      if (open || everDeposited) out.push({ flows: f, figures, held, decimals, perToken });
    }
    return out.sort((a, b) => (b.flows.firstDeposit ?? 0) - (a.flows.firstDeposit ?? 0));
  }, [
    flows,
    pendingByBasket,
    unclaimedByBasket,
    balances,
    heldStates,
    pricesNow,
    readingPrices,
    readingStates,
    history.complete,
    prices,
  ]);
  const totals = useMemo(() => totalFigures(positions.map((p) => p.figures)), [positions]);
  return { history, positions, totals, prices };
}
