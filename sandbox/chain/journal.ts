// The ledger file: one JSON object per line, appended as the chain accepts things, replayed in order
// at start. A torn last line (a crash mid-write) is ignored.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { TransactionErrorJson } from './errors';

export const JOURNAL_FILE = 'ledger.jsonl';

export type JournalEntry =
  /**
   * The ledger's genesis. `v: 2`: the hash carries the sandbox's marker; `v: 1` (older ledgers): 32
   * random bytes, upgraded as the ledger is read (./genesis-hash.ts).
   */
  | { t: 'genesis'; v: 1 | 2; genesisHash: string; createdAt: number }
  /** A transaction that landed: wire bytes (base64), its slot and clock, and its outcome. */
  | { t: 'tx'; slot: number; time: number; raw: string; err: TransactionErrorJson | null }
  /** An account written directly (`Chain.setAccount`). Big numbers as decimal strings. */
  | {
      t: 'set';
      slot: number;
      time: number;
      pubkey: string;
      lamports: string;
      owner: string;
      data: string;
      executable: boolean;
      rentEpoch: string;
    }
  /** Written at a clean shutdown: where the chain stood, so in-flight blockhashes stay valid. */
  | { t: 'tip'; slot: number; height: number; window: [string, number][] };

export class Journal {
  private fd: number | null;

  private constructor(
    readonly path: string,
    fd: number,
  ) {
    this.fd = fd;
  }

  static ensureDir(dataDir: string): void {
    mkdirSync(dataDir, { recursive: true });
  }

  /** Opens (creating if needed) the journal in `dataDir` and reads what it holds. */
  static open(dataDir: string): { journal: Journal; entries: JournalEntry[] } {
    Journal.ensureDir(dataDir);
    const path = join(dataDir, JOURNAL_FILE);
    const entries = existsSync(path) ? readEntries(readFileSync(path, 'utf8')) : [];
    return { journal: new Journal(path, openSync(path, 'a')), entries };
  }

  append(entry: JournalEntry): void {
    if (this.fd === null) return;
    writeSync(this.fd, JSON.stringify(entry) + '\n');
  }

  close(): void {
    if (this.fd === null) return;
    closeSync(this.fd);
    this.fd = null;
  }
}

function readEntries(text: string): JournalEntry[] {
  const entries: JournalEntry[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    try {
      entries.push(JSON.parse(line) as JournalEntry);
    } catch (e) {
      if (i >= lines.length - 2) break; // torn final write
      throw new Error(`The sandbox ledger is damaged at line ${i + 1}; start with --reset.`, {
        cause: e,
      });
    }
  }
  return entries;
}
