// Chart colours: tokens.css's --chart-1 … --chart-15, distinct hues ≥ 3:1 against the page and its
// surfaces in both themes (tokens.test.ts). As `var()` text they colour SVG and HTML directly; a
// canvas chart resolves them first (resolveColor).

/** How many slice and line colours tokens.css defines; later slots repeat them. */
export const CHART_COLOR_COUNT = 15;

/** The colour of a chart's slot (a slice, a line), as a CSS `var()`. */
export function chartColor(slot: number): string {
  return `var(--chart-${(slot % CHART_COLOR_COUNT) + 1})`;
}

/**
 * Any CSS colour (a token's `var()`, a light-dark pair) as the rgb() text the browser computes for
 * it inside `element` (so in its theme), for drawing code that cannot read CSS: a canvas.
 */
export function resolveColor(element: Element, color: string): string {
  const probe = document.createElement('span');
  probe.style.display = 'none';
  probe.style.color = color;
  element.appendChild(probe);
  const resolved = getComputedStyle(probe).color;
  probe.remove();
  return resolved;
}
