// The engine's front door: start / resume / retry / dismiss over one wallet's flows on one cluster.
import type { Clock } from './clock';
import { createFlow, isActive, needsUserAction, requestKey } from './machine';
import type { FlowRunner, RunResult } from './runner';
import type { FlowStore } from './store';
import type { Flow, FlowDefinition, SendMode } from './types';

export interface FlowEngineOptions {
  store: FlowStore;
  runner: FlowRunner;
  clock: Clock;
  apiBase: string;
  newId?: () => string;
}

export class FlowEngine {
  private readonly newId: () => string;
  /** Confirm runs by flow id, so a double-clicked Confirm joins the first run. */
  private readonly confirming = new Map<string, Promise<RunResult>>();

  constructor(private readonly o: FlowEngineOptions) {
    this.newId = o.newId ?? (() => crypto.randomUUID());
  }

  get store(): FlowStore {
    return this.o.store;
  }

  /**
   * Starts a flow and returns its id: prepare + confirm in one go. Idempotent: while a flow for
   * the same request (op, body, wallet, cluster, API) is active, returns that flow's id instead of
   * starting another — so a double-clicked Confirm starts one flow. Synchronous up to the first
   * effect, by design.
   */
  start(def: FlowDefinition, sendMode: SendMode = 'app'): string {
    const existing = this.activeFor(def);
    if (existing) {
      if (existing.awaitingReview) void this.confirm(existing.id, sendMode);
      return existing.id;
    }
    const flow = this.create(def, false, sendMode);
    void this.o.runner.run(flow.id);
    return flow.id;
  }

  /**
   * Creates the flow and POSTs its request; the flow then waits in 'review' with the decoded
   * transactions, nothing signed. Idempotent like start(): the same request while a flow for it is
   * active returns that flow (a refused request is asked again).
   */
  prepare(def: FlowDefinition): string {
    const existing = this.activeFor(def);
    if (existing) {
      if (existing.apiError && !this.o.runner.isRunning(existing.id)) void this.retry(existing.id);
      return existing.id;
    }
    const flow = this.create(def, true);
    void this.o.runner.run(flow.id);
    return flow.id;
  }

  /**
   * The user approved the review: signs and sends from step 1, strictly in order — this app
   * broadcasting, or the wallet (`sendMode`). Idempotent and guarded synchronously: a second call
   * while the first is pending returns the same run; a call for a flow that is not in review
   * starts nothing.
   */
  confirm(id: string, sendMode: SendMode = 'app'): Promise<RunResult> {
    const pending = this.confirming.get(id);
    if (pending) return pending;
    const flow = this.o.store.refresh(id);
    if (!flow) return Promise.resolve('error');
    if (!flow.awaitingReview) {
      return Promise.resolve(this.o.runner.isRunning(id) ? 'already-running' : 'stopped');
    }
    this.o.store.dispatch(id, { type: 'review-confirmed', at: this.o.clock.now(), sendMode });
    // The prepare run may still be winding down (or posting): sign once it has let go.
    const run = this.o.runner
      .settled(id)
      .then(() => this.o.runner.run(id))
      .finally(() => this.confirming.delete(id));
    this.confirming.set(id, run);
    return run;
  }

  private activeFor(def: FlowDefinition): Flow | undefined {
    const { store, apiBase } = this.o;
    const key = requestKey({
      op: def.op,
      request: def.request,
      wallet: store.wallet,
      cluster: store.cluster,
      apiBase,
    });
    return store.list().find((f) => isActive(f) && requestKey(f) === key);
  }

  private create(def: FlowDefinition, review: boolean, sendMode?: SendMode): Flow {
    const { store, clock, apiBase } = this.o;
    const created = createFlow(def, {
      id: this.newId(),
      cluster: store.cluster,
      apiBase,
      wallet: store.wallet,
      at: clock.now(),
      review,
    });
    const flow = sendMode ? { ...created, sendMode } : created;
    store.add(flow);
    return flow;
  }

  /**
   * Continues a flow (after a reload, or in this tab after another tab let go of it). A step that
   * would now be signed was never signed: the user reviews it again first, checked as when it
   * came (docs/flow-engine.md rule 12).
   */
  resume(id: string): Promise<RunResult> {
    return this.o.runner.run(id, { reviewUnsigned: true });
  }

  /** Retry after rejected / failed / expired / API error (expired: a fresh transaction). */
  retry(id: string): Promise<RunResult> {
    if (this.o.runner.isRunning(id)) return Promise.resolve('already-running');
    const flow = this.o.store.refresh(id);
    if (!flow) return Promise.resolve('error');
    // Nothing to retry, or a stranded flow: a fresh request would create new accounts
    // (docs/flow-engine.md rule 4).
    if (!needsUserAction(flow)) return Promise.resolve('stopped');
    this.o.store.dispatch(id, { type: 'retry', at: this.o.clock.now() });
    return this.o.runner.run(id);
  }

  /** Hides a flow from the lists. A step that may still land keeps being confirmed until it ends. */
  dismiss(id: string): void {
    const flow = this.o.store.get(id);
    if (!flow) return;
    this.o.store.dispatch(id, { type: 'dismissed', at: this.o.clock.now() });
  }

  isRunning(id: string): boolean {
    return this.o.runner.isRunning(id);
  }

  dispose(): void {
    this.o.runner.stopAll();
  }
}
