// The design tokens hold every colour (no stylesheet or component names one of its own), and the
// colour pairs the app draws meet WCAG contrast in both the light and the dark scheme.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const TOKENS_FILE = join(SRC, 'ui/tokens.css');
// The share card is a picture drawn off the page, the same in both themes (src/edge/shareCardPalette.ts).
const SHARE_CARD_PALETTE = join(SRC, 'edge/shareCardPalette.ts');
const tokensCss = readFileSync(TOKENS_FILE, 'utf8');

/** The light and the dark value of each `--name: light-dark(#light, #dark)` token. */
function colourTokens(css: string): Map<string, { light: string; dark: string }> {
  const tokens = new Map<string, { light: string; dark: string }>();
  for (const [, name = '', light = '', dark = ''] of css.matchAll(
    /--([\w-]+):\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/g,
  )) {
    tokens.set(name, { light, dark });
  }
  return tokens;
}

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}
function contrast(a: string, b: string): number {
  const [high = 0, low = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

const SCHEMES = ['light', 'dark'] as const;
const SURFACES = ['color-bg', 'color-surface', 'color-surface-muted'];
const TEXT = ['color-text', 'color-text-muted', 'color-primary'];
const STATUSES = ['info', 'success', 'warn', 'danger'];

describe('design tokens', () => {
  const tokens = colourTokens(tokensCss);
  const value = (name: string, scheme: (typeof SCHEMES)[number]) => {
    const token = tokens.get(name);
    if (!token) throw new Error(`tokens.css has no light-dark colour --${name}`);
    return token[scheme];
  };
  const pairs: [string, string, number][] = [
    ...TEXT.flatMap((fg) => SURFACES.map((bg): [string, string, number] => [fg, bg, 4.5])),
    ...STATUSES.flatMap((status): [string, string, number][] => [
      // A notice: its title in the status colour, its text in the text colour, on its background.
      [`color-${status}`, `color-${status}-bg`, 4.5],
      ['color-text', `color-${status}-bg`, 4.5],
      ['color-primary', `color-${status}-bg`, 4.5],
      // Status words on a card, and a notice's icon (the surface colour on the status colour).
      [`color-${status}`, 'color-surface', 4.5],
      [`color-${status}`, 'color-bg', 4.5],
    ]),
    ['color-on-primary', 'color-primary', 4.5],
    ['color-on-primary', 'color-primary-hover', 4.5],
    // Control borders and chart slices: non-text contrast (WCAG 1.4.11).
    ['color-border-strong', 'color-surface', 3],
    ...Array.from({ length: 15 }, (_, i) =>
      SURFACES.map((bg): [string, string, number] => [`chart-${i + 1}`, bg, 3]),
    ).flat(),
  ];

  for (const scheme of SCHEMES) {
    it(`meets contrast in the ${scheme} scheme`, () => {
      const failing = pairs
        .map(([fg, bg, least]) => ({
          fg,
          bg,
          least,
          ratio: contrast(value(fg, scheme), value(bg, scheme)),
        }))
        .filter(({ ratio, least }) => ratio < least)
        .map(({ fg, bg, least, ratio }) => `--${fg} on --${bg}: ${ratio.toFixed(2)} < ${least}`);
      expect(failing).toEqual([]);
    });
  }

  it('follows the system unless <html data-theme> chooses', () => {
    expect(tokensCss).toMatch(/:root\s*{[^}]*color-scheme: light dark;/);
    expect(tokensCss).toMatch(/:root\[data-theme='light'\]\s*{\s*color-scheme: light;/);
    expect(tokensCss).toMatch(/:root\[data-theme='dark'\]\s*{\s*color-scheme: dark;/);
  });
});

/** Every stylesheet and non-test source file under src/, but the tokens file and the card's palette. */
function styledFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return styledFiles(path);
    if (path === TOKENS_FILE || path === SHARE_CARD_PALETTE) return [];
    if (/\.test\.tsx?$|[\\/]testing[\\/]/.test(path)) return [];
    return /\.(css|tsx?)$/.test(entry.name) ? [path] : [];
  });
}

const NAMED_COLOURS =
  'white|black|red|green|blue|gray|grey|silver|orange|yellow|purple|pink|brown|navy|teal|maroon|olive|lime|aqua|fuchsia|gold|crimson|indigo|violet|tomato';
const RAW_COLOUR = new RegExp(
  [
    '#[0-9a-fA-F]{3,8}\\b(?![-\\w])', // #fff, #2f4fd1, #10182880
    '\\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\\(', // functions
    `(?:color|background|fill|stroke|border[\\w-]*|outline|box-shadow|text-shadow):[^;{}]*\\b(?:${NAMED_COLOURS})\\b(?![-\\w])`,
  ].join('|'),
);

describe('type sizes', () => {
  it('come from the type scale (or em, relative to it), unless sized to fit a box', () => {
    const offending = styledFiles(SRC)
      .filter((file) => file.endsWith('.css'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            /font-size:\s*[\d.]+(rem|px)/.test(line) && !line.includes('/* fits its box')
              ? [`${relative(SRC, file)}:${i + 1}: ${line.trim()}`]
              : [],
          ),
      );
    expect(offending).toEqual([]);
  });
});

describe('raw colours', () => {
  it('appear nowhere but in tokens.css', () => {
    const offending = styledFiles(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          // CSS comments and // comments may name colours in words. A wallet's icon (an SVG
          // image the wallet list shows, as wallets' own icons are) is a picture, not the page's
          // colours: it stays the same in both themes.
          !/^\s*'<svg xmlns=/.test(line) &&
          RAW_COLOUR.test(line.replace(/\/\*.*?\*\/|^\s*(\/\/|\*).*$/g, ''))
            ? [`${relative(SRC, file)}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(offending).toEqual([]);
  });

  it('would be found in a stylesheet or a component', () => {
    for (const line of [
      'color: #2f4fd1;',
      'box-shadow: 0 1px 2px rgb(0 0 0 / 10%);',
      'background: white;',
      "const COLOURS = ['#c44e00'];",
      'border: 1px solid black;',
    ]) {
      expect(RAW_COLOUR.test(line), line).toBe(true);
    }
    for (const line of ['white-space: nowrap;', 'color: var(--color-text);', "href='#main'"]) {
      expect(RAW_COLOUR.test(line), line).toBe(false);
    }
  });
});
