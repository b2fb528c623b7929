// The flow engine's data model. Everything here is plain JSON so a flow can be journaled as-is:
// public data and transaction bytes only — never a key. Each step status carries only the data it
// has (a closed union): code that reads a signature must first know the step was signed.
import type { Command, RequestOf } from '../api/commands';
import type { TxFacts } from '../solana/txFacts';

// ── Transaction steps ────────────────────────────────────────────────────────────────────────────

/** The unsigned transaction of a step, as the API returned it. */
export interface UnsignedTx {
  base64: string;
  receivedAt: number;
  blockhash: string;
  /** Last block height at which `blockhash` is valid (see the post phase for how it is read). */
  lastValidBlockHeight: number;
  /**
   * What the transaction does, one line per instruction the operation names (claim: one per token
   * claimed), read when the response arrives; the timeline lists them under the step.
   */
  parts?: string[];
  /** What the intent check found it does (docs/flow-engine.md rule 12). */
  checked?: CheckedTx;
}

/** A transaction the intent check passed (docs/security.md). */
export interface CheckedTx {
  /** What it does, in lines the review shows under "Checked against your request". */
  does: string[];
  /**
   * Its instructions with the accounts a fresh seed makes named by role: a fresh transaction for
   * the same request has the same print (docs/flow-engine.md rule 12).
   */
  print: string;
}

/** What a wallet added to a transaction while signing it, when the change is one wallets make safely. */
export interface WalletChanges {
  /** The wallet's name, e.g. "Phantom". */
  wallet: string;
  /** Priority fee the changed compute-budget instructions pay, in lamports (decimal string). */
  priorityFeeLamports?: string;
  /** The compute-unit limit or price was set or changed. */
  computeBudget: boolean;
  /** Lighthouse assertion instructions appended. */
  lighthouse: number;
}

/** A signed attempt of a step: its transaction id and, when this app sends, the signed bytes. */
export interface SignedTx {
  signature: string;
  /** Base64 of the signed bytes, journaled before the first broadcast (docs/flow-engine.md rule 1).
   * Absent when the wallet sent the transaction itself: only the wallet ever had the bytes. */
  base64?: string;
  blockhash: string;
  lastValidBlockHeight: number;
  sentBy: 'app' | 'wallet';
  walletChanges?: WalletChanges;
}

/** One instruction as compared across wallet changes: program, accounts (flags) and data. */
export interface InstructionPrint {
  program: string;
  /** "address:sw" (signer, writable) per account, or the lookup-table reference. */
  accounts: string[];
  /** Base64 of the instruction data. */
  data: string;
}

/**
 * A transaction handed to a wallet that sends it (signAndSend): journaled BEFORE the wallet is
 * asked, so a reload can find it on chain without its signature (docs/flow-engine.md rule 1).
 */
export interface WalletHandoff {
  at: number;
  blockhash: string;
  lastValidBlockHeight: number;
  /** The message's instructions, less what wallets may add (compute budget, Lighthouse). */
  instructions: InstructionPrint[];
  /** The wallet's newest signature before the hand-off: the on-chain search stops there. */
  until?: string;
}

/** Why a step failed: on chain, a refused check, or the wallet erroring (not rejecting). */
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

/** An account a confirmed transaction created (pre-balance 0, post-balance above 0). */
export interface CreatedAccount {
  address: string;
  /** The program that owns it after the transaction (absent when the RPC could not say). */
  owner?: string;
}

interface TxStepCommon {
  kind: 'tx';
  key: string;
  label: string;
  /** The field of the API response holding this step's transaction. */
  txField: string;
  /** When the field may hold a list of transactions: which of them (0 for the first). */
  txIndex?: number;
  /** The response may leave this transaction out (nothing to do): the step is then dropped. */
  optional?: boolean;
  /** The transaction to sign, from the latest response (absent before it, and once dropped). */
  unsigned?: UnsignedTx;
  /** Signatures of earlier attempts that can no longer land, newest last. */
  previousSignatures?: string[];
  /** When this step first asked for the user's approval: the timeline's clock. */
  startedAt?: number;
  /** A transient problem being retried (the RPC unreachable, rate limited, lagging). */
  notice?: string;
}

export type TxStep =
  /** Not started, or its transaction is being fetched (no `unsigned` yet). */
  | (TxStepCommon & { status: 'pending' })
  /** The wallet is asked to approve it (alone or with the steps after it). */
  | (TxStepCommon & { status: 'awaiting-signature' })
  /** The wallet declined: nothing was signed or sent. */
  | (TxStepCommon & { status: 'rejected' })
  /** Signed in one approval with an earlier step: journaled, never broadcast yet. */
  | (TxStepCommon & { status: 'signed'; signed: SignedTx })
  /** Journaled and being broadcast (or about to be): may land from now on. */
  | (TxStepCommon & { status: 'sending'; signed: SignedTx })
  /** The wallet has it to sign and send; its signature is not known yet. */
  | (TxStepCommon & { status: 'with-wallet'; handoff: WalletHandoff })
  | (TxStepCommon & { status: 'confirming'; signed: SignedTx; sentAt: number })
  | (TxStepCommon & {
      status: 'confirmed';
      signed: SignedTx;
      sentAt?: number;
      confirmedAt: number;
      /** Read from the confirmed transaction, when the RPC has it. */
      created?: CreatedAccount[];
    })
  /** Its blockhash passed before it landed: it can never land. */
  | (TxStepCommon & { status: 'expired'; signed?: SignedTx })
  | (TxStepCommon & { status: 'failed'; error: StepError; signed?: SignedTx });

