// The value card's sentence on how its line was drawn: from the basket's own vaults, back from what
// its state records now (the program's shared vaults), or — its transactions unreadable — what it
// holds now at past prices. Where the backward walk stopped, it says before when and why.
import { formatDate } from '../../ui/format';
import { Notice } from '../../ui/Notice';
import type { UnknownReason } from './sharedVaultHoldings';
import type { BasketSteps } from './useBasketSteps';

const WHY: Record<UnknownReason, string> = {
  'two-baskets': 'a transaction then moved another basket’s tokens too, in the same vaults',
  mixed: 'a transaction then moved a deposit’s or withdrawal’s tokens with the basket’s own',
  'unpaired-mint': 'a deposit credited then was paid earlier than the transactions read',
  emptied: 'every basket token was withdrawn then',
  inconsistent: 'what its account records now does not agree with its transactions from then',
};

export function ValueMethodNote({
  source,
  unknownBefore,
  host,
}: Pick<BasketSteps, 'source' | 'unknownBefore'> & { host: string }) {
  if (source === 'held-now') {
    return (
      <Notice tone="info" title="What the basket holds now, at past prices">
        The basket’s transactions could not be read (the RPC refused them or served none, though a
        basket has at least its creation), so what it held before is not known. The line and returns
        value what its account records it holds now with past prices from {host}: they are not its
        past value where it was deposited in, withdrawn from, rebalanced or edited in the range.
      </Notice>
    );
  }
  const unknown = unknownBefore
    ? ` Before ${formatDate(unknownBefore.time, 'and year')} its holdings are unknown: ${WHY[unknownBefore.why]}.`
    : '';
  return (
    <p className="basket-value__note">
      {source === 'state-backward'
        ? `The program keeps every basket’s tokens in shared vaults: the basket’s holdings after each of its transactions are worked back from what its account records now, by what each transaction moved in those vaults for this basket, and valued with past prices from ${host}.`
        : `The basket’s holdings after each of its transactions on the chain, valued with past prices from ${host}; between two transactions the holdings stay the same.`}
      {unknown}
    </p>
  );
}
