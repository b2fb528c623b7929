// The sandbox's automation, acting only through signed transactions on the chain:
// - settles deposits after a delay (./deposits.ts);
// - pays out withdrawals into escrows the user spends as delegate (./withdrawals.ts);
// - opens the short-lived escrows behind single-asset mint and burn, and reclaims unused ones
//   (./escrows.ts);
// - opens vaults for new composition tokens and rebalances after an edit (./rebalance.ts).
// Work runs one job at a time, so NAV is never read halfway through another job. Standing in for
// the Basket program, the sandbox also writes the program's accounts as transactions land
// (./program-accounts.ts, started by the service beside the keeper).
import type { PublicKey } from '@solana/web3.js';
import type { Chain } from '../chain/chain';
import type { TokenBook } from '../model/tokens';
import type { SandboxKeys } from '../model/keys';
import type { BasketIndex } from '../model/state';
import { KeeperActor } from './actor';
import { buyForDeposit, settleDeposit } from './deposits';
import {
  openBurnEscrow,
  openMintEscrow,
  sweepEscrows,
  type EscrowRequest,
  type OpenedEscrow,
} from './escrows';
import { rebalance } from './rebalance';
import { fundWithdrawal } from './withdrawals';

export type { OpenedEscrow } from './escrows';

export const DEFAULT_KEEPER_DELAY_MS = 3_000;
/** The spec: basket tokens arrive within 3 minutes of a deposit. */
export const MAX_KEEPER_DELAY_MS = 180_000;
/** Unused single-asset escrows are reclaimed after this long (a blockhash lives ~60 s). */
export const DEFAULT_ESCROW_TTL_MS = 5 * 60_000;
const SWEEP_EVERY_MS = 5_000;
const RETRY_AFTER_MS = 2_000;
const MAX_ATTEMPTS = 5;

export interface KeeperOptions {
  chain: Chain;
  keys: SandboxKeys;
  index: BasketIndex;
  tokens: TokenBook;
  delayMs?: number;
  escrowTtlMs?: number;
}

export class Keeper {
  readonly delayMs: number;
  readonly escrowTtlMs: number;
  private readonly actor: KeeperActor;
  private readonly index: BasketIndex;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly scheduled = new Set<string>();
  private readonly failures = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Composition each basket was last balanced to. */
  private readonly balancedTo = new Map<string, string>();
  private unsubscribe: (() => void) | null = null;
  private closed = false;

  constructor(opts: KeeperOptions) {
    this.actor = new KeeperActor(opts.chain, opts.keys, opts.index, opts.tokens);
    this.index = opts.index;
    this.delayMs = Math.min(
      Math.max(opts.delayMs ?? DEFAULT_KEEPER_DELAY_MS, 0),
      MAX_KEEPER_DELAY_MS,
    );
    this.escrowTtlMs = opts.escrowTtlMs ?? DEFAULT_ESCROW_TTL_MS;
  }

  get publicKey(): PublicKey {
    return this.actor.publicKey;
  }

  start(): void {
    this.unsubscribe = this.index.onChange(() => this.scan());
    this.later(SWEEP_EVERY_MS, () => this.sweepLoop());
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

  /** Basket tokens for `amountIn` of `tokenMint`, minted into an escrow the user may spend. */
  openMintEscrow(request: EscrowRequest): Promise<OpenedEscrow> {
    return this.enqueue(() => openMintEscrow(this.actor, request));
  }

  /** `tokenMint` worth `amountIn` basket tokens at NAV, moved from the vault into an escrow for the user. */
  openBurnEscrow(request: EscrowRequest): Promise<OpenedEscrow> {
    return this.enqueue(() => openBurnEscrow(this.actor, request));
  }

  /** Reclaims escrows past their time to live at `now` (the sweep timer calls this too). */
  sweep(now = Date.now()): void {
    sweepEscrows(this.actor, this.escrowTtlMs, now);
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

  private scan(): void {
    if (this.closed) return;
    for (const d of this.index.deposits.values()) {
      if (d.status === 'pending')
        this.schedule(`deposit:${d.signature}`, this.delayMs, () => settleDeposit(this.actor, d));
      else if (d.status === 'settled')
        this.schedule(`buy:${d.signature}`, 0, () => buyForDeposit(this.actor, d));
    }
    for (const w of this.index.withdrawals.values()) {
      if (w.status === 'pending')
        this.schedule(`withdraw:${w.address}`, this.delayMs, () => fundWithdrawal(this.actor, w));
    }
    for (const b of this.index.baskets.values()) {
      if (b.status !== 'active') continue;
      const key = JSON.stringify(b.composition);
      if (this.balancedTo.get(b.address) !== key) {
        this.schedule(`balance:${b.address}:${key}`, 0, () => {
          this.actor.ensureVaults(b);
          if (b.settings.disableRebalance !== 1) rebalance(this.actor, b);
          this.balancedTo.set(b.address, key);
        });
      }
    }
  }

  private sweepLoop(): void {
    this.enqueue(() => this.sweep())
      .catch((e: unknown) => console.error('[sandbox keeper] sweep failed:', e))
      .finally(() => this.later(SWEEP_EVERY_MS, () => this.sweepLoop()));
  }
}
