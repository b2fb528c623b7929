import { describe, expect, it } from 'vitest';
import { chainStateOf, TEST_BASKET } from '../baskets/testing';
import { compositionSlices, slicesText } from './compositionSlices';

const { tokenList } = chainStateOf(TEST_BASKET);
const [USDC, WSOL] = TEST_BASKET.composition.map((entry) => entry.token);
const SYMBOLS = new Map([[USDC, 'USDC']]);

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

  it('colours each slot as the basket page chart does, one hue of tokens.css per slot', () => {
    // tokens.test.ts holds the hues to 3:1 against the page and its surfaces in both themes.
    const targets = Array.from({ length: 16 }, (_, id) => ({ tokenId: id, targetWeight: 1 }));
    const colours = compositionSlices(targets, null, () => undefined).map((slice) => slice.color);
    expect(colours.slice(0, 3)).toEqual(['var(--chart-1)', 'var(--chart-2)', 'var(--chart-3)']);
    expect(new Set(colours.slice(0, 15)).size).toBe(15);
    expect(colours[15]).toBe('var(--chart-1)');
  });
});
