import { useDeferredValue, useMemo, useState } from 'react';
import { describeTransactionError } from '../../flow/chainErrors';
import type { WalletHistory } from '../../history/hooks';
import { Button } from '../../ui/Button';
import { downloadFile } from '../../ui/downloadFile';
import { SelectField } from '../../ui/SelectField';
import { Notice } from '../../ui/Notice';
import { DemoWalletHint } from '../../wallet/DemoWalletHint';
import { historyCsv } from './historyCsv';
import { KIND_WORDS, filterEvents, groupSteps, type HistoryFilter } from './historyRows';
import { HistoryTable } from './HistoryTable';
import { useHistoryFacts } from './useHistoryFacts';
import './history.css';
import { formatNumber } from '../../ui/format';

/** Where the history read stands: reading, all read, or failed (what was read stays shown). */
export function HistoryStatus({
  history,
  rows,
  noun = 'row',
}: {
  history: Pick<WalletHistory, 'error' | 'reading' | 'refresh'>;
  rows: number;
  /** What is counted ("row", "month"). */
  noun?: string;
}) {
  if (history.error) {
    return (
      <Notice
        tone="error"
        title="Part of the history could not be read from the chain"
        actions={<Button onClick={history.refresh}>Read again</Button>}
      >
        {history.error.message} What was read is shown.
      </Notice>
    );
  }
  return (
    <p role="status" className="history__status">
      {history.reading
        ? `Reading the history from the chain… ${formatNumber(rows)} ${rows === 1 ? noun : `${noun}s`} so far.`
        : `${formatNumber(rows)} ${rows === 1 ? noun : `${noun}s`}, read from the chain.`}
    </p>
  );
}

/**
 * The wallet's basket history from the chain (src/history): filters by basket and operation, the
 * table, and the same rows as CSV.
 */
export function ChainHistory({ history, wallet }: { history: WalletHistory; wallet: string }) {
  const [filter, setFilter] = useState<HistoryFilter>({ basket: '', kind: '' });
  const events = useDeferredValue(history.events);
  const facts = useHistoryFacts(events);
  const shown = useMemo(() => filterEvents(events, filter), [events, filter]);
  const baskets = useMemo(() => {
    const seen = new Map<string, string | null>();
    for (const e of events) if (e.basket && !seen.has(e.basket)) seen.set(e.basket, e.basketMint);
    return [...seen];
  }, [events]);
  const kinds = useMemo(() => [...new Set(events.map((e) => e.kind))], [events]);
  return (
    <section aria-labelledby="activity-history" className="history ui-stack">
      <h2 id="activity-history">History from the chain</h2>
      <p className="muted">
        Every transaction this wallet signed for a basket operation — each step of one sent as
        several under it — and the basket tokens the service credited for its deposits, read from
        the chain: the same in any browser. Values are at today’s prices.
      </p>
      <div className="history__controls">
        <SelectField
          label="Basket"
          value={filter.basket}
          options={[
            { value: '', label: 'Every basket' },
            ...baskets.map(([basket, mint]) => ({
              value: basket,
              label: facts.basketLabel(basket, mint),
            })),
          ]}
          onChange={(basket) => setFilter({ ...filter, basket })}
        />
        <SelectField
          label="Operation"
          value={filter.kind}
          options={[
            { value: '', label: 'Every operation' },
            ...kinds.map((kind) => ({ value: kind, label: KIND_WORDS[kind] })),
          ]}
          onChange={(kind) => setFilter({ ...filter, kind })}
        />
        <Button
          disabled={shown.length === 0}
          onClick={() =>
            downloadFile(
              `basket-history-${wallet.slice(0, 8)}.csv`,
              historyCsv(groupSteps(shown), facts, describeTransactionError),
            )
          }
        >
          Download CSV
        </Button>
      </div>
      <HistoryStatus history={history} rows={shown.length} />
      {shown.length > 0 ? (
        <HistoryTable caption="Basket history of this wallet" events={shown} facts={facts} />
      ) : history.reading ? null : filter.basket || filter.kind ? (
        <p>No basket transactions match these filters.</p>
      ) : (
        <>
          <p>No basket transactions yet.</p>
          <DemoWalletHint />
        </>
      )}
    </section>
  );
}
