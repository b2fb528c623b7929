// The effects layer: runs a flow's steps strictly in order (rule 2), reporting every effect to the
// pure machine as an event. It is the only code that asks a wallet to sign and that broadcasts.
import type { VersionedTransaction } from '@solana/web3.js';
import { describeTransactionError, safeJson } from './chainErrors';
import {
  SigningCheckError,
  checkAfterSigning,
  checkBeforeSigning,
  instructionProgramIds,
} from './checks';
import type { Clock } from './clock';
import { base64ToBytes, bytesToBase64, txFromBase64 } from './codec';
import { WAIT_DEADLINE_MS, nextAction, type FlowEvent } from './machine';
import { PreflightError, toFlowApiError, type RunnerDeps, type SignatureStatusLike } from './ports';
import type { FlowStore } from './store';
import type { TabLock } from './tabLock';
import type { Flow, Step } from './types';
import { errorMessage, isWalletRejection } from './walletErrors';

/** Rule 6: rebroadcast and poll this often while confirming. */
export const REBROADCAST_MS = 2_000;
/** Balance polling while a wait step runs (an account subscription wakes it sooner). */
export const WAIT_POLL_MS = 2_000;
/** How long a blockhash lives in blocks, for the lastValidBlockHeight fallback. */
export const BLOCKHASH_WINDOW = 150;
/** Fresh transactions fetched in a row because the previous one was already stale. */
const MAX_STALE_REFRESHES = 3;

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

/** Wakes a sleeping loop early (a WebSocket notification arrived). */
class Waker {
  private wake: (() => void) | null = null;
  notify = () => this.wake?.();
  sleep(clock: Clock, ms: number, signal: AbortSignal): Promise<void> {
    return new Promise<void>((resolve) => {
      this.wake = resolve;
      void clock.sleep(ms, signal).then(resolve);
    }).finally(() => {
      this.wake = null;
    });
  }
}

export class FlowRunner {
  private readonly running = new Map<string, AbortController>();
  private readonly runs = new Map<string, Promise<RunResult>>();

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

  /** Runs a flow until it completes or needs the user. Safe to call twice: the second is a no-op. */
  run(id: string): Promise<RunResult> {
    if (this.running.has(id)) return Promise.resolve('already-running');
    const promise = this.runOnce(id).finally(() => {
      if (this.runs.get(id) === promise) this.runs.delete(id);
    });
    this.runs.set(id, promise);
    return promise;
  }

