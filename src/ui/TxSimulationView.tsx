import { formatTokenAmount } from '../solana/amounts';
import { Notice } from './Notice';
import { formatNumber, shortenAddress } from './format';
import { Table } from './Table';
import { useTokenDisplay } from './tokenDisplay';
import './TxReview.css';

export interface BalanceChange {
  /** Token mint, or 'SOL' for native lamports. */
  mint: string;
  symbol?: string;
  /** Display units as plain decimal text (e.g. "1234.5"); shown exact, grouped. */
  before: string;
  after: string;
  /** Signed display units, e.g. "-10" or "2.5". */
  delta: string;
}

export interface TxSimulation {
  status: 'pending' | 'ok' | 'error';
  /** What went wrong, in words (for status 'error'). */
  error?: string;
  logs?: string[];
  unitsConsumed?: number;
  /** The connected wallet's balance changes the simulation showed. */
  balanceChanges?: BalanceChange[];
}

function signed(delta: string): string {
  const shown = formatTokenAmount(delta.trim(), 'exact');
  if (shown.startsWith('-')) return `−${shown.slice(1)}`;
  return /^[0.]*$/.test(shown) ? shown : `+${shown}`;
}

function tokenName(change: BalanceChange): string {
  return change.symbol ?? (change.mint === 'SOL' ? 'SOL' : shortenAddress(change.mint));
}

/**
 * The outcome of simulating one transaction: status, balance changes, folded logs. `changesOnly`
 * shows the balance changes alone, under `changesCaption` (a sequence's total, say).
 */
export function TxSimulationView({
  label,
  simulation,
  changesCaption = 'Your balance changes (simulated)',
  changesOnly = false,
}: {
  label: string;
  simulation: TxSimulation;
  changesCaption?: string;
  changesOnly?: boolean;
}) {
  const { status, error, logs, unitsConsumed, balanceChanges } = simulation;
  const display = useTokenDisplay();
  const UsdAmount = display?.UsdAmount;
  return (
    <div className="ui-tx-sim">
      {changesOnly ? null : status === 'pending' ? (
        <p role="status" className="ui-tx-sim__pending">
          Simulating against the network…
        </p>
      ) : status === 'ok' ? (
        <Notice tone="success" title="Simulation succeeded">
          {unitsConsumed !== undefined ? (
            <p>Used {formatNumber(unitsConsumed)} compute units.</p>
          ) : null}
        </Notice>
      ) : (
        <Notice tone="error" title="Simulation failed">
          <p>{error ?? 'The network refused this transaction in simulation.'}</p>
          <p>Signing it now would most likely fail on chain and still cost the fee.</p>
        </Notice>
      )}

      {balanceChanges && balanceChanges.length > 0 ? (
        // Five columns can be wider than a phone's card: the table scrolls in its own frame, which
        // the keyboard can reach, rather than widening the page.
        <Table
          framed
          className="ui-tx-sim__changes"
          caption={changesCaption}
          columns={['Token', 'Before', 'After', 'Change', ...(UsdAmount ? ['Value (USD)'] : [])]}
        >
          {balanceChanges.map((change) => (
            <tr key={change.mint}>
              <th scope="row">
                {display ? (
                  <display.TokenName mint={change.mint} fallback={change.symbol} />
                ) : (
                  tokenName(change)
                )}
              </th>
              <td>{formatTokenAmount(change.before, 'exact')}</td>
              <td>{formatTokenAmount(change.after, 'exact')}</td>
              <td
                className={
                  change.delta.trim().startsWith('-')
                    ? 'ui-tx-sim__delta--out'
                    : 'ui-tx-sim__delta--in'
                }
              >
                {signed(change.delta)}
              </td>
              {UsdAmount ? (
                <td>
                  <UsdAmount mint={change.mint} amount={Number(change.delta)} signed />
                </td>
              ) : null}
            </tr>
          ))}
        </Table>
      ) : null}

      {logs && logs.length > 0 ? (
        <details className="ui-tx-sim__logs" open={false}>
          <summary>Program logs ({logs.length} lines)</summary>
          <ol aria-label={`Program logs of ${label}`} className="ui-tx-sim__log-lines">
            {logs.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}
