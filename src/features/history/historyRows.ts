// A wallet's history rows as the Activity table and its CSV show them: words for each operation,
// amounts with the token's symbol, their USD value at today's price where one is known, and the
// outcome in words. Every figure comes from the row's own record (src/history) and today's prices.
import type { HistoryEvent, HistoryKind, StepWork, TokenAmount } from '../../history/types';
import { formatBaseUnits, formatTokenAmount } from '../../solana/amounts';
import type { TokenWords } from '../../tokens/tokenWords';
import { shortenAddress } from '../../ui/format';

export const KIND_WORDS: Record<HistoryKind, string> = {
  create: 'Create',
  edit: 'Edit',
  deposit: 'Deposit',
  credit: 'Basket tokens credited',
  withdraw: 'Withdraw',
  claim: 'Claim',
  mint: 'Single-asset deposit',
  burn: 'Single-asset redeem',
  'set-metadata': 'Set metadata',
  'transfer-in': 'Basket tokens received',
  'transfer-out': 'Basket tokens sent',
  other: 'Other basket transaction',
};

const STEP_WORDS: Record<StepWork, string> = {
  'token-accounts': 'token accounts opened',
  memo: 'token accounts checked, none missing',
  weights: 'weights recorded',
  program: 'a further transaction',
};

/** "Create", or for a step of one "Create: weights recorded". */
export function operationWords(event: HistoryEvent): string {
  const kind = KIND_WORDS[event.kind];
  return event.step ? `${kind}: ${STEP_WORDS[event.step.work]}` : kind;
}

/**
 * Who signed a row the wallet did not: "Signed by 7Xk2…9fQe, the service's automation" for a
 * credit, "Signed by …" for basket tokens another wallet sent; null for the wallet's own.
 */
/** Who signed a row the wallet did not, and in what role: the table sets the addresses apart. */
export interface SignerWords {
  readonly signers: readonly string[];
  readonly role: string;
}

export function signerWords(event: HistoryEvent): SignerWords | null {
  if (event.signedByWallet) return null;
  return {
    signers: event.signers.map((s) => shortenAddress(s)),
    role: event.kind === 'credit' ? 'the service’s automation' : 'not this wallet',
  };
}

/**
 * Newest first, each step right under its operation's row (in the order it was sent), so a
 * create's three transactions read together. A step whose operation is not among the rows (a
 * filter left it out) keeps its own place.
 */
export function groupSteps(events: readonly HistoryEvent[]): HistoryEvent[] {
  const mains = new Set(events.filter((e) => e.step === null).map((e) => e.signature));
  const stepsOf = new Map<string, HistoryEvent[]>();
  for (const e of [...events].reverse()) {
    if (!e.step || !mains.has(e.step.of)) continue;
    stepsOf.set(e.step.of, [...(stepsOf.get(e.step.of) ?? []), e]);
  }
  return events.flatMap((e) => {
    if (e.step && mains.has(e.step.of)) return [];
    return [e, ...(stepsOf.get(e.signature) ?? [])];
  });
}

export interface HistoryFilter {
  /** A basket's address, or '' for every basket. */
  readonly basket: string;
  /** An operation, or '' for every one. */
  readonly kind: HistoryKind | '';
}

export function filterEvents(
  events: readonly HistoryEvent[],
  filter: HistoryFilter,
): HistoryEvent[] {
  return events.filter(
    (e) =>
      (filter.basket === '' || e.basket === filter.basket) &&
      (filter.kind === '' || e.kind === filter.kind),
  );
}

/** What the views know of a token: what to call it (docs/token-names.md), USD per whole token today. */
export interface TokenFacts {
  readonly words: (mint: string) => TokenWords;
  readonly priceToday: (mint: string) => number | undefined;
}

const whole = (t: TokenAmount) => Number(formatBaseUnits(t.amount, t.decimals));

/**
 * "1,500.25": every decimal, as the chain recorded it; `plain` leaves the thousands ungrouped (the
 * CSV, for spreadsheets).
 */
export function amountNumber(t: TokenAmount, plain = false): string {
  return plain
    ? formatBaseUnits(t.amount, t.decimals)
    : formatTokenAmount(t.amount, t.decimals, 'exact');
}

/**
 * "1,500.25 JUP", the token named by the one rule (docs/token-names.md): "100 USDC · Fak3…x9Qz (not
 * the real USDC, which is EPjF…Dt1v)" for a look-alike.
 */
export function amountWords(t: TokenAmount, facts: TokenFacts, plain = false): string {
  return `${amountNumber(t, plain)} ${facts.words(t.mint).inWords}`;
}

/** USD at today's prices of every amount; undefined when one of them has no price. */
export function valueToday(amounts: readonly TokenAmount[], facts: TokenFacts): number | undefined {
  let sum = 0;
  for (const t of amounts) {
    const price = facts.priceToday(t.mint);
    if (price === undefined) return undefined;
    sum += whole(t) * price;
  }
  return sum;
}

/** The outcome in words: "Confirmed", or "Failed: <the program's reason>". */
export function outcomeWords(event: HistoryEvent, describeError: (err: unknown) => string): string {
  if (event.outcome.ok) return 'Confirmed';
  return `Failed: ${event.outcome.logReason ?? describeError(event.outcome.err)}`;
}

/** When a transaction landed, in the reader's time zone ("2026-11-27", "10:05"), and the instant. */
export interface WhenParts {
  readonly date: string;
  readonly time: string;
  /** For `<time dateTime>`: the instant in UTC, to the second. */
  readonly iso: string;
}

/** The parts of a block time; null without one (a node may not know a transaction's time). */
export function whenParts(blockTime: number | null): WhenParts | null {
  if (blockTime === null) return null;
  const d = new Date(blockTime * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
    iso: d.toISOString().replace('.000Z', 'Z'),
  };
}
