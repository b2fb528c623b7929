// One calendar year's lots and disposals as the CSV tax tools import (docs/reports.md, "The tax
// CSV"): a row per lot acquired, per lot a disposal used (basket tokens sold for their value in
// USD, at that lot's cost), and per asset a disposal paid (received at its value then: its own
// cost basis from there on). A figure not known is an empty cell and the reason is in the note.
import { formatBaseUnits } from '../../solana/amounts';
import type { TokenAmount } from '../../history/types';
import { csvDocument } from '../history/historyCsv';
import {
  worthAt,
  type BasketLots,
  type Disposal,
  type Lot,
  type LotPrices,
  type Usd,
} from './lots';

export const TAX_CSV_COLUMNS = [
  'Date (UTC)',
  'Type',
  'Sent amount',
  'Sent currency',
  'Sent mint',
  'Received amount',
  'Received currency',
  'Received mint',
  'Fee amount',
  'Fee currency',
  'Cost basis (USD)',
  'Proceeds (USD)',
  'Gain (USD)',
  'Acquired (UTC)',
  'Basket',
  'Transaction ID',
  'Note',
] as const;

type Row = Record<(typeof TAX_CSV_COLUMNS)[number], string>;

const EMPTY: Row = Object.fromEntries(TAX_CSV_COLUMNS.map((c) => [c, ''])) as Row;

const dateOf = (time: number | null) =>
  time === null ? '' : new Date(time * 1000).toISOString().replace('.000Z', 'Z');
const yearOf = (time: number | null) =>
  time === null ? null : new Date(time * 1000).getUTCFullYear();
const dollars = (figure: Usd | null) => (figure?.known ? figure.usd.toFixed(2) : '');
const whyOf = (...figures: (Usd | null)[]) =>
  figures.flatMap((f) => (f && !f.known ? [`unknown: ${f.why}`] : []))[0] ?? '';
const fee = (lamports: number) =>
  lamports > 0 ? { 'Fee amount': formatBaseUnits(BigInt(lamports), 9), 'Fee currency': 'SOL' } : {};

export interface TaxNames {
  readonly symbol: (mint: string) => string;
}

function sent(t: TokenAmount, names: TaxNames): Partial<Row> {
  return {
    'Sent amount': formatBaseUnits(t.amount, t.decimals),
    'Sent currency': names.symbol(t.mint),
    'Sent mint': t.mint,
  };
}

function received(t: TokenAmount, names: TaxNames): Partial<Row> {
  return {
    'Received amount': formatBaseUnits(t.amount, t.decimals),
    'Received currency': names.symbol(t.mint),
    'Received mint': t.mint,
  };
}

const SOURCE_NOTES: Record<Lot['source'], string> = {
  deposit: 'deposit of USDC; the basket tokens were credited by the service',
  'single-asset': 'single-asset deposit',
  'transfer-in': 'basket tokens received from another wallet',
  credit: 'basket tokens credited for a deposit not in the history read',
};

function lotRow(lot: Lot, names: TaxNames): Row {
  const basketTokens = { mint: lot.basketMint, decimals: lot.decimals, amount: lot.tokens };
  const [paid] = lot.paid;
  const bought = lot.source === 'deposit' || lot.source === 'single-asset';
  return {
    ...EMPTY,
    'Date (UTC)': dateOf(lot.acquired),
    Type: bought ? 'buy' : 'receive',
    ...(paid && lot.paid.length === 1 ? sent(paid, names) : {}),
    ...received(basketTokens, names),
    ...fee(lot.fee),
    'Cost basis (USD)': dollars(lot.cost),
    'Acquired (UTC)': dateOf(lot.acquired),
    Basket: lot.basket,
    'Transaction ID': lot.paidIn,
    Note: [
      SOURCE_NOTES[lot.source],
      lot.id !== lot.paidIn ? `credited in ${lot.id}` : '',
      whyOf(lot.cost),
    ]
      .filter(Boolean)
      .join('; '),
  };
}

