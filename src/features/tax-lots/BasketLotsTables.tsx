// One basket's lots: those still open (what remains, its cost, what it would gain at today's
// value) and every disposal (what it fetched, the cost of the lots it used, the gain).
import { formatTokenAmount } from '../../solana/amounts';
import { Table } from '../../ui/Table';
import { ExplorerLink } from '../../ui/ExplorerLink';
import { figureWords, profitWords } from '../baskets/portfolio/figureWords';
import type { HistoryViewFacts } from '../history/useHistoryFacts';
import { unrealized, type BasketLots, type Disposal, type Lot, type Usd } from './lots';

export const dateWords = (time: number | null) =>
  time === null ? 'time unknown' : new Date(time * 1000).toISOString().slice(0, 10);

const SOURCE_WORDS: Record<Lot['source'], string> = {
  deposit: 'Deposit',
  'single-asset': 'Single-asset deposit',
  'transfer-in': 'Received from another wallet',
  credit: 'Credited (its deposit not read)',
};

const DISPOSAL_WORDS: Record<Disposal['kind'], string> = {
  withdrawal: 'Withdrawal',
  redemption: 'Single-asset redeem',
  'transfer-out': 'Sent to another wallet',
};

function FigureCell({ figure, signed = false }: { figure: Usd | null; signed?: boolean }) {
  if (figure === null) return <td>No sale</td>;
  return (
    <td className={figure.known ? undefined : 'tax-lots__unknown'}>
      {signed ? profitWords(figure) : figureWords(figure)}
    </td>
  );
}

export function BasketLotsTables({
  lots,
  label,
  perToken,
  perTokenWhy,
  facts,
}: {
  lots: BasketLots;
  label: string;
  /** USD per whole basket token today. */
  perToken: number | undefined;
  /** Why `perToken` is not known, when it is not. */
  perTokenWhy: string;
  facts: HistoryViewFacts;
}) {
  const tokens = (amount: bigint) => formatTokenAmount(amount, lots.decimals);
  const link = (signature: string) => (
    <ExplorerLink signature={signature} resolve={facts.txUrl} explorerName={facts.explorer} />
  );
  return (
    <>
      {lots.open.length > 0 ? (
        <Table
          framed
          className="ui-table--page tax-lots__table"
          caption={`Open lots of ${label}`}
          columns={[
            'Acquired',
            'How',
            'Basket tokens',
            'Left',
            'Cost',
            'Cost of what is left',
            'Unrealized gain',
            'Transaction',
          ]}
        >
          {lots.open.map((lot) => (
            <tr key={lot.id}>
              <th scope="row">{dateWords(lot.acquired)}</th>
              <td>{SOURCE_WORDS[lot.source]}</td>
              <td>{tokens(lot.tokens)}</td>
              <td>{tokens(lot.remaining)}</td>
              <FigureCell figure={lot.cost} />
              <FigureCell figure={lot.remainingCost} />
              <FigureCell figure={unrealized(lot, perToken, perTokenWhy)} signed />
              <td>{link(lot.paidIn)}</td>
            </tr>
          ))}
        </Table>
      ) : (
        <p>No open lots of {label}: every basket token that arrived has left.</p>
      )}
      {lots.disposals.length > 0 ? (
        <Table
          framed
          className="ui-table--page tax-lots__table"
          caption={`Disposals of ${label}`}
          columns={[
            'Date',
            'What',
            'Basket tokens',
            'Proceeds',
            'Cost basis',
            'Realized gain',
            'Lots used',
            'Transaction',
          ]}
        >
          {lots.disposals.map((d) => (
            <tr key={d.signature}>
              <th scope="row">{dateWords(d.time)}</th>
              <td>{DISPOSAL_WORDS[d.kind]}</td>
              <td>{tokens(d.tokens)}</td>
              <FigureCell figure={d.proceeds} />
              <FigureCell figure={d.basis} />
              <FigureCell figure={d.gain} signed />
              <td className="tax-lots__takes">
                {d.takes.map((t) => `${tokens(t.tokens)} of ${dateWords(t.acquired)}`).join('; ')}
                {d.unmatched > 0n ? `; ${tokens(d.unmatched)} not on record` : ''}
              </td>
              <td>{link(d.signature)}</td>
            </tr>
          ))}
        </Table>
      ) : null}
    </>
  );
}
