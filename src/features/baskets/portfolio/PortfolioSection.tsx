import { Link } from 'react-router';
import { formatTokenAmount } from '../../../solana/amounts';
import { Table } from '../../../ui/Table';
import { HistoryStatus } from '../../history/ChainHistory';
import { HistoryTable } from '../../history/HistoryTable';
import { useHistoryFacts } from '../../history/useHistoryFacts';
import { DemoWalletHint } from '../../../wallet/DemoWalletHint';
import { figureWords, percentWords, profitWithShareWords, profitWords } from './figureWords';
import type { Figure, PositionFigures, TotalFigures } from './positions';
import type { Portfolio, Position } from './usePortfolio';
import { worthPartsWords } from './worthParts';
import './portfolio.css';

/**
 * A figure's cell: a known figure stays on one line; "Unknown: <why>" wraps within its cell
 * (portfolio.css), so the table stays within a desktop page whatever is unknown.
 */
function FigureCell({
  figure,
  words = figureWords,
}: {
  figure: Figure;
  words?: (figure: Figure) => string;
}) {
  return <td className={figure.known ? undefined : 'portfolio__unknown'}>{words(figure)}</td>;
}

/** A position's figures (or the totals), in the columns' order from "Value now" to "Profit %". */
function FigureCells({ figures }: { figures: PositionFigures }) {
  return (
    <>
      <FigureCell figure={figures.valueNow} />
      <FigureCell figure={figures.putIn} />
      <FigureCell figure={figures.takenOut} />
      <FigureCell figure={figures.pending} />
      <FigureCell figure={figures.unclaimed} />
      <FigureCell figure={figures.profit} words={profitWords} />
      <FigureCell figure={figures.profitPercent} words={percentWords} />
    </>
  );
}

const dateWords = (time: number | null) =>
  time === null ? '—' : new Date(time * 1000).toISOString().slice(0, 10);

// The headings may take two lines (portfolio.css); a no-break space keeps the short ones whole
// ("Put in", not "Put" over "in").
const NBSP = '\u00a0';
const COLUMNS = [
  'Basket',
  'Basket tokens',
  `Value${NBSP}now`,
  `Put${NBSP}in`,
  `Taken${NBSP}out`,
  'Pending deposits',
  'Unclaimed withdrawals',
  'Profit',
  `Profit${NBSP}%`,
  'First deposit',
];

function PositionRow({ position, label }: { position: Position; label: string }) {
  const { flows, figures, held, decimals } = position;
  return (
    <tr>
      <th scope="row">
        <Link to={`/baskets/${flows.basket}`}>{label}</Link>
        {/* In the first column: in view however far the wide table is scrolled. */}
        <PositionActions basket={flows.basket} label={label} holds={held > 0n} />
      </th>
      <td>
        {decimals === undefined
          ? held === 0n
            ? '0'
            : held.toString()
          : formatTokenAmount(held, decimals)}
      </td>
      <FigureCells figures={figures} />
      <td>{dateWords(flows.firstDeposit)}</td>
    </tr>
  );
}

/**
 * The totals in short, first (above the definitions and the table): what is still the wallet's in
 * the baskets, what it took out and put in, and the profit — in a phone's first screen, where the
 * table scrolls sideways.
 */
function PortfolioSummary({ totals }: { totals: TotalFigures }) {
  // "Worth now" is more than the table's "Value now" when something is pending or unclaimed: the
  // parts say where the difference is, beside the figure rather than in a paragraph above.
  const parts = worthPartsWords(totals);
  return (
    <div role="group" aria-label="All your positions">
      <dl className="portfolio__summary">
        <div>
          <dt>Worth now</dt>
          <dd>{figureWords(totals.worthNow)}</dd>
          {parts === null ? null : <dd className="portfolio__parts">{parts}</dd>}
        </div>
        <div>
          <dt>Taken out</dt>
          <dd>{figureWords(totals.takenOut)}</dd>
        </div>
        <div>
          <dt>Put in</dt>
          <dd>{figureWords(totals.putIn)}</dd>
        </div>
        <div>
          <dt>Profit</dt>
          <dd>{profitWithShareWords(totals.profit, totals.profitPercent)}</dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * What a position's owner does next, with the basket chosen: put more in, take some out. A
 * pending claim is listed below the positions with its own Claim link.
 */
function PositionActions({
  basket,
  label,
  holds,
}: {
  basket: string;
  label: string;
  holds: boolean;
}) {
  const query = `?basket=${encodeURIComponent(basket)}`;
  return (
    <span className="portfolio__actions">
      <Link to={`/deposit${query}`} aria-label={`Deposit into ${label}`}>
        Deposit
      </Link>
      {holds ? (
        <Link to={`/withdraw${query}`} aria-label={`Withdraw from ${label}`}>
          Withdraw
        </Link>
      ) : null}
    </span>
  );
}

/**
 * The wallet's positions: for each basket it holds, has pending or has put money in, what it is
 * worth, what went in and out, and the profit; each position opens the history rows behind it.
 */
export function PortfolioSection({ portfolio }: { portfolio: Portfolio }) {
  const { history, positions, totals } = portfolio;
  const facts = useHistoryFacts(history.events);
  const label = (p: Position) => facts.basketLabel(p.flows.basket, p.flows.basketMint);
  return (
    <section aria-labelledby="portfolio-title" className="portfolio ui-stack">
      <h2 id="portfolio-title">Positions</h2>
      {/* The answer first: on a phone the totals are in the first screen, the definitions below. */}
      {positions.length === 0 ? null : <PortfolioSummary totals={totals} />}
      {/* Rows of the history behind the positions, not positions: "history row" says so. */}
      <HistoryStatus history={history} rows={history.events.length} noun="history row" />
      <p className="muted">
        Put in: USDC deposited, and single-asset deposits at their price then. Taken out: what
        claims and redemptions paid, at its price then. Value now: basket tokens held, each worth
        its share of what the basket holds at today’s prices (or the token’s own price where a
        holding has none). Worth now = value now + pending + unclaimed. Profit = worth now + taken
        out − put in. From this wallet’s transactions on the chain; a figure that cannot be known
        says why.
      </p>
      {positions.length === 0 ? (
        history.reading ? null : (
          <>
            <p>No positions yet: deposit into a basket to start one.</p>
            <DemoWalletHint />
          </>
        )
      ) : (
        <>
          <Table
            framed
            className="ui-table--page ui-table--named-rows portfolio__table"
            caption="Positions of this wallet"
            columns={COLUMNS}
            footer={
              <tr>
                <th scope="row">Total</th>
                <td />
                <FigureCells figures={totals} />
                <td />
              </tr>
            }
          >
            {positions.map((p) => (
              <PositionRow key={p.flows.basket} position={p} label={label(p)} />
            ))}
          </Table>
          <p>
            <Link to="/tax-lots">Tax lots and realized gains</Link>: each deposit as a lot, the gain
            of each withdrawal and of each year, and a CSV for tax tools.
          </p>
          {positions.map((p) => (
            <details key={p.flows.basket} className="portfolio__history">
              <summary>History of {label(p)}</summary>
              <HistoryTable
                caption={`History of ${label(p)}`}
                events={history.events.filter((e) => e.basket === p.flows.basket)}
                facts={facts}
                showBasket={false}
              />
            </details>
          ))}
        </>
      )}
    </section>
  );
}
