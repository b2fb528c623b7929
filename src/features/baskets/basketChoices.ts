import { shortenAddress } from '../../ui/format';
import type { MyBasketRow } from './myBasketList';

export interface BasketChoice {
  address: string;
  label: string;
}

function describe(b: { address: string; symbol?: string; name?: string }): string {
  const title = [b.symbol, b.name].filter(Boolean).join(' — ');
  return title ? `${title} (${shortenAddress(b.address)})` : b.address;
}

/**
 * The baskets a picker offers: the wallet's own (created, held or saved), or with `createdOnly`
 * only those it created (edit, set metadata).
 */
export function basketChoices(
  rows: readonly MyBasketRow[],
  { createdOnly }: { createdOnly: boolean },
): BasketChoice[] {
  return rows
    .filter((row) => !createdOnly || row.created)
    .map((row) => ({ address: row.address, label: describe(row) }));
}
