// The chain's blocks: the current slot (one block per slot, so also the block height), the newest
// blockhash and the 150-block window of valid ones, and the unix time of recent blocks and of
// every block holding a transaction (getBlockTime).
import { BlockhashWindow, MAX_PROCESSING_AGE } from './blockhash-window';
import type { TipEntry } from './persistence';

const RECENT_BLOCK_TIMES_KEPT = 100_000;

export class Blocks {
  slot = 0;
  latest = '';
  private readonly window = new BlockhashWindow();
  private readonly recentTimes = new Map<number, number>();
  private readonly txTimes = new Map<number, number>();

  /** One new block with `blockhash`, made at unix time `now`. */
  advance(blockhash: string, now: number): void {
    this.slot += 1;
    this.latest = blockhash;
    this.window.add(blockhash, this.slot);
    this.window.prune(this.slot);
    this.recentTimes.set(this.slot, now);
    if (this.recentTimes.size > RECENT_BLOCK_TIMES_KEPT) {
      const oldest = this.recentTimes.keys().next().value;
      if (oldest !== undefined) this.recentTimes.delete(oldest);
    }
  }

  /** Forgets every blockhash and jumps past their lives (the next block starts afresh). */
  jumpPastWindow(): void {
    this.window.clear();
    this.slot += MAX_PROCESSING_AGE;
  }

  /** A replayed entry's slot: the chain is at least there. */
  reach(slot: number): void {
    this.slot = Math.max(this.slot, slot);
  }

  noteTransaction(slot: number, blockTime: number): void {
    this.txTimes.set(slot, blockTime);
  }

  timeOf(slot: number): number | null {
    return this.recentTimes.get(slot) ?? this.txTimes.get(slot) ?? null;
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    return { blockhash: this.latest, lastValidBlockHeight: this.slot + MAX_PROCESSING_AGE };
  }

  isBlockhashValid(blockhash: string): boolean {
    return this.window.isValid(blockhash, this.slot);
  }

  heightOf(blockhash: string): number | null {
    return this.isBlockhashValid(blockhash) ? this.window.heightOf(blockhash) : null;
  }

  /** What a clean close records, so blockhashes handed out survive a restart. */
  tip(): TipEntry {
    return { t: 'tip', slot: this.slot, height: this.slot, window: this.window.entries() };
  }

  restoreTip(e: TipEntry): void {
    this.reach(e.slot);
    this.window.clear();
    for (const [hash, height] of e.window) this.window.add(hash, height);
  }
}
