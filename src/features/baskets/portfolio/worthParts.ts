// The line under the portfolio's "Worth now": what it is made of, in the table's words.
import { figureWords } from './figureWords';
import type { Figure, TotalFigures } from './positions';

/**
 * What "Worth now" is made of when it is more than the basket tokens' value: "basket tokens $89.30
 * + unclaimed $10.00" (the table's columns). Null when nothing is pending or unclaimed: the figure
 * is then the tokens' value alone, as in the table. A part not known says so; the sum says why.
 */
export function worthPartsWords(totals: TotalFigures): string | null {
  const parts = [
    ['basket tokens', totals.valueNow],
    ['pending deposits', totals.pending],
    ['unclaimed', totals.unclaimed],
  ] as const;
  const isZero = (figure: Figure) => figure.known && figure.usd === 0;
  if (parts.slice(1).every(([, figure]) => isZero(figure))) return null;
  return parts
    .filter(([, figure]) => !isZero(figure))
    .map(([name, figure]) => {
      if (figure.known) return `${name} ${figureWords(figure)}`;
      return `${name} (${figure.reading ? 'reading…' : 'unknown'})`;
    })
    .join(' + ');
}
