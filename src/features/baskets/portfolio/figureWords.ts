// A position's figures in words, wherever they are shown (the portfolio, a basket's page).
import { formatUsd } from '../../../ui/format';
import type { Figure } from './positions';

/** What a figure that is not known says: "Reading…" while it may still come, else why not. */
const notKnownWords = (figure: Extract<Figure, { known: false }>): string =>
  figure.reading ? 'Reading…' : `Unknown: ${figure.why}`;

/** "$12.50", or "−$3.20" / "+$3.20" when `signed` (a profit), or why it is not known. */
export function figureWords(figure: Figure, signed = false): string {
  if (!figure.known) return notKnownWords(figure);
  const text = formatUsd(Math.abs(figure.usd));
  if (!signed) return text;
  return figure.usd < 0 ? `−${text}` : `+${text}`;
}

/** A profit: always signed. */
export const profitWords = (figure: Figure): string => figureWords(figure, true);

/** A percentage, signed, two decimals: "−0.70 %" (a no-break space), or why it is not known. */
export function percentWords(figure: Figure): string {
  if (!figure.known) return notKnownWords(figure);
  const rounded = Math.abs(figure.usd).toFixed(2);
  // A no-break space: the number and its sign of percent stay on one line.
  return `${figure.usd < 0 ? '−' : '+'}${rounded}\u00a0%`;
}

/** A profit and its share of what was put in: "−$0.7 (−0.70 %)"; the share left out when unknown. */
export function profitWithShareWords(profit: Figure, share: Figure): string {
  const words = profitWords(profit);
  return profit.known && share.known ? `${words} (${percentWords(share)})` : words;
}
