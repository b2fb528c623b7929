import type { BasketType, CompositionEntry } from '../../api/schemas';
import type { BasketSummary } from '../../solana/basketsProgram/basketState';
import type { Keyed } from '../../solana/basketsProgram/queries';
import type { TokenList } from '../../solana/basketsProgram/tokenList';
import { compositionFromChain } from './chainBasket';
import type { SavedBasket } from './myBasketsStore';

/** One row of the My baskets page: read from the chain and/or saved in this browser. */
export interface MyBasketRow {
  address: string;
  mint?: string;
  creator?: string;
  symbol?: string;
  name?: string;
  type?: BasketType;
  composition?: CompositionEntry[];
  created: boolean;
  /** Basket tokens held, in base units (undefined when the mint is unknown). */
  balance?: bigint;
  saved: boolean;
  /** Its basket state was read from the chain (false: only this browser knows it, so far). */
  onChain: boolean;
}

/**
 * The baskets whose token the wallet holds: each basket whose mint has a positive balance. The
 * basket token's mint is the basket state's `fundToken`, so the summaries of every basket (two
 * small dataSlices each) are enough to match them.
 */
export function heldBaskets(
  baskets: readonly Keyed<BasketSummary>[],
  balances: ReadonlyMap<string, bigint>,
): Keyed<BasketSummary>[] {
  return baskets.filter(({ account }) => (balances.get(account.fundToken) ?? 0n) > 0n);
}

function rowFromChain(
  { address, account }: Keyed<BasketSummary>,
  wallet: string,
  list: TokenList | null,
): MyBasketRow {
  return {
    address,
    mint: account.fundToken,
    creator: account.manager,
    symbol: account.symbol || undefined,
    name: account.name || undefined,
    type: account.basketType ?? undefined,
    composition: list ? compositionFromChain(account.composition, list) : undefined,
    created: account.manager === wallet,
    saved: false,
    onChain: true,
  };
}

/**
 * The wallet's baskets: those it created and those it holds tokens of, from the chain; then what
 * only this browser knows (saved, and not on the chain yet, or added by address). The chain's view
 * (current) wins over saved details (last sent from here), except for names the chain lacks.
 */
export function myBasketRows({
  saved,
  created,
  held,
  wallet,
  balances,
  tokenList,
}: {
  saved: readonly SavedBasket[];
  /** Baskets whose creator is the wallet (getProgramAccounts by manager). */
  created: readonly Keyed<BasketSummary>[];
  /** Baskets whose token the wallet holds (heldBaskets). */
  held: readonly Keyed<BasketSummary>[];
  wallet: string;
  /** Token balances by mint, base units. */
  balances: ReadonlyMap<string, bigint>;
  tokenList: TokenList | null;
}): MyBasketRow[] {
  const rows = new Map<string, MyBasketRow>();
  for (const basket of [...created, ...held]) {
    if (!rows.has(basket.address))
      rows.set(basket.address, rowFromChain(basket, wallet, tokenList));
  }
  for (const b of saved) {
    const chain = rows.get(b.address);
    if (chain) {
      rows.set(b.address, {
        ...chain,
        symbol: chain.symbol ?? b.symbol,
        name: chain.name ?? b.name,
        composition: chain.composition ?? b.settings?.composition,
        saved: true,
      });
      continue;
    }
    rows.set(b.address, {
      address: b.address,
      mint: b.mint,
      creator: b.creator,
      symbol: b.symbol,
      name: b.name,
      type: b.settings?.type,
      composition: b.settings?.composition,
      created: b.relation === 'created' || b.creator === wallet,
      saved: true,
      onChain: false,
    });
  }
  return [...rows.values()].map((row) => ({
    ...row,
    balance: row.mint ? (balances.get(row.mint) ?? 0n) : undefined,
  }));
}