  private async runOnce(id: string): Promise<RunResult> {
    const controller = new AbortController();
    this.running.set(id, controller);
    this.o.onRunningChange?.(id);
    try {
      const release = await this.o.lock.tryAcquire(id);
      if (!release) return 'locked';
      try {
        return await this.loop(id, controller.signal);
      } finally {
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

  private dispatch(id: string, event: FlowEvent): Flow {
    return this.o.store.dispatch(id, event);
  }

  private flow(id: string): Flow {
    const f = this.o.store.get(id);
    if (!f) throw new Error(`Unknown flow ${id}`);
    return f;
  }

  private step(id: string, key: string): Step {
    const s = this.flow(id).steps.find((x) => x.key === key);
    if (!s) throw new Error(`Unknown step ${key}`);
    return s;
  }

  private async loop(id: string, signal: AbortSignal): Promise<RunResult> {
    // We hold the lock now: take the journal's version (another tab may have advanced it), and a
    // request left "in flight" by a closed tab is abandoned.
    let flow = this.o.store.refresh(id);
    if (!flow) throw new Error(`Unknown flow ${id}`);
    if (flow.posting) flow = this.dispatch(id, { type: 'post-abandoned', at: this.o.clock.now() });
    let staleRefreshes = 0;
    for (;;) {
      if (signal.aborted) return 'aborted';
      const action = nextAction(this.flow(id));
      switch (action.type) {
        case 'stop':
          return 'stopped';
        case 'post':
          await this.post(id, action.stepKeys, signal);
          break;
        case 'sign': {
          const outcome = await this.signAndSend(id, action.stepKey, signal, staleRefreshes);
          staleRefreshes = outcome === 'stale' ? staleRefreshes + 1 : 0;
          break;
        }
        case 'confirm':
          await this.confirm(id, action.stepKey, signal);
          break;
        case 'wait':
          await this.wait(id, action.stepKey, signal);
          break;
      }
    }
  }

  /** Retries an RPC call until it succeeds, showing a notice on the step meanwhile. */
  private async rpc<T>(
    id: string,
    stepKey: string,
    what: string,
    call: () => Promise<T>,
    signal: AbortSignal,
  ): Promise<T | undefined> {
    for (let failures = 0; !signal.aborted; failures++) {
      try {
        const value = await call();
        if (failures > 0 && this.step(id, stepKey).notice) {
          this.dispatch(id, { type: 'notice', stepKey, at: this.o.clock.now() });
        }
        return value;
      } catch (e) {
        this.dispatch(id, {
          type: 'notice',
          stepKey,
          at: this.o.clock.now(),
          notice: `Can’t reach the Solana RPC to ${what} (${errorMessage(e)}). Retrying…`,
        });
        await this.o.clock.sleep(REBROADCAST_MS, signal);
      }
    }
    return undefined;
  }

  // ── POST ─────────────────────────────────────────────────────────────────────────────────────

  private async post(id: string, stepKeys: string[], signal: AbortSignal): Promise<void> {
    const { clock } = this.o;
    let flow = this.dispatch(id, { type: 'post-started', at: clock.now() });
    let response: Record<string, unknown>;
    try {
      response = await this.o.post(flow);
    } catch (e) {
      this.dispatch(id, { type: 'post-failed', at: clock.now(), error: toFlowApiError(e) });
      return;
    }
    flow = this.flow(id);
    const txs: Record<string, { tx: string; lastValidBlockHeight: number }> = {};
    for (const key of stepKeys) {
      const step = flow.steps.find((s) => s.key === key);
      const field = step?.txField ?? '';
      const value = response[field];
      let tx: VersionedTransaction;
      try {
        if (typeof value !== 'string' || !value) throw new Error('missing');
        tx = txFromBase64(value);
      } catch {
        this.dispatch(id, {
          type: 'post-failed',
          at: clock.now(),
          error: {
            kind: 'invalid-response',
            message: `The API response has no valid transaction in "${field}".`,
            body: toFlowApiError({ body: response }).body,
          },
        });
        return;
      }
      const lvbh = await this.rpc(
        id,
        key,
        'read the block height',
        () => this.lastValidBlockHeight(tx),
        signal,
      );
      if (lvbh === undefined) {
        this.dispatch(id, { type: 'post-abandoned', at: clock.now() });
        return;
      }
      txs[key] = { tx: value as string, lastValidBlockHeight: lvbh };
    }
    this.dispatch(id, { type: 'post-succeeded', at: clock.now(), txs });
  }

  /**
   * The API returns only the transaction, not its lastValidBlockHeight. When its blockhash is the
   * RPC's latest, the RPC's lastValidBlockHeight is exact. Otherwise we record current height +
   * 150: that can only over-estimate (the blockhash is at least as old as now), so the engine may
   * wait a little longer before calling a sent transaction expired, but never calls it expired
   * while it could still land. Before signing, isBlockhashValid is the authority.
   */
  private async lastValidBlockHeight(tx: VersionedTransaction): Promise<number> {
    const latest = await this.o.chain.getLatestBlockhash();
    if (latest.blockhash === tx.message.recentBlockhash) return latest.lastValidBlockHeight;
    return (await this.o.chain.getBlockHeight()) + BLOCKHASH_WINDOW;
  }

  // ── SIGN + FIRST SEND ────────────────────────────────────────────────────────────────────────

  private async signAndSend(
    id: string,
    key: string,
    signal: AbortSignal,
    staleRefreshes: number,
  ): Promise<'stale' | 'ok'> {
    const { clock, chain } = this.o;
    const flow = this.flow(id);
    const step = this.step(id, key);
    const at = () => clock.now();
    const wallet = this.o.walletAddress();
    if (wallet !== flow.wallet) {
      this.dispatch(id, {
        type: 'failed',
        stepKey: key,
        at: at(),
        error: {
          kind: 'wallet',
          message: `Connect the wallet ${flow.wallet} to continue; this flow belongs to it.`,
        },
      });
      return 'ok';
    }
    const unsigned = txFromBase64(step.tx!);

    // Rule 4: a transaction whose blockhash is already invalid is replaced before signing.
    const valid = await this.rpc(
      id,
      key,
      'check the transaction is still valid',
      () => this.blockhashStillValid(unsigned, step),
      signal,
    );
    if (valid === undefined) return 'ok';
    if (!valid) {
      if (staleRefreshes >= MAX_STALE_REFRESHES) {
        this.dispatch(id, { type: 'expired', stepKey: key, at: at() });
        return 'ok';
      }
      this.dispatch(id, { type: 'tx-stale', stepKey: key, at: at() });
      return 'stale';
    }

    // Rule 5, before signing.
    try {
      checkBeforeSigning(unsigned, wallet);
    } catch (e) {
      this.failCheck(id, key, e);
      return 'ok';
    }

    // The wait step after this one measures a rise from the balance before this transaction.
    const index = flow.steps.findIndex((s) => s.key === key);
    const following = flow.steps[index + 1];
    if (following?.kind === 'wait' && following.watch && following.baseline === undefined) {
      const { owner, mint } = following.watch;
      const balance = await this.rpc(
        id,
        key,
        'read your balance',
        () => chain.getTokenBalance(owner, mint),
        signal,
      );
      if (balance === undefined) return 'ok';
      this.dispatch(id, {
        type: 'wait-baseline',
        stepKey: following.key,
        at: at(),
        baseline: balance.toString(),
      });
    }

    this.dispatch(id, { type: 'sign-requested', stepKey: key, at: at() });
    let signed: VersionedTransaction;
    try {
      // A fresh copy: the wallet must not be able to touch the bytes we compare against.
      signed = await this.o.signTransaction(txFromBase64(step.tx!));
    } catch (e) {
      if (isWalletRejection(e)) {
        this.dispatch(id, { type: 'rejected', stepKey: key, at: at() });
      } else {
        this.dispatch(id, {
          type: 'failed',
          stepKey: key,
          at: at(),
          error: { kind: 'wallet', message: `The wallet could not sign: ${errorMessage(e)}` },
        });
      }
      return 'ok';
    }

    // Rule 5, after signing; the signature is read from the signed bytes.
    let signature: string;
    try {
      signature = checkAfterSigning(unsigned, signed, wallet);
    } catch (e) {
      this.failCheck(id, key, e);
      return 'ok';
    }
    // The blockhash may have died while the wallet prompt was open. These bytes were never
    // broadcast (signTransaction doesn't send), so dropping them is safe: take a fresh transaction.
    const validAfterSigning = await this.rpc(
      id,
      key,
      'check the transaction is still valid',
      () => this.blockhashStillValid(unsigned, step),
      signal,
    );
    if (validAfterSigning === false) {
      this.dispatch(id, { type: 'tx-stale', stepKey: key, at: at() });
      return 'stale';
    }
    const bytes = signed.serialize();
    // Rule 1: journaled (synchronously, in dispatch) before the first broadcast.
    this.dispatch(id, {
      type: 'signed',
      stepKey: key,
      at: at(),
      signedTx: bytesToBase64(bytes),
      signature,
    });
    if (signal.aborted) return 'ok'; // resumable: a resume checks the signature first

    try {
      await chain.sendRawTransaction(bytes, { skipPreflight: false, maxRetries: 0 });
    } catch (e) {
      if (e instanceof PreflightError && !isBenignPreflight(e.err)) {
        // Simulation failed, so the node did not forward it: it cannot land.
        this.dispatch(id, {
          type: 'failed',
          stepKey: key,
          at: at(),
          error: {
            kind: 'chain',
            message: describeTransactionError(e.err ?? e.message, instructionProgramIds(signed)),
            logs: e.logs,
            raw: e.err === undefined ? e.message : safeJson(e.err),
            neverLanded: true,
          },
        });
        return 'ok';
      }
      // Transport error or a benign preflight answer: the confirm loop re-checks and rebroadcasts.
    }
    this.dispatch(id, { type: 'sent', stepKey: key, at: at() });
    return 'ok';
  }

  private async blockhashStillValid(tx: VersionedTransaction, step: Step): Promise<boolean> {
    try {
      return await this.o.chain.isBlockhashValid(tx.message.recentBlockhash);
    } catch (e) {
      // Some RPCs lack isBlockhashValid: fall back to the recorded lastValidBlockHeight.
      if (step.lastValidBlockHeight === undefined) throw e;
      return (await this.o.chain.getBlockHeight()) <= step.lastValidBlockHeight;
    }
  }

  private failCheck(id: string, key: string, e: unknown) {
    const message =
      e instanceof SigningCheckError
        ? e.message
        : `The transaction is unusable: ${errorMessage(e)}`;
    this.dispatch(id, {
      type: 'failed',
      stepKey: key,
      at: this.o.clock.now(),
      error: { kind: 'check', message },
    });
  }

  // ── CONFIRM ──────────────────────────────────────────────────────────────────────────────────

  /**
   * Confirms a signed step. Used right after the first send and on resume, so it always checks the
   * signature BEFORE rebroadcasting; it only ever rebroadcasts the same signed bytes (rule 6).
   */
  private async confirm(id: string, key: string, signal: AbortSignal): Promise<void> {
    const { chain, clock } = this.o;
    const step = this.step(id, key);
    const signature = step.signature!;
    const bytes = base64ToBytes(step.signedTx!);
    const lastValid = step.lastValidBlockHeight ?? Number.POSITIVE_INFINITY;
    const waker = new Waker();
    let pushed: { err: unknown } | undefined;
    let unsubscribe: () => void = () => {};
    try {
      unsubscribe = chain.onSignature(signature, (err) => {
        pushed = { err };
        waker.notify();
      });
    } catch {
      // No WebSocket: polling alone still confirms.
    }
    try {
      while (!signal.aborted) {
        let status: SignatureStatusLike | null;
        let height: number;
        try {
          status = pushed
            ? { confirmationStatus: 'confirmed', err: pushed.err }
            : await chain.getSignatureStatus(signature);
          if (isConfirmed(status)) {
            await this.settle(id, key, status!, signal);
            return;
          }
          height = await chain.getBlockHeight();
          if (height > lastValid && status?.confirmationStatus !== 'processed') {
            // Past its last valid block and still unseen: it can no longer land.
            const final = await chain.getSignatureStatus(signature);
            if (isConfirmed(final)) {
              await this.settle(id, key, final!, signal);
              return;
            }
            if (!final) {
              this.dispatch(id, { type: 'expired', stepKey: key, at: clock.now() });
              return;
            }
          }
          if (this.step(id, key).notice) {
            this.dispatch(id, { type: 'notice', stepKey: key, at: clock.now() });
          }
        } catch (e) {
          // Rule: RPC errors while confirming are retried; never a new transaction.
          this.dispatch(id, {
            type: 'notice',
            stepKey: key,
            at: clock.now(),
            notice: `Can’t reach the Solana RPC to check the transaction (${errorMessage(e)}). Still watching…`,
          });
          await waker.sleep(clock, REBROADCAST_MS, signal);
          continue;
        }
        if (this.step(id, key).status === 'sending') {
          this.dispatch(id, { type: 'sent', stepKey: key, at: clock.now() });
        }
        try {
          await chain.sendRawTransaction(bytes, { skipPreflight: true, maxRetries: 0 });
        } catch {
          // A failed rebroadcast changes nothing; the next round tries again.
        }
        await waker.sleep(clock, REBROADCAST_MS, signal);
      }
    } finally {
      unsubscribe();
    }
  }

  private async settle(id: string, key: string, status: SignatureStatusLike, signal: AbortSignal) {
    const { clock, chain } = this.o;
    if (status.err === null || status.err === undefined) {
      this.dispatch(id, { type: 'confirmed', stepKey: key, at: clock.now() });
      return;
    }
    const step = this.step(id, key);
    const outcome = await this.rpc(
      id,
      key,
      'read the program logs',
      async () => (await chain.getTransactionOutcome(step.signature!)) ?? { err: null, logs: [] },
      signal,
    );
    const err = status.err ?? outcome?.err;
    this.dispatch(id, {
      type: 'failed',
      stepKey: key,
      at: clock.now(),
      error: {
        kind: 'chain',
        message: describeTransactionError(err, instructionProgramIds(txFromBase64(step.signedTx!))),
        logs: outcome?.logs ?? [],
        raw: safeJson(err),
      },
    });
  }

  // ── WAIT ─────────────────────────────────────────────────────────────────────────────────────

  private async wait(id: string, key: string, signal: AbortSignal): Promise<void> {
    const { chain, clock } = this.o;
    let step = this.step(id, key);
    const { owner, mint } = step.watch!;
    if (step.baseline === undefined) {
      // Only when no transaction precedes it; normally captured before the transaction is signed.
      const balance = await this.rpc(
        id,
        key,
        'read your balance',
        () => chain.getTokenBalance(owner, mint),
        signal,
      );
      if (balance === undefined) return;
      this.dispatch(id, {
        type: 'wait-baseline',
        stepKey: key,
        at: clock.now(),
        baseline: `${balance}`,
      });
    }
    if (this.step(id, key).status === 'pending') {
      const flow = this.flow(id);
      const before = flow.steps[flow.steps.findIndex((s) => s.key === key) - 1];
      const from = before?.confirmedAt ?? clock.now();
      this.dispatch(id, {
        type: 'wait-started',
        stepKey: key,
        at: clock.now(),
        deadline: from + WAIT_DEADLINE_MS,
      });
    }
    step = this.step(id, key);
    const baseline = BigInt(step.baseline!);
    const waker = new Waker();
    let unsubscribe: () => void = () => {};
    try {
      unsubscribe = chain.onTokenBalanceChange?.(owner, mint, waker.notify) ?? unsubscribe;
    } catch {
      // Polling alone still sees the balance rise.
    }
    try {
      while (!signal.aborted) {
        try {
          const balance = await chain.getTokenBalance(owner, mint);
          if (this.step(id, key).notice) {
            this.dispatch(id, { type: 'notice', stepKey: key, at: clock.now() });
          }
          if (balance > baseline) {
            this.dispatch(id, { type: 'wait-done', stepKey: key, at: clock.now() });
            return;
          }
        } catch (e) {
          this.dispatch(id, {
            type: 'notice',
            stepKey: key,
            at: clock.now(),
            notice: `Can’t reach the Solana RPC to read your balance (${errorMessage(e)}). Retrying…`,
          });
        }
        const current = this.step(id, key);
        if (current.status === 'waiting' && clock.now() >= current.deadline!) {
          this.dispatch(id, { type: 'wait-overdue', stepKey: key, at: clock.now() });
        }
        await waker.sleep(clock, WAIT_POLL_MS, signal);
      }
    } finally {
      unsubscribe();
    }
  }
}

function isConfirmed(s: SignatureStatusLike | null): boolean {
  return s?.confirmationStatus === 'confirmed' || s?.confirmationStatus === 'finalized';
}

/** Preflight answers that don't mean "this can't land": let the confirm loop decide. */
function isBenignPreflight(err: unknown): boolean {
  return err === 'AlreadyProcessed' || err === 'BlockhashNotFound';
}
