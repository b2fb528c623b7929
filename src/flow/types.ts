// The flow engine's data model. Everything here is plain JSON so a flow can be journaled as-is:
// public data and signed transaction bytes only — never a key.

/** The API commands, as named by the API client (kept as a string union here so the pure engine
 * does not depend on the client's zod schemas). */
export type FlowOp =
  'create' | 'edit' | 'deposit' | 'withdraw' | 'claim' | 'mint' | 'burn' | 'set-metadata';

export type TxStepStatus =
  | 'pending'
  | 'awaiting-signature'
  | 'sending'
  | 'confirming'
  | 'confirmed'
  | 'rejected'
  | 'expired'
  | 'failed';

export type WaitStepStatus = 'pending' | 'waiting' | 'done' | 'overdue';

export type StepStatus = TxStepStatus | WaitStepStatus;

/** Why a step failed: on chain, a refused pre-sign check, or the wallet erroring (not rejecting). */
export type StepErrorKind = 'chain' | 'check' | 'wallet';

export interface StepError {
  kind: StepErrorKind;
  /** Plain words a user can act on. */
  message: string;
  /** Program logs, when the chain gave any. */
  logs?: string[];
  /** The raw error as the RPC returned it (JSON), for the details fold. */
  raw?: string;
  /** The network's simulation (preflight) refused it: it was never forwarded, so no explorer has it. */
  neverLanded?: boolean;
}

/** What a wait step watches: the owner's balance of a token mint, until it rises. */
export interface WaitWatch {
  owner: string;
  mint: string;
}

export interface Step {
  key: string;
  label: string;
  kind: 'tx' | 'wait';
  /** tx steps: the field of the API response holding this step's transaction. */
  txField?: string;
  /** tx steps: base64 of the unsigned transaction as received from the API. */
  tx?: string;
  /** When `tx` was received (ms). */
  txReceivedAt?: number;
  /** tx steps: base64 of the signed bytes — journaled BEFORE the first broadcast. */
  signedTx?: string;
  status: StepStatus;
  signature?: string;
  /** Last block height at which `tx`'s blockhash is valid (see runner for how it is obtained). */
  lastValidBlockHeight?: number;
  /** When this step became active (awaiting signature / waiting): the timeline's elapsed time. */
  startedAt?: number;
  sentAt?: number;
  confirmedAt?: number;
  error?: StepError;
  /** Signatures of earlier attempts of this step that expired or failed, newest last. */
  previousSignatures?: string[];
  /** A transient problem being retried (e.g. the RPC is unreachable while confirming). */
  notice?: string;
  /** wait steps */
  watch?: WaitWatch;
  /** wait steps: the watched balance (base units, decimal string) before the step's trigger. */
  baseline?: string;
  /** wait steps: when the wait turns overdue (ms). */
  deadline?: number;
}

/** The API request failed: ApiError's details, kept whole for display. */
export interface FlowApiError {
  message: string;
  kind?: string;
  status?: number;
  body?: unknown;
  bodyText?: string;
  url?: string;
  /** invalid-response: what is wrong, one line per field. */
  problems?: string[];
  timeoutMs?: number;
}

export interface Flow {
  id: string;
  op: FlowOp;
  title: string;
  /** The RPC URL the flow runs on. */
  cluster: string;
  apiBase: string;
  /** The wallet (base58) that signs every step. */
  wallet: string;
  /** The API request body, re-POSTed as-is for a fresh transaction. */
  request: unknown;
  createdAt: number;
  updatedAt: number;
  steps: Step[];
  apiError?: FlowApiError;
  /** A POST is in flight (first request or a fresh transaction). */
  posting?: boolean;
  /** Prepared for review (useFlows().prepare): nothing is signed until the user confirms. */
  awaitingReview?: boolean;
  dismissed?: boolean;
}

/** What a feature declares; the engine turns it into a Flow. */
export interface FlowDefinition {
  op: FlowOp;
  title: string;
  request: unknown;
  steps: { key: string; label: string; txField: string }[];
  wait?: { key?: string; label: string; watch: WaitWatch };
}

/** A flow's overall state, derived from its steps (for the activity list and toasts). */
export type FlowState =
  | 'preparing'
  /** Transactions received and decoded; waiting for the user to confirm. Nothing signed. */
  | 'review'
  | 'needs-signature'
  | 'in-progress'
  | 'waiting'
  | 'overdue'
  | 'completed'
  | 'rejected'
  | 'expired'
  | 'failed'
  | 'api-error';
