// What the intent check found, in the review (docs/flow-engine.md rule 12): under each transaction,
// what it does once checked against the request; above them, when the review is shown again,
// how a fresh transaction differs from the one the user confirmed.
import { Notice } from '../ui/Notice';
import { StatusIcon } from '../ui/StatusIcon';
import type { CheckedTx } from './types';

export function CheckedLines({ checked }: { checked: CheckedTx | undefined }) {
  if (!checked) {
    return (
      <p className="flow-review__checked">
        This transaction is checked against your request when you confirm, before your wallet is
        asked.
      </p>
    );
  }
  return (
    <div className="flow-review__checked">
      <p>
        <StatusIcon name="check" /> <strong>Checked against your request:</strong> it does this and
        nothing else.
      </p>
      <ul>
        {checked.does.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

export function ReviewChanges({ changes }: { changes: readonly string[] | undefined }) {
  if (!changes?.length) return null;
  return (
    <Notice tone="warn" title="The Basket API’s fresh transaction is not the one you confirmed">
      <p>
        Your first transaction could no longer be used, so this app asked the Basket API for a fresh
        one. It differs from what you confirmed in more than its blockhash, so nothing was sent to
        your wallet. Review it again:
      </p>
      <ul>
        {changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
    </Notice>
  );
}
