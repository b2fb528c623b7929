// The value card's words on how its line was drawn: from the basket's own vaults, or back from what
// its state records now (the program's shared vaults), in a note under the chart; where the
// backward walk stopped, it says before when and why. Or — its transactions unreadable — a notice
// that the line is what it holds now at past prices. The note's length changes as the transactions
// are read, so it sits below everything a reader clicks (BasketValuePanel.tsx).
import { formatDate } from '../../ui/format';
import { Notice } from '../../ui/Notice';
import type { UnknownReason } from './sharedVaultHoldings';
import type { BasketSteps } from './useBasketSteps';

/** Why the holdings before some time are unknown, in words (the factsheet says it too). */
export const UNKNOWN_BEFORE_WORDS: Record<UnknownReason, string> = {
  'two-baskets': 'a transaction then moved another basket’s tokens too, in the same vaults',
  mixed: 'a transaction then moved a deposit’s or withdrawal’s tokens with the basket’s own',
  'unpaired-mint': 'a deposit credited then was paid earlier than the transactions read',
  emptied: 'every basket token was withdrawn then',
  inconsistent: 'what its account records now does not agree with its transactions from then',
};

/** Above the line, once the basket's transactions turned out unreadable: the figures mean less. */
export function HeldNowNotice({ host }: { host: string }) {
  return (
    <Notice tone="info" title="What the basket holds now, at past prices">
      The basket’s transactions could not be read (the RPC refused them or served none, though a
      basket has at least its creation), so what it held before is not known. The line and returns
      value what its account records it holds now with past prices from {host}: they are not its
      past value where it was deposited in, withdrawn from, rebalanced or edited in the range.
    </Notice>
  );
}

/** Under the line: how it was drawn from the basket's transactions (nothing when held-now). */
export function ValueMethodNote({
  source,
  unknownBefore,
  host,
}: Pick<BasketSteps, 'source' | 'unknownBefore'> & { host: string }) {
  if (source === 'held-now') return null;
  const unknown = unknownBefore
    ? ` Before ${formatDate(unknownBefore.time, 'and year')} its holdings are unknown: ${UNKNOWN_BEFORE_WORDS[unknownBefore.why]}.`
    : '';
  return (
    <p className="basket-value__note basket-value__method">
      {source === 'state-backward'
        ? `The program keeps every basket’s tokens in shared vaults: the basket’s holdings after each of its transactions are worked back from what its account records now, by what each transaction moved in those vaults for this basket, and valued with past prices from ${host}.`
        : `The basket’s holdings after each of its transactions on the chain, valued with past prices from ${host}; between two transactions the holdings stay the same.`}
      {unknown}
    </p>
  );
}
