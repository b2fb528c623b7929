// An operation the API sends as several transactions (docs/api.md §3: a create's three, a claim's
// token accounts before its claims) has steps that are not the program's user instructions: a
// set-up transaction that opens token accounts or, with nothing missing, carries a memo only; an
// updateCurrentWeights; on the real service, instructions this app does not decode. The wallet
// signed and paid for each, so each is a row of its history, under the operation it served. The
// chain does not say which operation a transaction served: the link is read from what the wallet
// signed, in order (each step is confirmed before the next is sent, docs/api.md rule 3), checked
// against what the step touched where it says (the new basket's token account, its state).
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  COMPUTE_BUDGET_PROGRAM_ID,
  LIGHTHOUSE_PROGRAM_ID,
  MEMO_PROGRAM_ID,
  MEMO_V1_PROGRAM_ID,
} from '../solana/programs';
import type { ChainTx, HistoryEvent, StepWork } from './types';

/** The programs a set-up step calls: token accounts, a memo, and what a wallet adds (fees, Lighthouse). */
const SET_UP_PROGRAMS = new Set([
  ASSOCIATED_TOKEN_PROGRAM_ID,
  MEMO_PROGRAM_ID,
  MEMO_V1_PROGRAM_ID,
  COMPUTE_BUDGET_PROGRAM_ID,
  LIGHTHOUSE_PROGRAM_ID,
]);
const SET_UP_WORK = new Set([ASSOCIATED_TOKEN_PROGRAM_ID, MEMO_PROGRAM_ID, MEMO_V1_PROGRAM_ID]);

/**
 * A transaction `signer` signed that only opens token accounts or carries a memo (with the compute
 * budget and assertions a wallet may add): what an operation's set-up step is. Whether it was one
 * is for `linkSteps` to say.
 */
export function isSetUpStep(tx: ChainTx, signer: string): boolean {
  return (
    !tx.touchesBaskets &&
    tx.signers.includes(signer) &&
    tx.programs.every((p) => SET_UP_PROGRAMS.has(p)) &&
    tx.programs.some((p) => SET_UP_WORK.has(p))
  );
}

function workOf(tx: ChainTx): StepWork {
  if (tx.programs.includes(ASSOCIATED_TOKEN_PROGRAM_ID)) return 'token-accounts';
  if (!tx.touchesBaskets) return 'memo';
  return tx.calls.some((c) => c.name === 'updateCurrentWeights') ? 'weights' : 'program';
}

/** The mints of the wallet's token accounts the transaction touched (the accounts a set-up opened). */
function walletMints(tx: ChainTx, wallet: string): Set<string> {
  return new Set(tx.tokens.filter((row) => row.owner === wallet).map((row) => row.mint));
}

/** A create takes its own transaction and two more (docs/api.md rule 3). */
const CREATE_TRANSACTIONS = 3;

/**
 * The wallet's rows with each step joined to its operation: a row of kind 'other' (a transaction
 * the wallet signed that is no user operation of the program) becomes a step of
 * - the create it follows, while that create has fewer than three transactions, when it touches
 *   the new basket (its token account, its state) or calls the program in a way not decoded;
 * - else the claim it comes right before, when it opened no account of a token that claim did not
 *   pay (or none at all).
 * A set-up transaction that is neither is not basket business and is left out; any other 'other'
 * row stays one. Rows newest first, as walletEvents gives them; the same order comes back.
 */
export function linkSteps(
  events: readonly HistoryEvent[],
  txs: ReadonlyMap<string, ChainTx>,
  wallet: string,
): HistoryEvent[] {
  const signed = events.filter((e) => e.signedByWallet).reverse();
  const linked = new Map<string, HistoryEvent | null>();
  let create: { row: HistoryEvent; count: number } | null = null;
  signed.forEach((row, i) => {
    const tx = txs.get(row.signature);
    if (row.kind !== 'other' || !tx) {
      create = row.kind === 'create' && row.outcome.ok ? { row, count: 1 } : null;
      return;
    }
    const work = workOf(tx);
    const open: { row: HistoryEvent; count: number } | null = create;
    const touchesCreated =
      open !== null &&
      ((open.row.basketMint !== null && walletMints(tx, wallet).has(open.row.basketMint)) ||
        tx.calls.some((c) => c.accounts.basket === open.row.basket) ||
        (tx.touchesBaskets && tx.calls.length === 0));
    if (open && open.count < CREATE_TRANSACTIONS && touchesCreated) {
      open.count += 1;
      linked.set(row.signature, {
        ...row,
        kind: 'create',
        basket: open.row.basket,
        basketMint: open.row.basketMint,
        step: { of: open.row.signature, work },
      });
      return;
    }
    create = null;
    const next = signed[i + 1];
    const nextTx = next ? txs.get(next.signature) : undefined;
    const paid = new Set(next?.received.map((t) => t.mint));
    const opened = [...walletMints(tx, wallet)];
    if (next?.kind === 'claim' && nextTx && opened.every((mint) => paid.has(mint))) {
      linked.set(row.signature, {
        ...row,
        kind: 'claim',
        basket: next.basket,
        basketMint: next.basketMint,
        step: { of: next.signature, work },
      });
      return;
    }
    if (!tx.touchesBaskets) linked.set(row.signature, null);
  });
  return events.flatMap((e) => {
    const link = linked.get(e.signature);
    if (link === undefined) return [e];
    return link === null ? [] : [link];
  });
}
