import type { CompositionEntry } from '../../api/schemas';
import type { BasketType } from '../../api/schemas';
import type { SavedBasket } from './myBasketsStore';
import type { SandboxBasket } from './sandboxBasketsApi';

/** One row of the My baskets page: saved here and/or known to the sandbox. */
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
}

/**
 * The wallet's baskets: every saved one, plus sandbox baskets it created or holds tokens of.
 * The sandbox's view (current) wins over saved details (last sent from here).
 */
export function myBasketRows({
  saved,
  sandbox,
  wallet,
  balances,
}: {
  saved: readonly SavedBasket[];
  sandbox: readonly SandboxBasket[];
  wallet: string;
  /** Token balances by mint, base units. */
  balances: ReadonlyMap<string, bigint>;
}): MyBasketRow[] {
  const rows = new Map<string, MyBasketRow>();
  for (const b of saved) {
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
    });
  }
  const byAddress = new Map(sandbox.map((b) => [b.address, b]));
  for (const b of sandbox) {
    const held = (balances.get(b.mint) ?? 0n) > 0n;
    if (!rows.has(b.address) && b.creator !== wallet && !held) continue;
    const previous = rows.get(b.address);
    rows.set(b.address, {
      address: b.address,
      mint: b.mint,
      creator: b.creator,
      symbol: b.symbol ?? previous?.symbol,
      name: b.name ?? previous?.name,
      type: b.settings?.type ?? b.type ?? previous?.type,
      composition: b.composition.length > 0 ? b.composition : previous?.composition,
      created: b.creator === wallet,
      saved: previous?.saved ?? false,
    });
  }
  return [...rows.values()].map((row) => ({
    ...row,
    mint: row.mint ?? byAddress.get(row.address)?.mint,
    balance: row.mint ? (balances.get(row.mint) ?? 0n) : undefined,
  }));
}
