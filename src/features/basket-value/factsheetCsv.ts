// The factsheet as CSV (docs/reports.md, "The factsheet"): one figure a line — each month's
// return, each year's to date, the best and worst month, the largest drawdown, the volatility,
// value held, holders and age — as a plain number with its unit, and the reason where it is not
// known (an empty value, never a zero).
import { csvDocument } from '../history/historyCsv';
import { ageInDays, dayKey, monthKey, type Factsheet } from './factsheet';

export const FACTSHEET_CSV_COLUMNS = ['Figure', 'Period (UTC)', 'Value', 'Unit', 'Note'] as const;

/** A figure of the basket now, known or not. */
export type NowFigure = { known: true; value: number } | { known: false; why: string };

export interface FactsheetNow {
  readonly valueHeld: NowFigure;
  readonly holders: NowFigure;
  /** When the basket was created (unix seconds), or why that is not known. */
  readonly created: NowFigure;
  readonly now: number;
}

const percent = (fraction: number) => (fraction * 100).toFixed(2);
const partial = (yes: boolean, from: number | null) =>
  yes && from !== null ? `part of the period: from the line's first point, ${dayKey(from)}` : '';

export function factsheetCsv(sheet: Factsheet, now: FactsheetNow): string {
  const rows: string[][] = [];
  for (const year of [...sheet.years].reverse()) {
    for (const m of year.months) {
      if (m)
        rows.push([
          'Monthly return',
          monthKey(m),
          percent(m.change),
          '%',
          partial(m.partial, sheet.from),
        ]);
    }
    rows.push([
      'Year to date',
      String(year.year),
      year.ytd === null ? '' : percent(year.ytd),
      '%',
      year.ytd === null
        ? 'unknown: no value at the year’s end'
        : partial(year.ytdPartial, sheet.from),
    ]);
  }
  const none = 'unknown: the value line has fewer than two points a month apart';
  for (const [figure, m] of [
    ['Best month', sheet.best],
    ['Worst month', sheet.worst],
  ] as const) {
    rows.push(
      m
        ? [figure, monthKey(m), percent(m.change), '%', partial(m.partial, sheet.from)]
        : [figure, '', '', '%', none],
    );
  }
  const dd = sheet.drawdown;
  rows.push(
    dd
      ? [
          'Largest drawdown',
          `${dayKey(dd.peak)}/${dayKey(dd.trough)}`,
          percent(dd.depth),
          '%',
          dd.recovered === null
            ? 'not back at the high yet'
            : `back at the high on ${dayKey(dd.recovered)}`,
        ]
      : ['Largest drawdown', '', '', '%', 'the line never fell below a high'],
  );
  const span =
    sheet.from !== null && sheet.to !== null ? `${dayKey(sheet.from)}/${dayKey(sheet.to)}` : '';
  rows.push(
    sheet.volatility === null
      ? ['Volatility, annualized', span, '', '%', 'unknown: fewer than two daily returns']
      : [
          'Volatility, annualized',
          span,
          percent(sheet.volatility),
          '%',
          'from daily returns, × √365',
        ],
  );
  const nowRow = (
    figure: string,
    value: NowFigure,
    unit: string,
    text = (v: number) => String(v),
  ) =>
    value.known
      ? [figure, dayKey(now.now), text(value.value), unit, '']
      : [figure, dayKey(now.now), '', unit, `unknown: ${value.why}`];
  rows.push(nowRow('Value held', now.valueHeld, 'USD', (v) => v.toFixed(2)));
  rows.push(nowRow('Holders', now.holders, 'wallets'));
  rows.push(
    now.created.known
      ? [
          'Age',
          dayKey(now.created.value),
          String(ageInDays(now.now, now.created.value)),
          'days',
          'since its creation',
        ]
      : ['Age', '', '', 'days', `unknown: ${now.created.why}`],
  );
  return csvDocument(FACTSHEET_CSV_COLUMNS, rows);
}
