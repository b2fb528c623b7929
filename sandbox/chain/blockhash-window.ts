// The recent-blockhash window of a node: a transaction is accepted while its blockhash is at most
// MAX_PROCESSING_AGE blocks old. LiteSVM itself only knows its latest blockhash, so the chain keeps
// this window and turns LiteSVM's own check off.

/** Blocks a blockhash stays valid for (agave MAX_PROCESSING_AGE); lastValidBlockHeight = height + this. */
export const MAX_PROCESSING_AGE = 150;

export class BlockhashWindow {
  private readonly heights = new Map<string, number>();

  add(blockhash: string, height: number): void {
    this.heights.set(blockhash, height);
  }

  /** Whether a transaction with this blockhash can still land at `currentHeight`. */
  isValid(blockhash: string, currentHeight: number): boolean {
    const h = this.heights.get(blockhash);
    return h !== undefined && currentHeight - h <= MAX_PROCESSING_AGE;
  }

  /** The height a known blockhash was made at, or null. */
  heightOf(blockhash: string): number | null {
    return this.heights.get(blockhash) ?? null;
  }

  /** Drops blockhashes that can no longer be used. */
  prune(currentHeight: number): void {
    for (const [hash, h] of this.heights) {
      if (currentHeight - h > MAX_PROCESSING_AGE) this.heights.delete(hash);
      else break; // insertion order is height order
    }
  }

  clear(): void {
    this.heights.clear();
  }

  entries(): [string, number][] {
    return [...this.heights];
  }
}
