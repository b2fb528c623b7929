// The log's rows: when, what (a rebalance of n trades, or an automated mint), what the basket sold
// and bought (each amount as the chain recorded it), the value moved and the cost at the prices
// near that time, the drift from the targets before → after, and the transactions.
import type { TokenAmount } from '../../history/types';
import { formatTokenAmount } from '../../solana/amounts';
import { useSettings } from '../../settings';
import { explorerName, explorerTxUrl } from '../../solana/explorer';
import { ExplorerLink } from '../../ui/ExplorerLink';
import { formatDate, shortenAddress } from '../../ui/format';
import { Table } from '../../ui/Table';
import { figureWords, profitWords } from '../baskets/portfolio/figureWords';
import type { Figure } from '../baskets/portfolio/positions';
import type { LogEntry } from './log';
import type { Drift } from './logFigures';
import type { RebalanceLogView } from './useRebalanceLog';

const COLUMNS = [
  'When',
  'What',
  'Sold',
  'Bought',
  'Value moved',
  'Cost',
  'Drift before → after',
  'Transactions',
];

const driftWords = (d: Drift) => (d.known ? `${d.points.toFixed(1)} pts` : `unknown: ${d.why}`);

function Amounts({
  list,
  symbol,
}: {
  list: readonly TokenAmount[];
  symbol: (m: string) => string;
}) {
  if (list.length === 0) return <>—</>;
  return (
    <>
      {list.map((t) => (
        <span key={t.mint} className="rebalance-log__amount">
          {formatTokenAmount(t.amount, t.decimals, 'exact')} {symbol(t.mint)}
        </span>
      ))}
    </>
  );
}

function FigureCell({
  figure,
  words = figureWords,
}: {
  figure: Figure;
  words?: (f: Figure) => string;
}) {
  return <td className={figure.known ? undefined : 'rebalance-log__unknown'}>{words(figure)}</td>;
}

/** A cost with its share of what moved: "+$0.012 (0.02 % of $61.20)". */
function costWords(cost: Figure, moved: Figure): string {
  if (!cost.known || !moved.known || moved.usd === 0) return profitWords(cost);
  return `${profitWords(cost)} (${((cost.usd / moved.usd) * 100).toFixed(2)} %)`;
}

export function RebalanceTable({ view, caption }: { view: RebalanceLogView; caption: string }) {
  const { settings } = useSettings();
  const link = (signature: string) => (
    <ExplorerLink
      key={signature}
      signature={signature}
      resolve={(s) => explorerTxUrl(s, settings)}
      explorerName={explorerName(settings)}
    />
  );
  const row = (entry: LogEntry) => {
    if (entry.kind === 'mint') {
      const paid = entry.credited;
      return (
        <tr key={entry.signature}>
          <th scope="row">{formatDate(entry.time, 'and year')}</th>
          <td>Automated mint{entry.buyer ? ` for ${shortenAddress(entry.buyer)}` : ''}</td>
          <td>—</td>
          <td>
            <span className="rebalance-log__amount">
              {formatTokenAmount(entry.minted.amount, entry.minted.decimals, 'exact')}{' '}
              {view.symbol(entry.minted.mint)} minted
            </span>
          </td>
          <td>
            {paid === null ? (
              'Unknown: its deposit is not in the transactions read'
            ) : (
              <Amounts list={paid} symbol={view.symbol} />
            )}
          </td>
          <td>—</td>
          <td>—</td>
          <td>{link(entry.signature)}</td>
        </tr>
      );
    }
    const f = view.figures(entry);
    const trades = entry.legs.length;
    return (
      <tr key={entry.legs[0]?.signature}>
        <th scope="row">{formatDate(entry.time, 'and year')}</th>
        <td>
          Rebalance, {trades} {trades === 1 ? 'trade' : 'trades'}
        </td>
        <td className="rebalance-log__cell">
          <Amounts list={entry.legs.flatMap((l) => l.sold)} symbol={view.symbol} />
        </td>
        <td className="rebalance-log__cell">
          <Amounts list={entry.legs.flatMap((l) => l.bought)} symbol={view.symbol} />
        </td>
        <FigureCell figure={f.moved} />
        <FigureCell figure={f.cost} words={(cost) => costWords(cost, f.moved)} />
        <td
          className={
            f.driftBefore.known && f.driftAfter.known ? undefined : 'rebalance-log__unknown'
          }
        >
          {driftWords(f.driftBefore)} → {driftWords(f.driftAfter)}
        </td>
        <td className="rebalance-log__cell">{entry.legs.map((l) => link(l.signature))}</td>
      </tr>
    );
  };
  return (
    <Table
      framed
      className="ui-table--page rebalance-log__table"
      caption={caption}
      columns={COLUMNS}
    >
      {view.entries.map(row)}
    </Table>
  );
}
