// The engine's front door: start / resume / retry / dismiss over one wallet's flows on one cluster.
import type { Clock } from './clock';
import { createFlow, isActive, requestKey } from './machine';
import type { FlowRunner, RunResult } from './runner';
import type { FlowStore } from './store';
import type { FlowDefinition } from './types';

export interface FlowEngineOptions {
  store: FlowStore;
  runner: FlowRunner;
  clock: Clock;
  apiBase: string;
  newId?: () => string;
}

export class FlowEngine {
  private readonly newId: () => string;

  constructor(private readonly o: FlowEngineOptions) {
    this.newId = o.newId ?? (() => crypto.randomUUID());
  }

  get store(): FlowStore {
    return this.o.store;
  }

  /**
   * Starts a flow and returns its id. Idempotent: while a flow for the same request (op, body,
   * wallet, cluster, API) is active, returns that flow's id instead of starting another — so a
   * double-clicked Confirm starts one flow. Synchronous up to the first effect, by design.
   */
  start(def: FlowDefinition): string {
    const { store, clock, apiBase } = this.o;
    const candidate = createFlow(def, {
      id: this.newId(),
      cluster: store.cluster,
      apiBase,
      wallet: store.wallet,
      at: clock.now(),
    });
    const key = requestKey(candidate);
    const existing = store.list().find((f) => isActive(f) && requestKey(f) === key);
    if (existing) return existing.id;
    store.add(candidate);
    void this.o.runner.run(candidate.id);
    return candidate.id;
  }

  /** Continues a flow (after a reload, or in this tab after another tab let go of it). */
  resume(id: string): Promise<RunResult> {
    return this.o.runner.run(id);
  }

  /** Retry after rejected / failed / expired / API error (expired: a fresh transaction). */
  retry(id: string): Promise<RunResult> {
    if (this.o.runner.isRunning(id)) return Promise.resolve('already-running');
    const flow = this.o.store.refresh(id);
    if (!flow) return Promise.resolve('error');
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
