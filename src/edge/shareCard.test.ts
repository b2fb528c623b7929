import { describe, expect, it } from 'vitest';
import { BAR, segmentWidths, shareCardSvg, valueLine, type CardFacts } from './shareCard';

const facts: CardFacts = {
  name: 'Fish & <Chips>',
  symbol: 'FISH',
  composition: [
    { symbol: 'wSOL', percent: 66.7 },
    { symbol: 'USDC', percent: 33.3 },
  ],
  valueHeld: null,
  return30: 0.042,
};

describe('the share card', () => {
  it('shares the bar’s whole pixels as the weights do', () => {
    expect(segmentWidths([40, 20, 15, 15, 10])).toEqual([416, 208, 156, 156, 104]);
    expect(segmentWidths([1, 1, 1]).reduce((a, b) => a + b, 0)).toBe(BAR.width);
    expect(segmentWidths([])).toEqual([]);
  });

  it('says an unknown figure is unknown', () => {
    expect(valueLine(facts)).toBe('Value held unknown · 30-day return +4.2%');
  });

  it('writes the name as text, never as markup', () => {
    const svg = shareCardSvg(facts);
    expect(svg).toContain('Fish &amp; &lt;Chips&gt;');
    expect(svg).not.toContain('<Chips>');
  });
});
