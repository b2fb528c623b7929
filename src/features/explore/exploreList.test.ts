import { describe, expect, it } from 'vitest';
import {
  exploreRows,
  filterRows,
  PAGE_SIZE,
  sortRows,
  visibleRows,
  type ExploreRow,
  sortByFigure,
} from './exploreList';
import { chainStateOf, TEST_BASKET } from '../baskets/testing';

const CREATOR = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

const row = (address: string, name: string, symbol: string, supply = 0n): ExploreRow => ({
  address,
  mint: `mint-${address}`,
  creator: CREATOR,
  name,
  symbol,
  targets: [],
  supply,
});

const rows = [
  row('C111', 'Solana blue chips', 'SOLBLUE', 5n),
  row('A111', 'Memes', 'MEME', 50n),
  row('B111', '', '', 1n),
  row('D111', 'stablecoins', 'STBL', 5n),
];

describe('exploreRows', () => {
  it('takes what the list shows from each basket summary', () => {
    const { state } = chainStateOf(TEST_BASKET);
    expect(exploreRows([{ address: 'X', account: state }])).toEqual([
      {
        address: 'X',
        mint: TEST_BASKET.mint,
        creator: TEST_BASKET.creator,
        name: 'Test basket',
        symbol: 'TEST',
        targets: [
          { tokenId: 0, targetWeight: 700 },
          { tokenId: 1, targetWeight: 300 },
        ],
        supply: 0n,
      },
    ]);
  });
});

describe('filterRows', () => {
  it('matches name or symbol in any case, and addresses by their start', () => {
    expect(filterRows(rows, 'blue').map((r) => r.address)).toEqual(['C111']);
    expect(filterRows(rows, 'meme').map((r) => r.address)).toEqual(['A111']);
    expect(filterRows(rows, 'D11').map((r) => r.address)).toEqual(['D111']);
    expect(filterRows(rows, 'mint-B').map((r) => r.address)).toEqual(['B111']);
    expect(filterRows(rows, '9xQe')).toHaveLength(4);
    expect(filterRows(rows, '  ')).toHaveLength(4);
    expect(filterRows(rows, 'nothing like it')).toEqual([]);
  });
});

describe('sortRows', () => {
  it('sorts by name without regard to case, unnamed last', () => {
    expect(sortRows(rows, 'name').map((r) => r.address)).toEqual(['A111', 'C111', 'D111', 'B111']);
  });

  it('sorts by supply, largest first, ties by address', () => {
    expect(sortRows(rows, 'supply').map((r) => r.address)).toEqual([
      'A111',
      'C111',
      'D111',
      'B111',
    ]);
  });
});

describe('visibleRows', () => {
  it('renders a page at a time', () => {
    const many = Array.from({ length: 2000 }, (_, i) => i);
    expect(visibleRows(many, 1)).toHaveLength(PAGE_SIZE);
    expect(visibleRows(many, 3)).toHaveLength(3 * PAGE_SIZE);
    expect(visibleRows(many.slice(0, 10), 1)).toHaveLength(10);
  });
});

describe('sorting the rows shown by a figure', () => {
  it('puts the largest first and unknown figures last, keeping ties in order', () => {
    const rows = ['a', 'b', 'c', 'd', 'e'].map((address) => ({ address }));
    const figures: Record<string, number | undefined> = {
      a: 0.1,
      b: undefined,
      c: 0.3,
      d: 0.1,
      e: -0.2,
    };
    expect(sortByFigure(rows, (row) => figures[row.address]).map((r) => r.address)).toEqual([
      'c',
      'a',
      'd',
      'e',
      'b',
    ]);
  });
});
