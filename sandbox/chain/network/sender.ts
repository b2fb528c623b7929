// sendTransaction as clients of a network profile see it: preflight on the replica (unless
// skipped), then the leader may never get the transaction (a share is dropped, each send deciding
// anew), and what it gets runs at once ('immediate') or when the next block is produced
// ('next-block') — until then the signature has no status.
import type { Chain, ReplicaState, SendOptions } from '../chain';
import { decodeTransaction, signatureOf } from '../wire';
import type { Landing } from './profiles';

export interface SendStats {
  /** sendTransaction calls with a readable transaction. */
  sends: number;
  /** Sends of a signature sent before (a client rebroadcasting the same bytes). */
  rebroadcasts: number;
  /** Sends refused by preflight (simulation, blockhash, duplicate, signature). */
  preflightFailures: number;
  /** Accepted sends that were silently dropped. */
  dropped: number;
  /** Sends that landed on chain (successful or failed with an error, fee charged). */
  landed: number;
}

export const emptySendStats = (): SendStats => ({
  sends: 0,
  rebroadcasts: 0,
  preflightFailures: 0,
  dropped: 0,
  landed: 0,
});

/** Signatures are remembered this many slots for rebroadcast counting (a node's status cache). */
const REMEMBER_SLOTS = 300;

export class Sender {
  readonly stats: SendStats = emptySendStats();
  private queue: { raw: Uint8Array; signature: string }[] = [];
  private readonly sentAt = new Map<string, number>();

  constructor(
    private readonly chain: Chain,
    private readonly landing: Landing,
    private readonly replica: () => ReplicaState | undefined,
    private readonly dropRoll: () => boolean,
  ) {}

  get queued(): number {
    return this.queue.length;
  }

  send(raw: Uint8Array, opts: SendOptions = {}): { signature: string } {
    const signature = signatureOf(decodeTransaction(raw));
    this.stats.sends += 1;
    if (this.sentAt.has(signature)) this.stats.rebroadcasts += 1;
    this.sentAt.set(signature, this.chain.slot());
    if (!opts.skipPreflight) {
      try {
        this.chain.preflight(raw, this.replica());
      } catch (e) {
        this.stats.preflightFailures += 1;
        throw e;
      }
    }
    if (this.dropRoll()) {
      this.stats.dropped += 1;
      return { signature };
    }
    if (this.landing === 'immediate') this.land(raw, signature);
    else if (!this.queue.some((q) => q.signature === signature))
      this.queue.push({ raw, signature });
    return { signature };
  }

  /** A new block: everything queued runs in it, in the order it was sent. */
  produceQueued(): void {
    const due = this.queue;
    this.queue = [];
    for (const { raw, signature } of due) this.land(raw, signature);
    const oldest = this.chain.slot() - REMEMBER_SLOTS;
    for (const [signature, slot] of this.sentAt) if (slot < oldest) this.sentAt.delete(signature);
  }

  resetStats(): void {
    Object.assign(this.stats, emptySendStats());
  }

  /** The leader runs it: what cannot land (expired, duplicate) is dropped by the chain itself. */
  private land(raw: Uint8Array, signature: string): void {
    if (this.chain.getTransaction(signature)) return;
    try {
      this.chain.sendTransaction(raw, { skipPreflight: true });
    } catch (e) {
      console.error('[sandbox network] a queued transaction could not run:', e);
      return;
    }
    if (this.chain.getTransaction(signature)) this.stats.landed += 1;
  }
}
