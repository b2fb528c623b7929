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

/** A percentage, signed, two decimals: "−0.70 %", or why it is not known. */
export function percentWords(figure: Figure): string {
  if (!figure.known) return notKnownWords(figure);
  const rounded = Math.abs(figure.usd).toFixed(2);
  return `${figure.usd < 0 ? '−' : '+'}${rounded} %`;
}