export type TxStepStatus = TxStep['status'];

// ── Wait steps ───────────────────────────────────────────────────────────────────────────────────

/**
 * What a wait step watches: the owner's balance of a token mint, until it rises. A mint the
 * feature does not know yet is taken from the response's facts (the basket token mint its
 * transaction names); a wait with no mint to watch after the response is dropped.
 */
export interface WaitWatch {
  owner: string;
  mint?: string;
}

interface WaitStepCommon {
  kind: 'wait';
  key: string;
  label: string;
  watch: WaitWatch;
  notice?: string;
}

export type WaitStep =
  /** `baseline`: the watched balance (base units) before the step's trigger, once read. */
  | (WaitStepCommon & { status: 'pending'; baseline?: string })
  | (WaitStepCommon & { status: 'waiting'; baseline: string; startedAt: number; deadline: number })
  /** Past its deadline and still waiting: the service is late. */
  | (WaitStepCommon & { status: 'overdue'; baseline: string; startedAt: number; deadline: number })
  | (WaitStepCommon & {
      status: 'done';
      baseline: string;
      startedAt: number;
      deadline: number;
      doneAt: number;
    });

export type Step = TxStep | WaitStep;

// ── Flows ────────────────────────────────────────────────────────────────────────────────────────

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

/**
 * What the flow's transactions name or did, read once (docs/flow-engine.md rule 7): from the
 * response when it arrives, and from the confirmed transactions (see solana/txFacts.ts).
 */
export type FlowFacts = TxFacts;

/** Who broadcasts a flow's transactions: this app (sign, journal, send) or the wallet (signAndSend). */
export type SendMode = 'app' | 'wallet';

/** Every flow's fields but its command and request. */
export interface FlowFields {
  /** Journal format: 2 since steps became a closed union (1 is migrated on load). */
  v: 2;
  id: string;
  title: string;
  /** The RPC URL the flow runs on. */
  cluster: string;
  apiBase: string;
  /** The wallet (base58) that signs every step. */
  wallet: string;
  createdAt: number;
  updatedAt: number;
  steps: Step[];
  /**
   * From the moment this step has landed, the flow never POSTs again: the service derives new
   * accounts from a fresh random seed per request, so a second POST would name a second basket
   * (docs/flow-engine.md rule 4). Later steps that can no longer land end the flow ('stranded').
   */
  freshPostUnsafeFrom?: string;
  facts: FlowFacts;
  /** Names the user knows the flow's subjects by, when the feature knew them (for words only). */
  names?: FlowNames;
  /** Chosen when the user confirms the review. */
  sendMode?: SendMode;
  apiError?: FlowApiError;
  /** A POST is in flight (first request or a fresh transaction). */
  posting?: boolean;
  /** Prepared for review (prepare()): nothing is signed until the user confirms. */
  awaitingReview?: boolean;
  /** The prints of the transactions the user confirmed, by step key (docs/flow-engine.md rule 12). */
  reviewed?: Record<string, string>;
  /** Why the review is shown again: how a fresh transaction differs from the one confirmed. */
  reviewChanges?: string[];
  dismissed?: boolean;
  /** Outcomes the engine has run for this flow (see outcomes.ts), so each runs once. */
  outcomesRun?: string[];
}

/** A flow of one command: its request keeps the command's type. */
export type FlowOf<C extends Command> = FlowFields & { op: C; request: RequestOf<C> };

/** Any flow: a closed union over the commands, so `flow.op === 'create'` narrows `flow.request`. */
export type Flow = { [C in Command]: FlowOf<C> }[Command];

/** What a flow is about, in the user's words: the basket's symbol, the token's. */
export interface FlowNames {
  basket?: string;
  token?: string;
  /** Token names by the service's token id (a claim names the tokens it claims by id). */
  tokens?: Record<string, string>;
}

/** A step as a feature declares it. */
export interface StepSpec {
  key: string;
  label: string;
  txField: string;
  /** Which transaction of a field that may hold a list (0, the first, when absent). */
  txIndex?: number;
  /** The response may leave this transaction out (nothing to do): the step is then dropped. */
  optional?: boolean;
}

/** What a feature declares; the engine turns it into a Flow. */
export type FlowDefinitionOf<C extends Command> = {
  op: C;
  title: string;
  request: RequestOf<C>;
  steps: StepSpec[];
  wait?: { key?: string; label: string; watch: WaitWatch };
  freshPostUnsafeFrom?: string;
  names?: FlowNames;
};

export type FlowDefinition = { [C in Command]: FlowDefinitionOf<C> }[Command];

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
  /**
   * A step after the flow's point of no return can no longer land, and a fresh POST would create
   * new accounts: the flow ends here, naming what exists and what is missing.
   */
  | 'stranded'
  | 'api-error';
