import { describe, expect, it } from 'vitest';
import { chainStateOf, TEST_BASKET } from '../baskets/testing';
import { compositionSlices, slicesText } from './compositionSlices';

const { tokenList } = chainStateOf(TEST_BASKET);
const [USDC, WSOL] = TEST_BASKET.composition.map((entry) => entry.token);
const SYMBOLS = new Map([[USDC, 'USDC']]);

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('compositionSlices', () => {
  it('names tokens by symbol, else by shortened mint, with percents of the weights', () => {
    const slices = compositionSlices(
      [
        { tokenId: 0, targetWeight: 600 },
        { tokenId: 1, targetWeight: 300 },
        { tokenId: 1, targetWeight: 0 },
      ],
      tokenList,
      (mint) => SYMBOLS.get(mint),
    );
    expect(slices.map(({ label, percent }) => ({ label, percent }))).toEqual([
      { label: 'USDC', percent: 66.67 },
      { label: `${WSOL!.slice(0, 4)}…${WSOL!.slice(-4)}`, percent: 33.33 },
    ]);
    expect(slicesText(slices)).toBe(`USDC 66.67%, ${slices[1]!.label} 33.33%`);
  });

  it('names a token by its id when the list is not read or lacks it', () => {
    const slices = compositionSlices([{ tokenId: 9, targetWeight: 1 }], tokenList, () => 'X');
    expect(slicesText(slices)).toBe('Token #9 100%');
    expect(slicesText(compositionSlices([{ tokenId: 0, targetWeight: 1 }], null, () => 'X'))).toBe(
      'Token #0 100%',
    );
    expect(slicesText([])).toBe('No tokens with a target weight');
  });

  it('colours slices with at least 3:1 contrast against the page and the table row', () => {
    // theme.css: --color-bg #f6f7f9 behind the table, --color-surface-muted #eef0f4 behind the bar.
    const targets = Array.from({ length: 15 }, (_, id) => ({ tokenId: id, targetWeight: 1 }));
    for (const slice of compositionSlices(targets, null, () => undefined)) {
      expect(contrast(slice.color, '#f6f7f9')).toBeGreaterThanOrEqual(3);
      expect(contrast(slice.color, '#eef0f4')).toBeGreaterThanOrEqual(3);
    }
  });
});
