// The share card's colours. The card is a picture drawn off the page (an SVG rendered to PNG by the
// edge handler, src/edge/shareCard.ts), where the page's colour tokens (src/ui/tokens.css) do not
// reach, and it looks the same in either theme: its palette lives here, the one file of src/ besides
// tokens.css that names colours (src/ui/tokens.test.ts).

/** One colour a segment, in order; a ninth token on reuses them. */
export const COMPOSITION_COLOURS = [
  '#4f8cff',
  '#22c55e',
  '#f59e0b',
  '#ef4444',
  '#a855f7',
  '#14b8a6',
  '#ec4899',
  '#eab308',
] as const;

export const BACKGROUND = '#0f172a';
export const TEXT = '#f8fafc';
export const MUTED = '#94a3b8';
export const EMPTY_BAR = '#334155';
