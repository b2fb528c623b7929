// The chain's data folder: one process per folder (a LOCK file), a reset that keeps the lock, the
// journal entries the chain writes, and the replay of a journal at open.
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PublicKey } from '@solana/web3.js';
import { Journal, type JournalEntry } from './journal';
import type { AccountInput } from './types';

/** Default data folder: `.sandbox-data/` at the repository root. */
export const DEFAULT_DATA_DIR = resolve(import.meta.dirname, '..', '..', '.sandbox-data');

const U64_MAX = 18_446_744_073_709_551_615n;

export type SetEntry = Extract<JournalEntry, { t: 'set' }>;
export type TxEntry = Extract<JournalEntry, { t: 'tx' }>;
export type TipEntry = Extract<JournalEntry, { t: 'tip' }>;

const base58 = (k: PublicKey | string): string => (typeof k === 'string' ? k : k.toBase58());

/** The journal entry of a direct account write (big numbers as decimal strings). */
export function setEntry(
  address: string,
  account: AccountInput,
  slot: number,
  time: number,
): SetEntry {
  return {
    t: 'set',
    slot,
    time,
    pubkey: address,
    lamports: BigInt(account.lamports).toString(),
    owner: base58(account.owner),
    data: Buffer.from(account.data ?? new Uint8Array(0)).toString('base64'),
    executable: account.executable ?? false,
    rentEpoch: BigInt(account.rentEpoch ?? U64_MAX).toString(),
  };
}

/** What replaying a journal does with each kind of entry (the chain's own operations). */
export interface ReplayHandlers {
  /** The ledger has no genesis yet: make one and journal it. */
  genesis(): void;
  /** The ledger's own genesis. */
  restoreGenesis(genesisHash: string, createdAt: number): void;
  /** Runs a landed transaction again; true when it ended as it ended the first time. */
  transaction(entry: TxEntry): boolean;
  setAccount(entry: SetEntry): void;
  tip(entry: TipEntry): void;
}

/** Replays journal entries in order; returns how many transactions ended differently. */
export function replayJournal(
  dataDir: string,
  entries: JournalEntry[],
  on: ReplayHandlers,
): number {
  const first = entries[0];
  if (first?.t === 'genesis') {
    on.restoreGenesis(first.genesisHash, first.createdAt);
  } else {
    if (entries.length > 0) throw new Error(`The ledger in ${dataDir} has no genesis entry`);
    on.genesis();
  }
  let mismatches = 0;
  for (const e of entries) {
    if (e.t === 'tx') {
      if (!on.transaction(e)) mismatches++;
    } else if (e.t === 'set') {
      on.setAccount(e);
    } else if (e.t === 'tip') {
      on.tip(e);
    }
  }
  return mismatches;
}

// One process per data folder: two chains appending to one ledger would corrupt it.
function lockPath(dataDir: string): string {
  return join(dataDir, 'LOCK');
}

export function acquireLock(dataDir: string): void {
  const path = lockPath(dataDir);
  if (existsSync(path)) {
    const pid = Number(readFileSync(path, 'utf8'));
    if (pid && pid !== process.pid && processAlive(pid)) {
      throw new Error(
        `The sandbox data folder ${dataDir} is in use by process ${pid}. Stop it, or set SANDBOX_DATA to another folder.`,
      );
    }
  }
  Journal.ensureDir(dataDir);
  writeFileSync(path, String(process.pid));
}

export function wipeExceptLock(dataDir: string): void {
  for (const entry of readdirSync(dataDir)) {
    if (entry !== 'LOCK') rmSync(join(dataDir, entry), { recursive: true, force: true });
  }
}

export function releaseLock(dataDir: string): void {
  rmSync(lockPath(dataDir), { force: true });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
