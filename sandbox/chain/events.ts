// The chain's listeners and the order they hear things in: every landed transaction, new block,
// changed account, imminent write and the close, delivered through one queue so a listener that
// sends a transaction (the keeper) hears its own only after everyone has heard the current one.
import type { TransactionEvent } from './types';

type Listener<T extends unknown[]> = (...args: T) => void;

function emit<T extends unknown[]>(listeners: Set<Listener<T>>, ...args: T): void {
  for (const l of listeners) {
    try {
      l(...args);
    } catch (e) {
      console.error('[sandbox chain] a listener threw:', e);
    }
  }
}

export class ChainEvents {
  private readonly txListeners = new Set<Listener<[TransactionEvent]>>();
  private readonly slotListeners = new Set<Listener<[number]>>();
  private readonly accountListeners = new Set<Listener<[string[], number]>>();
  private readonly closeListeners = new Set<Listener<[]>>();
  private readonly writeListeners = new Set<Listener<[string[], number]>>();
  private readonly deliveries: (() => void)[] = [];
  private delivering = false;

  /**
   * Adds a transaction listener, first handing it `history` (in order, through the delivery queue:
   * transactions it sends while catching up reach it, and everyone, after its history).
   */
  onTransaction(listener: (e: TransactionEvent) => void, history: TransactionEvent[]): () => void {
    this.txListeners.add(listener);
    this.deliver(() => {
      for (const event of history) {
        try {
          listener(event);
        } catch (e) {
          console.error('[sandbox chain] a transaction listener threw:', e);
        }
      }
    });
    return () => this.txListeners.delete(listener);
  }

  onSlot(listener: (slot: number) => void): () => void {
    this.slotListeners.add(listener);
    return () => this.slotListeners.delete(listener);
  }

  onAccountsChanged(listener: (pubkeys: string[], slot: number) => void): () => void {
    this.accountListeners.add(listener);
    return () => this.accountListeners.delete(listener);
  }

  onBeforeWrite(listener: (pubkeys: string[], slot: number) => void): () => void {
    this.writeListeners.add(listener);
    return () => this.writeListeners.delete(listener);
  }

  onClose(listener: () => void): () => void {
    this.closeListeners.add(listener);
    return () => this.closeListeners.delete(listener);
  }

  /** Whether anyone keeps older account versions (so the writable keys are worth computing). */
  get watchesWrites(): boolean {
    return this.writeListeners.size > 0;
  }

  /** Synchronously, before a live write: the accounts still hold their previous versions. */
  beforeWrite(pubkeys: string[], slot: number): void {
    emit(this.writeListeners, pubkeys, slot);
  }

  /** A landed transaction and the accounts it touched, in ledger order. */
  landed(event: TransactionEvent, accountKeys: string[]): void {
    this.deliver(() => {
      emit(this.txListeners, event);
      emit(this.accountListeners, accountKeys, event.slot);
    });
  }

  accountsChanged(pubkeys: string[], slot: number): void {
    this.deliver(() => emit(this.accountListeners, pubkeys, slot));
  }

  slot(slot: number): void {
    this.deliver(() => emit(this.slotListeners, slot));
  }

  /** Tells the close listeners, then forgets every listener. */
  closed(): void {
    emit(this.closeListeners);
    this.txListeners.clear();
    this.slotListeners.clear();
    this.accountListeners.clear();
    this.closeListeners.clear();
    this.writeListeners.clear();
  }

  /**
   * Runs listener calls in ledger order. A listener that sends a transaction (the keeper) gets
   * its own event only after every listener has seen the current one.
   */
  private deliver(fn: () => void): void {
    this.deliveries.push(fn);
    if (this.delivering) return;
    this.delivering = true;
    try {
      for (let next = this.deliveries.shift(); next; next = this.deliveries.shift()) next();
    } finally {
      this.delivering = false;
    }
  }
}
