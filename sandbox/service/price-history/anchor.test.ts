import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDataDir } from '../testing';
import { priceHistoryAnchor } from './anchor';

const DAY = 86_400;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the price history’s anchor', () => {
  it('is the first start’s time on every later start of the same data folder', () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const first = 1_790_000_000;
    expect(priceHistoryAnchor(dataDir, first)).toBe(first);
    // Three days later, the ledger's past is priced as it was written.
    expect(priceHistoryAnchor(dataDir, first + 3 * DAY)).toBe(first);
  });

  it('is now without a data folder, or where the kept one cannot be read as a time', () => {
    expect(priceHistoryAnchor(undefined, 1_790_000_000)).toBe(1_790_000_000);
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    priceHistoryAnchor(dataDir, 1);
    writeFileSync(join(dataDir, 'price-history-anchor.json'), '{"anchor":"soon"}');
    expect(priceHistoryAnchor(dataDir, 1_790_000_000)).toBe(1_790_000_000);
  });
});
