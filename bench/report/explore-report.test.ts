import { describe, expect, it } from 'vitest';
import type { ExploreFigures } from '../measure/explore/explore';
import { exploreRows, printExplore } from './explore-report';

const summary = (median: number, max: number) => ({ runs: 3, median, max });

const FIGURES: ExploreFigures = {
  baskets: 2000,
  firstRowMs: summary(812.4, 900),
  interactiveMs: summary(1000.6, 1200),
  longestTaskMs: summary(120, 150),
  longestListTaskMs: summary(30, 45),
  rpcBytes: summary(512 * 1024, 600 * 1024),
  programAccountsBytes: summary(400 * 1024, 400 * 1024),
  rpcRequests: summary(7, 8),
  loadAverage: 1.5,
  noisy: false,
};

describe('explore report', () => {
  it('prints each figure with its median and worst run', () => {
    const rows = exploreRows(FIGURES);
    expect(rows[1]).toEqual(['navigation → first row', '812 ms', '900 ms']);
    expect(rows[2]).toEqual(['navigation → search filtered the list', '1001 ms', '1200 ms']);
    expect(rows[4]).toEqual(['of which while the list is read and shown', '30 ms', '45 ms']);
    expect(rows[7]).toEqual(['JSON-RPC requests', '7', '8']);
  });

  it('prints the load the runs had', () => {
    const lines: string[] = [];
    printExplore({ ...FIGURES, loadAverage: 2.6, noisy: true }, (l) => lines.push(l));
    expect(lines[0]).toBe('  2,000 baskets, 3 runs, load average 2.6 (NOISY)');
  });
});
