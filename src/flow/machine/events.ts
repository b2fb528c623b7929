// What happens to a flow, as the runner reports it to the pure machine.
import type {
  CreatedAccount,
  Flow,
  FlowApiError,
  FlowFacts,
  SendMode,
  SignedTx,
  StepError,
  UnsignedTx,
  WalletChanges,
  WalletHandoff,
} from '../types';

export type FlowEvent =
  | { type: 'post-started'; at: number }
  | {
      type: 'post-succeeded';
      at: number;
      /** Fresh transactions by step key; only these steps take a new transaction. */
      txs: Record<string, UnsignedTx>;
      /** Optional steps the response left out (nothing to do): removed from the flow. */
      drop?: string[];
      /** What the response's transactions name (merged into the flow's facts). */
      facts?: FlowFacts;
      /**
       * How the fresh transactions differ from those the user confirmed: the flow goes back to
       * the review (docs/flow-engine.md rule 12).
       */
      reviewAgain?: string[];
    }
  | { type: 'post-failed'; at: number; error: FlowApiError }
  /** A request in flight was abandoned (the tab closed mid-request); a new run may post again. */
  | { type: 'post-abandoned'; at: number }
  /** The unsigned transaction's blockhash is no longer valid: drop it (and later ones) for fresh ones. */
  | { type: 'tx-stale'; stepKey: string; at: number }
  /** The wallet is asked to sign these steps' transactions in one approval (first = current). */
  | { type: 'sign-requested'; stepKeys: string[]; at: number }
  /** Signed and journaled (docs/flow-engine.md rule 1): the first is being sent, the rest wait. */
  | { type: 'signed'; at: number; signed: { stepKey: string; tx: SignedTx }[] }
  /** A step signed earlier in the same approval is about to be broadcast. */
  | { type: 'send-started'; stepKey: string; at: number }
  /** Handed to a wallet that sends (journaled before the wallet is asked). */
  | {
      type: 'handed-to-wallet';
      at: number;
      handoffs: { stepKey: string; handoff: WalletHandoff }[];
    }
  /** The wallet says it sent the step: its signature, to confirm. */
  | { type: 'wallet-sent'; stepKey: string; at: number; tx: SignedTx }
  | { type: 'sent'; stepKey: string; at: number }
  | { type: 'confirmed'; stepKey: string; at: number }
  /**
   * The confirmed transaction read back from the chain: what it created, the facts that settles,
   * and (when the wallet sent it) what the wallet changed.
   */
  | {
      type: 'landed-read';
      stepKey: string;
      at: number;
      created: CreatedAccount[];
      facts?: FlowFacts;
      walletChanges?: WalletChanges;
    }
  | { type: 'rejected'; stepKey: string; at: number }
  | { type: 'failed'; stepKey: string; at: number; error: StepError }
  | { type: 'expired'; stepKey: string; at: number }
  | { type: 'notice'; stepKey: string; at: number; notice?: string }
  | { type: 'wait-baseline'; stepKey: string; at: number; baseline: string }
  | { type: 'wait-started'; stepKey: string; at: number; deadline: number }
  | { type: 'wait-done'; stepKey: string; at: number }
  | { type: 'wait-overdue'; stepKey: string; at: number }
  | { type: 'retry'; at: number }
  /** The user approved the review: signing may start, sent the way chosen. */
  | { type: 'review-confirmed'; at: number; sendMode: SendMode }
  /** An unsigned step resumed after a reload: the user reviews it again before any wallet call. */
  | { type: 'review-reopened'; at: number }
  | { type: 'dismissed'; at: number }
  /** An operation's outcome (outcomes.ts) ran for this flow. */
  | { type: 'outcome-run'; at: number; key: string };

export class InvalidTransitionError extends Error {
  constructor(flow: Flow, event: FlowEvent, why: string) {
    super(`Flow ${flow.id}: cannot apply "${event.type}": ${why}`);
    this.name = 'InvalidTransitionError';
  }
}

/** A wait step turns overdue this long after the step before it confirmed (the spec's 3 minutes). */
export const WAIT_DEADLINE_MS = 180_000;
