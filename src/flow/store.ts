// The flows of one wallet on one cluster: in memory, written through to the journal on every
// event (synchronously, so "journaled" really means "on disk" before the next effect runs).
import type { Journal } from './journal';
import { reduce, type FlowEvent } from './machine';
import type { Flow } from './types';

type Listener = () => void;

export class FlowStore {
  private flows = new Map<string, Flow>();
  private listeners = new Set<Listener>();
  private snapshot: Flow[] = [];

  constructor(
    private readonly journal: Journal,
    readonly wallet: string,
    readonly cluster: string,
  ) {
    this.reload();
  }

  /** Re-read every flow from the journal (another tab may have moved them on). */
  reload(): void {
    this.flows = new Map(this.journal.load(this.wallet, this.cluster).map((f) => [f.id, f]));
    this.emit();
  }

  /** Re-read one flow from the journal; returns it. */
  refresh(id: string): Flow | undefined {
    const stored = this.journal.get(this.wallet, this.cluster, id);
    if (stored) {
      this.flows.set(id, stored);
      this.emit();
    }
    return stored ?? this.flows.get(id);
  }

  get(id: string): Flow | undefined {
    return this.flows.get(id);
  }

  /** Newest first. Stable between changes (for useSyncExternalStore). */
  list(): Flow[] {
    return this.snapshot;
  }

  add(flow: Flow): void {
    if (flow.wallet !== this.wallet || flow.cluster !== this.cluster) {
      throw new Error('A flow must belong to the store’s wallet and cluster');
    }
    this.journal.save(flow);
    this.flows.set(flow.id, flow);
    this.emit();
  }

  dispatch(id: string, event: FlowEvent): Flow {
    const flow = this.flows.get(id);
    if (!flow) throw new Error(`Unknown flow ${id}`);
    const next = reduce(flow, event);
    this.journal.save(next);
    this.flows.set(id, next);
    this.emit();
    return next;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit() {
    this.snapshot = [...this.flows.values()].sort((a, b) => b.createdAt - a.createdAt);
    for (const l of this.listeners) l();
  }
}
