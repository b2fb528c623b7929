// The effects layer: runs a flow's steps strictly in order (docs/flow-engine.md rule 2), reporting
// every effect to the pure machine as an event. It is the only code that asks a wallet to sign and
// that broadcasts.
// Each phase lives in ./run: post, sign (the app sends) or hand-off (the wallet sends), send,
// confirm, find (a handed-off transaction after a reload) and wait.
import type { Clock } from './clock';
import { currentStep, nextAction } from './machine';
import type { RunnerDeps } from './ports';
import { sendPhase } from './run/broadcast';
import { confirmPhase } from './run/confirm';
import { blockhashStillValid, RunContext, type EarlyValidity, type RunMemory } from './run/context';
import { findPhase } from './run/find';
import { handOffPhase } from './run/handoff';
import { postPhase } from './run/post';
import { signPhase } from './run/sign';
import { waitPhase } from './run/wait';
import type { FlowStore } from './store';
import type { TabLock } from './tabLock';

export type RunResult = 'stopped' | 'locked' | 'already-running' | 'aborted' | 'error';

export interface FlowRunnerOptions extends RunnerDeps {
  store: FlowStore;
  clock: Clock;
  lock: TabLock;
  /** Unexpected errors (bugs, corrupt journal): logged, the flow is left resumable. */
  onError?: (flowId: string, error: unknown) => void;
  /** A run started or ended (isRunning changed). */
  onRunningChange?: (flowId: string) => void;
}

export class FlowRunner {
  private readonly running = new Map<string, AbortController>();
  private readonly runs = new Map<string, Promise<RunResult>>();
  private readonly memory: RunMemory = { signOneAtATime: false };

  constructor(private readonly o: FlowRunnerOptions) {}

  isRunning(id: string): boolean {
    return this.running.has(id);
  }

  /** Stops running a flow (it stays journaled and resumable). */
  stop(id: string): void {
    this.running.get(id)?.abort();
  }

  stopAll(): void {
    for (const c of this.running.values()) c.abort();
  }

  /** Resolves when the flow's current run (if any) ends. */
  settled(id: string): Promise<RunResult | undefined> {
    return this.runs.get(id) ?? Promise.resolve(undefined);
  }

  /**
   * Runs a flow until it completes or needs the user. Safe to call twice: the second is a no-op.
   * `reviewUnsigned` (a resume): a step that would now be signed goes back to the review instead,
   * decided once this tab holds the flow (docs/flow-engine.md rule 12).
   */
  run(id: string, opts: { reviewUnsigned?: boolean } = {}): Promise<RunResult> {
    if (this.running.has(id)) return Promise.resolve('already-running');
    const promise = this.runOnce(id, opts).finally(() => {
      if (this.runs.get(id) === promise) this.runs.delete(id);
    });
    this.runs.set(id, promise);
    return promise;
  }

  private async runOnce(id: string, opts: { reviewUnsigned?: boolean }): Promise<RunResult> {
    const controller = new AbortController();
    this.running.set(id, controller);
    this.o.onRunningChange?.(id);
    try {
      const early = this.readValidityEarly(id);
      const release = await this.o.lock.tryAcquire(id);
      if (!release) return 'locked';
      const ctx = new RunContext(
        id,
        this.o,
        this.o.store,
        this.o.clock,
        controller.signal,
        this.memory,
        early,
      );
      const unsubscribe =
        this.o.chain.onRateLimited?.((ms) => ctx.rateLimited(currentStep(ctx.flow())?.key, ms)) ??
        (() => {});
      try {
        return await this.loop(ctx, opts);
      } finally {
        unsubscribe();
        release();
      }
    } catch (e) {
      this.o.onError?.(id, e);
      return 'error';
    } finally {
      this.running.delete(id);
      this.o.onRunningChange?.(id);
    }
  }

  /**
   * When the flow's next move is asking the wallet to sign: its transaction's blockhash validity
   * (docs/flow-engine.md rule 4), read now. The tab lock is granted in a later task, after the page
   * has re-rendered for the Confirm click; the read's round trip overlaps that wait instead of
   * following it. A failed read answers nothing: the sign phase reads again with its retries and
   * notices.
   */
  private readValidityEarly(id: string): EarlyValidity {
    const reads: EarlyValidity = new Map();
    const flow = this.o.store.get(id);
    const action = flow ? nextAction(flow) : undefined;
    if (!flow || action?.type !== 'sign') return reads;
    const step = flow.steps.find((s) => s.key === action.stepKey);
    const unsigned = step?.kind === 'tx' ? step.unsigned : undefined;
    if (!unsigned) return reads;
    const { blockhash, lastValidBlockHeight } = unsigned;
    reads.set(
      blockhash,
      blockhashStillValid(this.o.chain, blockhash, lastValidBlockHeight).catch(() => undefined),
    );
    return reads;
  }

  private async loop(ctx: RunContext, opts: { reviewUnsigned?: boolean }): Promise<RunResult> {
    // We hold the lock now: take the journal's version (another tab may have advanced it), and a
    // request left "in flight" by a closed tab is abandoned.
    const stored = this.o.store.refresh(ctx.id);
    if (!stored) throw new Error(`Unknown flow ${ctx.id}`);
    if (stored.posting) ctx.dispatch({ type: 'post-abandoned', at: ctx.now() });
    if (opts.reviewUnsigned && !stored.awaitingReview && nextAction(ctx.flow()).type === 'sign') {
      ctx.dispatch({ type: 'review-reopened', at: ctx.now() });
      return 'stopped';
    }
    let staleRefreshes = 0;
    for (;;) {
      if (ctx.aborted) return 'aborted';
      const flow = ctx.flow();
      const action = nextAction(flow);
      switch (action.type) {
        case 'stop':
          return 'stopped';
        case 'post':
          await postPhase(ctx, action.stepKeys);
          break;
        case 'sign': {
          const walletSends = flow.sendMode === 'wallet' && !!this.o.wallet.signAndSendTransactions;
          const outcome = walletSends
            ? await handOffPhase(ctx, action.stepKey, staleRefreshes)
            : await signPhase(ctx, action.stepKey, staleRefreshes);
          staleRefreshes = outcome === 'stale' ? staleRefreshes + 1 : 0;
          break;
        }
        case 'send':
          await sendPhase(ctx, action.stepKey);
          break;
        case 'confirm':
          await confirmPhase(ctx, action.stepKey);
          break;
        case 'find':
          await findPhase(ctx, action.stepKey);
          break;
        case 'wait':
          await waitPhase(ctx, action.stepKey);
          break;
      }
    }
  }
}
