// The history table as CSV (RFC 4180: comma-separated, quoted where needed, CRLF line ends): one
// line per row the table shows, with the same words and amounts, and the mints, the signers and
// the signature in full so a spreadsheet can be checked against the chain. A step's line names the
// signature of its operation's transaction.
import type { HistoryEvent, TokenAmount } from '../../history/types';
import { formatBaseUnits } from '../../solana/amounts';
import {
  amountWords,
  operationWords,
  outcomeWords,
  valueToday,
  type TokenFacts,
} from './historyRows';

export const CSV_COLUMNS = [
  'Time (UTC)',
  'Operation',
  'Basket',
  'Basket token',
  'Paid',
  'Received',
  'Paid, USD today',
  'Received, USD today',
  'Outcome',
  'Network fee (SOL)',
  'Signed by',
  'Step of',
  'Signature',
] as const;

function cell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** An RFC 4180 document: every cell quoted where needed (the header's too), CRLF line ends. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  return [header, ...rows].map((row) => `${row.map(cell).join(',')}\r\n`).join('');
}

const amounts = (list: readonly TokenAmount[], facts: TokenFacts) =>
  list.map((t) => `${amountWords(t, facts, true)} (${t.mint})`).join('; ');

const usd = (value: number | undefined) => (value === undefined ? '' : value.toFixed(2));

export function historyCsv(
  events: readonly HistoryEvent[],
  facts: TokenFacts,
  describeError: (err: unknown) => string,
): string {
  return csvDocument(
    CSV_COLUMNS,
    events.map((e) => [
      e.blockTime === null ? '' : new Date(e.blockTime * 1000).toISOString(),
      operationWords(e),
      e.basket ?? '',
      e.basketMint ?? '',
      amounts(e.paid, facts),
      amounts(e.received, facts),
      e.paid.length > 0 ? usd(valueToday(e.paid, facts)) : '',
      e.received.length > 0 ? usd(valueToday(e.received, facts)) : '',
      outcomeWords(e, describeError),
      formatBaseUnits(BigInt(e.fee), 9),
      e.signers.join(' '),
      e.step?.of ?? '',
      e.signature,
    ]),
  );
}
