// What every phase of a run works with: the flow's store, the outside world (ports), the clock,
// and helpers that report each effect to the machine as an event.
import type { Clock } from '../clock';
import type { FlowEvent } from '../machine';
import type { RunnerDeps } from '../ports';
import type { FlowStore } from '../store';
import type { Flow, Step, TxStep } from '../types';
import { errorMessage } from '../walletErrors';

/** Rebroadcast and poll this often while confirming (docs/flow-engine.md rule 6). */
export const REBROADCAST_MS = 2_000;

/** What a runner learns about the wallet in this tab (not journaled: another wallet may differ). */
export interface RunMemory {
  /** The wallet refused several transactions in one approval: ask one at a time. */
  signOneAtATime: boolean;
}

export type TxStepIn<S extends TxStep['status']> = Extract<TxStep, { status: S }>;

/** Blockhash → its validity, read before the run began (FlowRunner); undefined: unknown. */
export type EarlyValidity = Map<string, Promise<boolean | undefined>>;

/**
 * Whether the blockhash still lets a transaction land. `isBlockhashValid` is the authority; some
 * RPCs lack it, and then the recorded last valid block height decides.
 */
export async function blockhashStillValid(
  chain: RunnerDeps['chain'],
  blockhash: string,
  lastValidBlockHeight: number,
): Promise<boolean> {
  try {
    return await chain.isBlockhashValid(blockhash);
  } catch {
    return (await chain.getBlockHeight()) <= lastValidBlockHeight;
  }
}

export class RunContext {
  /** Set while a rate-limit notice (HTTP 429) is shown, so the next success clears it. */
  private rateLimitNotice = false;

  constructor(
    readonly id: string,
    readonly deps: RunnerDeps,
    readonly store: FlowStore,
    readonly clock: Clock,
    readonly signal: AbortSignal,
    readonly memory: RunMemory,
    private readonly earlyValidity: EarlyValidity = new Map(),
  ) {}

  now(): number {
    return this.clock.now();
  }

  get aborted(): boolean {
    return this.signal.aborted;
  }

  dispatch(event: FlowEvent): Flow {
    return this.store.dispatch(this.id, event);
  }

  flow(): Flow {
    const f = this.store.get(this.id);
    if (!f) throw new Error(`Unknown flow ${this.id}`);
    return f;
  }

  step(key: string): Step {
    const s = this.flow().steps.find((x) => x.key === key);
    if (!s) throw new Error(`Unknown step ${key}`);
    return s;
  }

  /** The transaction step `key`, which the caller knows to be in one of `statuses`. */
  txStep<S extends TxStep['status']>(key: string, statuses: readonly S[]): TxStepIn<S> {
    const s = this.step(key);
    if (s.kind !== 'tx' || !(statuses as readonly string[]).includes(s.status)) {
      throw new Error(`Step ${key} is ${s.status}, expected ${statuses.join(' or ')}`);
    }
    return s as TxStepIn<S>;
  }

  sleep(ms: number): Promise<void> {
    return this.clock.sleep(ms, this.signal);
  }

  notice(stepKey: string, notice?: string): void {
    const step = this.flow().steps.find((s) => s.key === stepKey);
    if (!step || step.status === 'confirmed' || step.status === 'done') return;
    if (step.notice === notice) return;
    this.dispatch({ type: 'notice', stepKey, at: this.now(), notice });
  }

  /** The RPC asked the app to wait (HTTP 429): say so on the step that is running. */
  rateLimited(stepKey: string | undefined, retryAfterMs: number): void {
    if (!stepKey) return;
    const seconds = Math.max(1, Math.round(retryAfterMs / 1000));
    this.rateLimitNotice = true;
    this.notice(
      stepKey,
      `The Solana RPC is limiting how fast this app may ask (HTTP 429): waiting ${seconds} s, as it asked, then going on.`,
    );
  }

  /** A call of a polling loop succeeded: a notice about the RPC being away or slow is over. */
  rpcSucceeded(stepKey: string): void {
    this.rateLimitNotice = false;
    if (this.step(stepKey).notice) this.notice(stepKey, undefined);
  }

  /** Retries an RPC call until it succeeds, showing a notice on the step meanwhile. */
  async rpc<T>(stepKey: string, what: string, call: () => Promise<T>): Promise<T | undefined> {
    for (let failures = 0; !this.aborted; failures++) {
      try {
        const value = await call();
        if (failures > 0 || this.rateLimitNotice) {
          this.rateLimitNotice = false;
          this.notice(stepKey, undefined);
        }
        return value;
      } catch (e) {
        this.notice(
          stepKey,
          `Can’t reach the Solana RPC to ${what} (${errorMessage(e)}). Retrying…`,
        );
        await this.sleep(REBROADCAST_MS);
      }
    }
    return undefined;
  }

  /** See blockhashStillValid. */
  blockhashStillValid(blockhash: string, lastValidBlockHeight: number): Promise<boolean> {
    return blockhashStillValid(this.deps.chain, blockhash, lastValidBlockHeight);
  }

  /**
   * The validity read before a wallet is asked (docs/flow-engine.md rule 4), with a notice and
   * retries while the RPC is away (undefined: the run stopped). A read the runner started before
   * this run held the tab lock answers the first ask for its blockhash: it is a few milliseconds
   * old.
   */
  async validityBeforeSigning(
    stepKey: string,
    blockhash: string,
    lastValidBlockHeight: number,
  ): Promise<boolean | undefined> {
    const early = this.earlyValidity.get(blockhash);
    this.earlyValidity.delete(blockhash);
    const known = early ? await early : undefined;
    if (known !== undefined) return known;
    return this.rpc(stepKey, 'check the transaction is still valid', () =>
      this.blockhashStillValid(blockhash, lastValidBlockHeight),
    );
  }
}
