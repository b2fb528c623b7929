// /tax-lots — the connected wallet's basket tokens as tax lots (docs/reports.md, "Tax lots"):
// realized gains by year with each year's CSV, then each basket's open lots and disposals. From
// the chain's records of the wallet and past prices; a figure not known says why.
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import type { TokenBalance } from '../../solana/queries';
import { Button } from '../../ui/Button';
import { downloadFile } from '../../ui/downloadFile';
import { InlineChoices } from '../../ui/InlineChoices';
import { Notice } from '../../ui/Notice';
import { Table } from '../../ui/Table';
import { ConnectingWalletStatus } from '../../wallet/ConnectingWalletStatus';
import { DemoWalletOffer } from '../../wallet/DemoWalletHint';
import { useWalletConnecting } from '../../wallet/useWalletConnecting';
import { profitWords } from '../baskets/portfolio/figureWords';
import { useChainMyBaskets } from '../baskets/useChainMyBaskets';
import { HistoryStatus } from '../history/ChainHistory';
import { useHistoryFacts } from '../history/useHistoryFacts';
import { ConnectWalletNotice } from '../operation-page/ConnectWalletNotice';
import { BasketLotsTables } from './BasketLotsTables';
import { realizedByYear, type CostMethod, type Disposal, type Usd } from './lots';
import { taxCsv, taxYears } from './taxCsv';
import { useWalletLots } from './useWalletLots';
import './taxLots.css';

const METHODS: { value: CostMethod; label: string }[] = [
  { value: 'fifo', label: 'First in, first out' },
  { value: 'average', label: 'Average cost' },
];

export default function TaxLotsPage() {
  useDocumentTitle('Tax lots');
  const { wallet, balances, rows } = useChainMyBaskets();
  const connecting = useWalletConnecting();
  const basketMints = useMemo(
    () => new Set(rows.flatMap((row) => (row.mint ? [row.mint] : []))),
    [rows],
  );
  return (
    <section className="page tax-lots" aria-labelledby="tax-lots-title">
      <h1 id="tax-lots-title">Tax lots and gains</h1>
      <p className="lead">
        Each deposit is a lot of basket tokens at what it cost; each withdrawal or redemption uses
        lots and makes a gain or a loss. Read from this wallet’s transactions on the chain and past
        prices; a figure that cannot be known says why. Not tax advice: check the rules where you
        pay tax.
      </p>
      {connecting ? (
        <ConnectingWalletStatus />
      ) : !wallet ? (
        <>
          <ConnectWalletNotice need={{ title: 'Connect a wallet to see its lots' }} />
          <DemoWalletOffer />
        </>
      ) : (
        <WalletLotsView key={wallet} wallet={wallet} balances={balances} mints={basketMints} />
      )}
      <p>
        <Link to="/baskets">Your portfolio</Link> · <Link to="/activity">Activity</Link>
      </p>
    </section>
  );
}

function WalletLotsView({
  wallet,
  balances,
  mints,
}: {
  wallet: string;
  balances: ReadonlyMap<string, TokenBalance> | undefined;
  mints: ReadonlySet<string>;
}) {
  const [method, setMethod] = useState<CostMethod>('fifo');
  const { portfolio, past, prices, report, perToken } = useWalletLots(
    wallet,
    balances,
    mints,
    method,
  );
  const { history } = portfolio;
  const facts = useHistoryFacts(history.events);
  const baskets = useMemo(() => [...report.values()], [report]);
  const disposals = useMemo(() => baskets.flatMap((b) => b.disposals), [baskets]);
  const years = useMemo(() => realizedByYear(disposals), [disposals]);
  const csvYears = useMemo(() => taxYears(report), [report]);
  // Figures wait for the whole history and its past prices: a part read is not a lot's cost.
  const ready = history.complete && !history.reading && !past.histories.reading;
  // A token is named by the one rule (docs/token-names.md): a look-alike keeps its short mint.
  const names = { symbol: (mint: string) => facts.words(mint).label };
  return (
    <>
      <InlineChoices
        legend="Cost method"
        name="tax-lots-method"
        choices={METHODS}
        value={method}
        onChange={setMethod}
      />
      <HistoryStatus history={history} rows={history.events.length} />
      {!past.histories.configured ? (
        <Notice tone="warn" title="Past prices are off">
          Set a price history URL in <Link to="/settings">Settings</Link>: without it, what a
          single-asset deposit cost and what a withdrawal fetched are unknown.
        </Notice>
      ) : null}
      {past.histories.error ? (
        <Notice
          tone="error"
          title="Past prices could not be read"
          actions={<Button onClick={past.histories.retry}>Try again</Button>}
        >
          {past.histories.error.message}
        </Notice>
      ) : null}
      {!ready ? (
        <p role="status">Reading the history and past prices before the lots are worked out…</p>
      ) : baskets.length === 0 ? (
        <p>No lots: this wallet has not deposited into a basket or received basket tokens.</p>
      ) : (
        <>
          <YearsTable years={years} disposals={disposals} />
          <div className="tax-lots__downloads">
            {csvYears.map((year) => (
              <Button
                key={year}
                onClick={() =>
                  downloadFile(
                    `basket-tax-${year}-${wallet.slice(0, 8)}.csv`,
                    taxCsv(report, year, names, prices),
                  )
                }
              >
                Download {year} CSV
              </Button>
            ))}
          </div>
          {baskets.map((lots) => {
            const label = facts.basketLabel(lots.basket, lots.basketMint);
            return (
              <section key={lots.basket} aria-labelledby={`lots-${lots.basket}`}>
                <h2 id={`lots-${lots.basket}`}>{label}</h2>
                <BasketLotsTables
                  lots={lots}
                  label={label}
                  perToken={perToken(lots.basket)}
                  perTokenWhy={`no value of ${label} today`}
                  facts={facts}
                />
              </section>
            );
          })}
        </>
      )}
    </>
  );
}

function YearsTable({
  years,
  disposals,
}: {
  years: ReadonlyMap<number, Usd>;
  disposals: readonly Disposal[];
}) {
  const rows = [...years].sort(([a], [b]) => b - a);
  if (rows.length === 0) return <p>No withdrawal or redemption yet: nothing realized.</p>;
  const count = (year: number) =>
    disposals.filter(
      (d) =>
        d.gain !== null && d.time !== null && new Date(d.time * 1000).getUTCFullYear() === year,
    ).length;
  return (
    <Table
      className="tax-lots__years"
      caption="Realized gains by year"
      columns={['Year', 'Disposals', 'Realized gain']}
    >
      {rows.map(([year, gain]) => (
        <tr key={year}>
          <th scope="row">{year}</th>
          <td>{count(year)}</td>
          <td className={gain.known ? undefined : 'tax-lots__unknown'}>{profitWords(gain)}</td>
        </tr>
      ))}
    </Table>
  );
}
