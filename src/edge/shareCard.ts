// The share card of a basket (docs/edge.md, "The share card"): 1200 × 630, the size Open Graph and
// X's large summary card show, drawn as SVG from the basket's facts and rendered to PNG by resvg
// (./renderPng.ts). The composition bar's segments are as wide as the target weights, in the order
// and colours of COMPOSITION_COLOURS: a test reads them back from the pixels.
import { formatChange, formatUsd } from '../ui/format';
import type { BasketFacts } from './basketFacts';
import { BACKGROUND, COMPOSITION_COLOURS, EMPTY_BAR, MUTED, TEXT } from './shareCardPalette';

/** What the card shows of a basket. */
export type CardFacts = Pick<
  BasketFacts,
  'name' | 'symbol' | 'composition' | 'valueHeld' | 'return30'
>;

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Where the composition bar is drawn. */
export const BAR = { x: 80, y: 400, width: 1040, height: 56 } as const;

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** At most `max` characters, an ellipsis standing for the rest. */
function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** "Value held $1,234.56 · 30-day return +4.2 %", each figure said as unknown when it is. */
export function valueLine(facts: Pick<BasketFacts, 'valueHeld' | 'return30'>): string {
  const value = facts.valueHeld === null ? 'unknown' : formatUsd(facts.valueHeld);
  const month = facts.return30 === null ? 'unknown' : formatChange(facts.return30);
  return `Value held ${value} · 30-day return ${month}`;
}

/** The segments' pixel widths: whole pixels summing to the bar's width, as the percents share it. */
export function segmentWidths(percents: readonly number[], width: number = BAR.width): number[] {
  const total = percents.reduce((sum, p) => sum + p, 0);
  if (total <= 0) return [];
  let used = 0;
  let share = 0;
  return percents.map((p) => {
    share += p;
    const edge = Math.round((share / total) * width);
    const w = edge - used;
    used = edge;
    return w;
  });
}

export function shareCardSvg(facts: CardFacts): string {
  const parts = facts.composition;
  const widths = segmentWidths(parts.map((p) => p.percent));
  let x: number = BAR.x;
  const segments = widths
    .map((w, i) => {
      const rect = `<rect x="${x}" y="${BAR.y}" width="${w}" height="${BAR.height}" fill="${COMPOSITION_COLOURS[i % COMPOSITION_COLOURS.length]}"/>`;
      x += w;
      return rect;
    })
    .join('');
  // Each entry in its segment's colour: the legend reads as the bar's key.
  const legend = parts
    .slice(0, 6)
    .map(
      (p, i) =>
        `<tspan fill="${COMPOSITION_COLOURS[i % COMPOSITION_COLOURS.length]}">${escapeXml(`${formatPercentShort(p.percent)} ${p.symbol}`)}</tspan>`,
    )
    .join(`<tspan fill="${MUTED}"> · </tspan>`);
  const more =
    parts.length > 6 ? `<tspan fill="${MUTED}"> · +${parts.length - 6} more</tspan>` : '';
  const title = clip(facts.name, 30);
  const symbol = facts.symbol ? clip(facts.symbol, 12) : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${BACKGROUND}"/>`,
    `<text x="80" y="110" font-family="Inter" font-size="32" font-weight="700" fill="${MUTED}">Basketry · a basket of Solana tokens</text>`,
    `<text x="80" y="210" font-family="Inter" font-size="72" font-weight="700" fill="${TEXT}">${escapeXml(title)}</text>`,
    symbol
      ? `<text x="80" y="268" font-family="Inter" font-size="40" fill="${MUTED}">${escapeXml(symbol)}</text>`
      : '',
    `<text x="80" y="350" font-family="Inter" font-size="40" fill="${TEXT}">${escapeXml(valueLine(facts))}</text>`,
    parts.length > 0
      ? segments
      : `<rect x="${BAR.x}" y="${BAR.y}" width="${BAR.width}" height="${BAR.height}" fill="${EMPTY_BAR}"/>`,
    `<text x="80" y="520" font-family="Inter" font-size="32" font-weight="700" fill="${TEXT}">${parts.length > 0 ? legend + more : 'No composition set yet'}</text>`,
    `<text x="80" y="585" font-family="Inter" font-size="28" fill="${MUTED}">Deposit USDC into this basket on Basketry</text>`,
    `</svg>`,
  ].join('');
}

/** "60 %" → "60%", "12.5" → "12.5%": the legend's short form. */
function formatPercentShort(percent: number): string {
  return `${Number(percent.toFixed(1))}%`;
}

export const ICON_SIZE = 512;

/** The Action's icon: the basket's symbol over its composition bar, square. */
export function iconSvg(facts: CardFacts): string {
  const widths = segmentWidths(
    facts.composition.map((p) => p.percent),
    ICON_SIZE - 96,
  );
  let x = 48;
  const segments = widths
    .map((w, i) => {
      const rect = `<rect x="${x}" y="330" width="${w}" height="72" fill="${COMPOSITION_COLOURS[i % COMPOSITION_COLOURS.length]}"/>`;
      x += w;
      return rect;
    })
    .join('');
  const label = clip(facts.symbol ?? facts.name, 8);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON_SIZE}" height="${ICON_SIZE}" viewBox="0 0 ${ICON_SIZE} ${ICON_SIZE}">`,
    `<rect width="${ICON_SIZE}" height="${ICON_SIZE}" fill="${BACKGROUND}"/>`,
    `<text x="48" y="250" font-family="Inter" font-size="96" font-weight="700" fill="${TEXT}">${escapeXml(label)}</text>`,
    segments,
    `</svg>`,
  ].join('');
}
