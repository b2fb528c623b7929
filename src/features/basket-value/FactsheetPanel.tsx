// A basket's factsheet (docs/reports.md, "The factsheet"): monthly returns (a row a year, a column
// a month, the year to date), the best and worst month, the largest drawdown with its dates and
// the volatility — all from the value line the chart draws over All (useRangeSeries) — and what it
// holds, its holders and its age; the same as CSV. A figure that cannot be known says why.
import { useMemo } from 'react';
import { usePriceHistoryConfig } from '../../priceHistory/queries';
import { useHolderCount } from '../../solana/tokenHolders';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { downloadFile } from '../../ui/downloadFile';
import { formatChange, formatNumber, formatUsd } from '../../ui/format';
import { Table } from '../../ui/Table';
import { ageInDays, factsheet, dayKey, monthKey, type MonthReturn } from './factsheet';
import { factsheetCsv, type FactsheetNow, type NowFigure } from './factsheetCsv';
import type { RecordedHolding } from './holdings';
import { useBasketSteps } from './useBasketSteps';
import { useRangeSeries } from './useRangeSeries';
import { UNKNOWN_BEFORE_WORDS } from './ValueMethodNote';
import './BasketValue.css';
import './Factsheet.css';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Marks a figure over part of a period: the line began within it. */
const PART = '†';
const NO_MINTS: readonly string[] = [];

const changeWords = (fraction: number, part: boolean) =>
  `${formatChange(fraction)}${part ? PART : ''}`;
const monthWords = (m: MonthReturn | null, why: string) =>
  m ? `${changeWords(m.change, m.partial)} (${monthKey(m)})` : `Unknown: ${why}`;
const nowWords = (figure: NowFigure, words: (v: number) => string) =>
  figure.known ? words(figure.value) : `Unknown: ${figure.why}`;

export default function FactsheetPanel({
  address,
  mint,
  label,
  decimals,
  supplyNow,
  programVaults,
  recorded,
  valueHeld,
}: {
  address: string;
  mint: string;
  /** The basket's name in captions and the file's name. */
  label: string;
  decimals: number;
  supplyNow: bigint;
  programVaults: ReadonlySet<string> | null;
  recorded: readonly RecordedHolding[];
  /** What it holds at today's prices (the Overview's Value held), or why not. */
  valueHeld: NowFigure;
}) {
  const config = usePriceHistoryConfig();
  const history = useBasketSteps(address, mint, decimals, supplyNow, programVaults, recorded);
  const { series, histories } = useRangeSeries('All', history.steps, NO_MINTS);
  const holders = useHolderCount(mint);
  const points = useMemo(() => series?.points ?? [], [series]);
  const sheet = useMemo(() => factsheet(points), [points]);
  const reading = history.reading || histories.reading || series === null;
  const now = Math.floor(Date.now() / 1000);
  const facts: FactsheetNow = {
    valueHeld,
    holders:
      holders.data !== undefined
        ? { known: true, value: holders.data }
        : {
            known: false,
            why: holders.isError ? 'the read of its token accounts failed' : 'still being read',
          },
    created:
      history.created !== null
        ? { known: true, value: history.created }
        : {
            known: false,
            why: history.complete
              ? 'its creation is not among the transactions the RPC serves'
              : 'its first transaction is still being read',
          },
    now,
  };
  const none = 'the value line has no two points a month apart';

  if (!config) {
    return (
      <Card title="Factsheet">
        <p>Past prices are off: set a price history URL in Settings for the monthly returns.</p>
      </Card>
    );
  }
  return (
    <Card title="Factsheet" className="factsheet">
      <p role="status" className="basket-value__note">
        {reading
          ? 'Reading the basket’s transactions and past prices…'
          : sheet.from !== null && sheet.to !== null
            ? `From its value line over All: ${dayKey(sheet.from)} to ${dayKey(sheet.to)}, months in UTC.`
            : 'No value line yet: the basket has had no basket tokens.'}
        {series && series.unpriced.length > 0
          ? ' Points where a token had no past price are left out.'
          : ''}
        {history.unknownBefore
          ? ` Before ${dayKey(history.unknownBefore.time)} its holdings are unknown: ${UNKNOWN_BEFORE_WORDS[history.unknownBefore.why]}.`
          : ''}
      </p>
      {!reading && sheet.years.length > 0 ? (
        <Table
          framed
          className="ui-table--page factsheet__months"
          caption={`Monthly returns of ${label}`}
          columns={['Year', ...MONTHS, 'YTD']}
        >
          {sheet.years.map((row) => (
            <tr key={row.year}>
              <th scope="row">{row.year}</th>
              {row.months.map((m, i) => (
                <td key={MONTHS[i]} className={m && m.change < 0 ? 'factsheet__down' : undefined}>
                  {m ? changeWords(m.change, m.partial) : '—'}
                </td>
              ))}
              <td>{row.ytd === null ? '—' : changeWords(row.ytd, row.ytdPartial)}</td>
            </tr>
          ))}
        </Table>
      ) : null}
      {!reading ? (
        <>
          <dl className="op-success__facts" aria-label={`Figures of ${label}`}>
            <dt>Best month</dt>
            <dd>{monthWords(sheet.best, none)}</dd>
            <dt>Worst month</dt>
            <dd>{monthWords(sheet.worst, none)}</dd>
            <dt>Largest drawdown</dt>
            <dd>
              {sheet.drawdown
                ? `${formatChange(sheet.drawdown.depth)}, from the high of ${dayKey(sheet.drawdown.peak)} to ${dayKey(sheet.drawdown.trough)}; ${
                    sheet.drawdown.recovered === null
                      ? 'not back at the high yet'
                      : `back on ${dayKey(sheet.drawdown.recovered)}`
                  }`
                : points.length < 2
                  ? `Unknown: ${none}`
                  : 'None: the line never fell below a high'}
            </dd>
            <dt>Volatility (annualized)</dt>
            <dd>
              {sheet.volatility === null
                ? 'Unknown: fewer than two daily returns'
                : formatChange(sheet.volatility).replace(/^\+/, '')}
            </dd>
            <dt>Value held</dt>
            <dd>{nowWords(facts.valueHeld, formatUsd)}</dd>
            <dt>Holders</dt>
            <dd>{nowWords(facts.holders, formatNumber)}</dd>
            <dt>Age</dt>
            <dd>
              {nowWords(
                facts.created,
                (created) =>
                  `${formatNumber(ageInDays(now, created))} days (created ${dayKey(created)})`,
              )}
            </dd>
          </dl>
          <p className="basket-value__note">
            {PART} Part of the period: from the line’s first point. A month’s return is its last
            value over the month before’s last; the drawdown, the largest fall from a high; the
            volatility, daily returns’ standard deviation × √365.
          </p>
          <Button
            onClick={() => downloadFile(`factsheet-${label}.csv`, factsheetCsv(sheet, facts))}
          >
            Download factsheet CSV
          </Button>
        </>
      ) : null}
    </Card>
  );
}
