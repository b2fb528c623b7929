// The lagging replica's memory: for each recent slot, the versions the accounts written in it had
// before (captured just before each write, chain.onBeforeWrite), and each block's blockhash. A
// replica `lag` slots behind reads, for an account written since, the oldest such version — the
// account as it was — and the tip for everything else.
import { PublicKey } from '@solana/web3.js';
import { MAX_PROCESSING_AGE } from '../blockhash-window';
import type { Chain, RawAccount, ReplicaState } from '../chain';
import { MAX_REPLICA_LAG_SLOTS } from './profiles';

interface SlotWrites {
  slot: number;
  /** First version seen in this slot of every account written in it (null = did not exist). */
  before: Map<string, RawAccount | null>;
}

export class ReplicaHistory {
  private writes: SlotWrites[] = [];
  private blocks: { slot: number; blockhash: string }[] = [];

  constructor(private readonly chain: Chain) {
    this.recordBlock();
  }

  /** Keeps what `pubkeys` hold now, just before a write at `slot`. */
  recordWrite(pubkeys: readonly string[], slot: number): void {
    let entry = this.writes.at(-1);
    if (!entry || entry.slot !== slot) {
      entry = { slot, before: new Map() };
      this.writes.push(entry);
    }
    for (const pubkey of pubkeys) {
      if (!entry.before.has(pubkey)) entry.before.set(pubkey, this.chain.getRawAccount(pubkey));
    }
  }

  /** Remembers the chain's newest block and its blockhash. */
  recordBlock(): void {
    this.blocks.push({
      slot: this.chain.slot(),
      blockhash: this.chain.latestBlockhash().blockhash,
    });
  }

  /** Forgets account versions no replica at or after `replicaSlot` needs, and dead blockhashes. */
  prune(replicaSlot: number): void {
    this.writes = this.writes.filter((w) => w.slot > replicaSlot);
    const oldest = this.chain.slot() - MAX_PROCESSING_AGE - MAX_REPLICA_LAG_SLOTS;
    this.blocks = this.blocks.filter((b) => b.slot >= oldest);
  }

  /** Accounts a replica at `replicaSlot` holds differently from the tip, with its versions. */
  overlay(replicaSlot: number): Map<string, RawAccount | null> {
    const out = new Map<string, RawAccount | null>();
    for (const w of this.writes) {
      if (w.slot <= replicaSlot) continue;
      for (const [pubkey, account] of w.before) if (!out.has(pubkey)) out.set(pubkey, account);
    }
    return out;
  }

  account(pubkey: PublicKey | string, replicaSlot: number): RawAccount | null {
    const address = typeof pubkey === 'string' ? pubkey : pubkey.toBase58();
    for (const w of this.writes) {
      if (w.slot > replicaSlot && w.before.has(address)) return w.before.get(address) ?? null;
    }
    return this.chain.getRawAccount(address);
  }

  /** The newest block the replica has whose blockhash the chain still accepts. */
  latestBlockhash(replicaSlot: number): { blockhash: string; lastValidBlockHeight: number } {
    for (let i = this.blocks.length - 1; i >= 0; i--) {
      const b = this.blocks[i];
      if (b && b.slot <= replicaSlot && this.chain.blockhashHeight(b.blockhash) !== null) {
        return { blockhash: b.blockhash, lastValidBlockHeight: b.slot + MAX_PROCESSING_AGE };
      }
    }
    // Only right after a jump of the chain (expire-blockhashes): the replica has no live hash yet.
    return this.chain.latestBlockhash();
  }

  /** A blockhash the replica has seen, and the chain still accepts. */
  isBlockhashValid(blockhash: string, replicaSlot: number): boolean {
    const height = this.chain.blockhashHeight(blockhash);
    return height !== null && height <= replicaSlot;
  }

  /** Everything a preflight or simulation on the replica needs. */
  state(replicaSlot: number): ReplicaState {
    return {
      accounts: this.overlay(replicaSlot),
      isBlockhashValid: (hash) => this.isBlockhashValid(hash, replicaSlot),
      hasLanded: (signature) => {
        const record = this.chain.getTransaction(signature);
        return record !== null && record.slot <= replicaSlot;
      },
      latestBlockhash: () => this.latestBlockhash(replicaSlot),
    };
  }
}
