// Where the sandbox's price history is anchored (./walk.ts: the hour from which prices are today's,
// walking backwards before it). Kept in the data folder from the ledger's first start, so a ledger
// whose past a seed wrote at that history's prices (../../seed/history.ts) is read at the same
// prices after any restart; `--reset` wipes it with the ledger. Without a folder, now.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ANCHOR_FILE = 'price-history-anchor.json';

/** The anchor (unix seconds) kept in `dataDir`, or `now`, kept there, on a ledger's first start. */
export function priceHistoryAnchor(dataDir: string | undefined, now: number): number {
  if (!dataDir) return now;
  const path = join(dataDir, ANCHOR_FILE);
  if (existsSync(path)) {
    const kept = (JSON.parse(readFileSync(path, 'utf8')) as { anchor?: unknown }).anchor;
    if (typeof kept === 'number' && Number.isFinite(kept)) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path, JSON.stringify({ anchor: now }) + '\n');
  return now;
}
