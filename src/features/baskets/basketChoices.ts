import { shortenAddress } from '../../ui/format';
import type { SavedBasket } from './myBasketsStore';
import type { SandboxBasket } from './sandboxBasketsApi';

export interface BasketChoice {
  address: string;
  label: string;
  group: 'mine' | 'other';
}

function describe(b: { address: string; symbol?: string | null; name?: string | null }): string {
  const title = [b.symbol, b.name].filter(Boolean).join(' — ');
  return title ? `${title} (${shortenAddress(b.address)})` : b.address;
}

/**
 * The baskets a picker offers: the wallet's own first (saved here, created by it or held on the
 * sandbox), then, unless `createdOnly`, every other basket the sandbox knows.
 */
export function basketChoices({
  saved,
  sandbox,
  wallet,
  heldMints,
  createdOnly,
}: {
  saved: readonly SavedBasket[];
  sandbox: readonly SandboxBasket[];
  wallet: string | undefined;
  heldMints: ReadonlySet<string>;
  createdOnly: boolean;
}): BasketChoice[] {
  const choices = new Map<string, BasketChoice>();
  for (const b of saved) {
    if (createdOnly && b.relation !== 'created' && b.creator !== wallet) continue;
    choices.set(b.address, { address: b.address, label: describe(b), group: 'mine' });
  }
  for (const b of sandbox) {
    if (choices.has(b.address)) continue;
    const mine = b.creator === wallet || heldMints.has(b.mint);
    if (createdOnly && b.creator !== wallet) continue;
    choices.set(b.address, {
      address: b.address,
      label: describe(b),
      group: mine ? 'mine' : 'other',
    });
  }
  return [...choices.values()];
}
