// The log with what it needs around it: where the read stands, a failure to read past prices, the
// rows, and what the figures mean. The basket page's card shows the latest; the log's page all.
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { RebalanceTable } from './RebalanceTable';
import type { RebalanceLogView } from './useRebalanceLog';
import './RebalanceLog.css';

export function RebalanceLog({ view, caption }: { view: RebalanceLogView; caption: string }) {
  const { history } = view;
  return (
    <>
      <p role="status" className="rebalance-log__note">
        {history.reading
          ? `Reading the basket’s transactions… ${view.total} found so far.`
          : view.total === 0
            ? 'No rebalance or automated mint among the basket’s transactions.'
            : view.pricesReading
              ? 'Reading the prices near each rebalance…'
              : `${view.total} rebalances and automated mints, read from the chain.`}
      </p>
      {history.error ? (
        <Notice
          tone="error"
          title="The basket’s transactions could not all be read"
          actions={<Button onClick={history.refresh}>Read again</Button>}
        >
          {history.error.message} What was read is shown.
        </Notice>
      ) : null}
      {view.pricesError ? (
        <Notice
          tone="error"
          title="Past prices could not be read"
          actions={<Button onClick={view.retryPrices}>Try again</Button>}
        >
          {view.pricesError.message}
        </Notice>
      ) : null}
      {view.entries.length > 0 ? <RebalanceTable view={view} caption={caption} /> : null}
      <p className="rebalance-log__note">
        Sold and bought: what the program’s vaults paid out and took in for this basket in each of
        the automation’s trades. Value moved and cost: at the hourly past price nearest the trade
        (the oracle’s own price at that slot is not in any record a node serves); cost = sold −
        bought. Drift: the largest gap between a token’s share of the basket’s value and its target,
        before the first trade and after the last.
      </p>
    </>
  );
}