/** A disposal's rows: one per lot it used (and one for tokens beyond every lot), then its assets. */
function disposalRows(d: Disposal, names: TaxNames, prices: LotPrices): Row[] {
  const basketToken = (amount: bigint) => ({ mint: d.basketMint, decimals: d.decimals, amount });
  const common = {
    ...EMPTY,
    'Date (UTC)': dateOf(d.time),
    Basket: d.basket,
    'Transaction ID': d.signature,
  };
  const parts = [
    ...d.takes.map((t) => ({ tokens: t.tokens, cost: t.cost, acquired: t.acquired })),
    ...(d.unmatched > 0n ? [{ tokens: d.unmatched, cost: d.basis, acquired: null }] : []),
  ];
  const rows: Row[] = parts.map((p, i) => {
    const share = Number(p.tokens) / Number(d.tokens);
    const proceeds: Usd | null =
      d.proceeds === null
        ? null
        : d.proceeds.known
          ? { known: true, usd: d.proceeds.usd * share }
          : d.proceeds;
    const gain: Usd | null =
      proceeds === null
        ? null
        : proceeds.known && p.cost.known
          ? { known: true, usd: proceeds.usd - p.cost.usd }
          : proceeds.known
            ? p.cost
            : proceeds;
    return {
      ...common,
      Type: d.kind === 'transfer-out' ? 'send' : 'sell',
      ...sent(basketToken(p.tokens), names),
      ...(proceeds?.known
        ? { 'Received amount': proceeds.usd.toFixed(2), 'Received currency': 'USD' }
        : {}),
      ...(i === 0 ? fee(d.fee) : {}),
      'Cost basis (USD)': dollars(p.cost),
      'Proceeds (USD)': dollars(proceeds),
      'Gain (USD)': dollars(gain),
      'Acquired (UTC)': dateOf(p.acquired),
      Note:
        d.kind === 'transfer-out'
          ? 'sent to another wallet: not a sale'
          : [
              d.kind === 'withdrawal'
                ? 'withdrawal, its assets claimed'
                : 'single-asset redemption',
              whyOf(proceeds, p.cost),
            ]
              .filter(Boolean)
              .join('; '),
    };
  });
  // What the disposal paid: each asset at its value then, its cost basis from here on.
  for (const asset of d.received) {
    const value = worthAt([asset], d.time, prices);
    rows.push({
      ...common,
      Type: 'receive',
      ...received(asset, names),
      'Cost basis (USD)': dollars(value),
      Note: ['paid for the basket tokens sold above', whyOf(value)].filter(Boolean).join('; '),
    });
  }
  return rows;
}

/** The years any lot was acquired or any disposal made in, newest first. */
export function taxYears(report: ReadonlyMap<string, BasketLots>): number[] {
  const years = new Set<number>();
  for (const b of report.values()) {
    for (const lot of b.lots) years.add(yearOf(lot.acquired) ?? NaN);
    for (const d of b.disposals) years.add(yearOf(d.time) ?? NaN);
  }
  return [...years].filter((y) => !Number.isNaN(y)).sort((a, b) => b - a);
}

/** The CSV of `year`: every basket's lots acquired and disposals made in it, in time order. */
export function taxCsv(
  report: ReadonlyMap<string, BasketLots>,
  year: number,
  names: TaxNames,
  prices: LotPrices,
): string {
  const timed: { time: number; rows: Row[] }[] = [];
  for (const b of report.values()) {
    for (const lot of b.lots)
      if (yearOf(lot.acquired) === year)
        timed.push({ time: lot.acquired ?? 0, rows: [lotRow(lot, names)] });
    for (const d of b.disposals)
      if (yearOf(d.time) === year)
        timed.push({ time: d.time ?? 0, rows: disposalRows(d, names, prices) });
  }
  timed.sort((a, b) => a.time - b.time);
  return csvDocument(
    TAX_CSV_COLUMNS,
    timed.flatMap((t) => t.rows.map((row) => TAX_CSV_COLUMNS.map((c) => row[c]))),
  );
}
