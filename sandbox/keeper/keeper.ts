// The sandbox's automation, acting only through signed transactions of the Basket program's own
// instructions, as the real service's would (./instructions.ts):
// - a deposit's basket tokens: after `delayMs` (the spec allows 3 minutes), mintFund for its buy
//   state, at the basket's price;
// - then its USDC into the basket's composition, and a basket back to its targets after an edit or
//   a drift past its threshold: rebalance legs, each a swap with the sandbox's market at the
//   oracles' prices between withdrawBeforeRebalance and depositAfterRebalance (./plan.ts).
// Withdrawals and single-asset trades need no automation: the program settles them in the user's
// own transaction. Work runs one job at a time, so a plan is never read halfway through another.
import { PublicKey } from '@solana/web3.js';
import type { Chain } from '../chain/chain';
import { basketFigures } from '../model/figures';
import type { SandboxKeys } from '../model/keys';
import type { BasketIndex } from '../model/state';
import type { TokenBook } from '../model/tokens';
import { KeeperActor, SameBlockError } from './actor';
import { balanceBasket, mintDeposit, modeOf, recordWeights } from './jobs';
import { plan, type Leg, type PlanMode } from './plan';

export const DEFAULT_KEEPER_DELAY_MS = 3_000;
/** The spec: basket tokens arrive within 3 minutes of a deposit. */
export const MAX_KEEPER_DELAY_MS = 180_000;
const RETRY_AFTER_MS = 2_000;
const MAX_ATTEMPTS = 5;

export interface KeeperOptions {
  chain: Chain;
  keys: SandboxKeys;
  index: BasketIndex;
  tokens: TokenBook;
  delayMs?: number;
}

export class Keeper {
  readonly delayMs: number;
  private readonly actor: KeeperActor;
  private readonly index: BasketIndex;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly scheduled = new Set<string>();
  private readonly failures = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private unsubscribe: (() => void) | null = null;
  private closed = false;

  constructor(opts: KeeperOptions) {
    this.actor = new KeeperActor(opts.chain, opts.keys, opts.index, opts.tokens);
    this.index = opts.index;
    this.delayMs = Math.min(
      Math.max(opts.delayMs ?? DEFAULT_KEEPER_DELAY_MS, 0),
      MAX_KEEPER_DELAY_MS,
    );
  }

  get publicKey(): PublicKey {
    return this.actor.keeper.publicKey;
  }

  start(): void {
    this.unsubscribe = this.index.onChange(() => this.scan());
    this.scan();
  }

  close(): void {
    this.closed = true;
    this.unsubscribe?.();
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  /** Resolves when every job queued so far has run (tests and shutdown). */
  idle(): Promise<void> {
    return this.queue.then(() => undefined);
  }

  /** The legs that would bring `basket` to its targets in `mode`, at the oracles' prices now. */
  plan(basket: string, mode: PlanMode): Leg[] {
    const figures = basketFigures(this.actor.chain, this.index, this.actor.tokens, basket);
    return figures ? plan(figures, mode) : [];
  }

  // ---------- scheduling ----------

  private later(ms: number, fn: () => void): void {
    if (this.closed) return;
    const t = setTimeout(() => {
      this.timers.delete(t);
      if (!this.closed) fn();
    }, ms);
    t.unref();
    this.timers.add(t);
  }

  /** Runs `job` after the jobs before it; its errors reach the caller. */
  private enqueue<T>(job: () => T): Promise<T> {
    const run = this.queue.then(() => {
      if (this.closed) throw new Error('the sandbox keeper has stopped');
      return job();
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Schedules a background job once per key; a failure is logged and retried. */
  private schedule(key: string, delay: number, job: () => void): void {
    if (this.scheduled.has(key) || this.closed) return;
    this.scheduled.add(key);
    this.later(delay, () => {
      this.enqueue(job)
        .then(() => {
          this.scheduled.delete(key);
          this.failures.delete(key);
        })
        .catch((e: unknown) => {
          if (e instanceof SameBlockError) {
            // Not a failure: the same work again in the next block is a new transaction.
            this.later(this.actor.chain.blockMs, () => {
              this.scheduled.delete(key);
              this.scan();
            });
            return;
          }
          const failures = (this.failures.get(key) ?? 0) + 1;
          this.failures.set(key, failures);
          if (failures >= MAX_ATTEMPTS) {
            // Stays in `scheduled`: not tried again until the sandbox restarts.
            console.error(`[sandbox keeper] ${key} failed ${failures} times; giving up:`, e);
            return;
          }
          console.error(`[sandbox keeper] ${key} failed, retrying:`, e);
          this.later(RETRY_AFTER_MS, () => {
            this.scheduled.delete(key);
            this.scan();
          });
        });
    });
  }

  /** The basket's weights, recorded in the next block (jobs.ts, recordWeights). */
  private recordWeightsLater(basket: string): void {
    // After the job that asks has finished (its key is free again).
    this.later(0, () =>
      this.schedule(`weights:${basket}`, this.actor.chain.blockMs, () => {
        if (!recordWeights(this.actor, basket)) this.recordWeightsLater(basket);
      }),
    );
  }

  private scan(): void {
    if (this.closed) return;
    for (const d of this.index.deposits.values()) {
      if (this.index.pending(d)) {
        this.schedule(`mint:${d.buyState}`, this.delayMs, () => {
          mintDeposit(this.actor, d);
          if (!balanceBasket(this.actor, d.basket)) this.recordWeightsLater(d.basket);
        });
      }
    }
    for (const b of this.index.baskets.values()) {
      if (modeOf(this.actor, b.address).legs > 0) {
        this.schedule(`balance:${b.address}`, 0, () => {
          if (!balanceBasket(this.actor, b.address)) this.recordWeightsLater(b.address);
        });
      }
    }
  }
}
