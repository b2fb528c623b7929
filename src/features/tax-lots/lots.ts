// Tax lots of a wallet's basket tokens (docs/reports.md, "Tax lots"), from its history rows alone
// (src/history) and past prices: each deposit a lot (the basket tokens its credit brought, at the
// USDC it paid), each single-asset deposit a lot (at the asset's price then), basket tokens from
// another wallet a lot whose cost is not on record. Each withdrawal or redemption is matched to
// lots, first in first out or at the average cost of what is held, and its gain is what it fetched
// at that time less the cost of the lots it used. A figure that cannot be known is `unknown` with
// its reason — never guessed, never a partial sum shown as a whole. Pure.
import type { HistoryEvent, TokenAmount } from '../../history/types';
import { USDC_MINT } from '../../solana/tokens';
import type { Figure } from '../baskets/portfolio/positions';

export type CostMethod = 'fifo' | 'average';

/** A figure in USD, or why it is not known: the portfolio's (its words, figureWords, fit it). */
export type Usd = Figure;

const usd = (value: number): Usd => ({ known: true, usd: value });
const unknown = (why: string): Usd => ({ known: false, why, reading: false });

/** a + b (unknown when either is, with the first reason). */
function plus(a: Usd, b: Usd): Usd {
  if (!a.known) return a;
  if (!b.known) return b;
  return usd(a.usd + b.usd);
}

/** The part `share` (0..1) of a figure. */
function part(a: Usd, share: number): Usd {
  return a.known ? usd(a.usd * share) : a;
}

export interface LotPrices {
  /** USD per whole token near `time` (the price history); undefined when none is on record. */
  readonly then: (mint: string, time: number | null) => number | undefined;
  /** A token's symbol, for the reasons. */
  readonly symbol: (mint: string) => string;
}

const whole = (t: TokenAmount) => Number(t.amount) / 10 ** t.decimals;

/** What amounts were worth at `time`; USDC counts as $1, as the portfolio counts it. */
export function worthAt(
  amounts: readonly TokenAmount[],
  time: number | null,
  prices: LotPrices,
): Usd {
  let total = 0;
  for (const t of amounts) {
    const price = t.mint === USDC_MINT ? 1 : prices.then(t.mint, time);
    if (price === undefined) return unknown(`no price for ${prices.symbol(t.mint)} at that time`);
    total += whole(t) * price;
  }
  return usd(total);
}

export type LotSource = 'deposit' | 'single-asset' | 'transfer-in' | 'credit';

export interface Lot {
  /** The signature of the transaction that brought the basket tokens (a deposit's credit). */
  readonly id: string;
  readonly basket: string;
  readonly basketMint: string;
  /** When the basket tokens arrived (unix seconds). */
  readonly acquired: number | null;
  readonly source: LotSource;
  /** Basket tokens (base units). */
  readonly tokens: bigint;
  readonly decimals: number;
  /** What was given for them. */
  readonly paid: readonly TokenAmount[];
  readonly cost: Usd;
  /** The transaction the wallet signed and paid for (a deposit's buyFund), and its fee (lamports). */
  readonly paidIn: string;
  readonly fee: number;
}

/** Basket tokens of one lot a disposal used. */
export interface LotTake {
  readonly lot: string;
  readonly acquired: number | null;
  readonly tokens: bigint;
  readonly cost: Usd;
}

export type DisposalKind = 'withdrawal' | 'redemption' | 'transfer-out';

export interface Disposal {
  readonly signature: string;
  readonly basket: string;
  readonly basketMint: string;
  readonly time: number | null;
  readonly kind: DisposalKind;
  /** Basket tokens that left (base units). */
  readonly tokens: bigint;
  readonly decimals: number;
  /** What it fetched: a redemption's asset, the claims of a withdrawal's account. */
  readonly received: readonly TokenAmount[];
  /** What it fetched at its time; null for basket tokens sent to another wallet (no sale). */
  readonly proceeds: Usd | null;
  /** The lots it used, oldest first (FIFO) — in both methods, which lots remain open. */
  readonly takes: readonly LotTake[];
  /** Basket tokens beyond every lot on record (the history shows fewer arriving). */
  readonly unmatched: bigint;
  readonly basis: Usd;
  /** proceeds − basis; null when it was no sale. */
  readonly gain: Usd | null;
  readonly fee: number;
}

export interface OpenLot extends Lot {
  readonly remaining: bigint;
  /** The cost of what remains: its part of the lot's cost (FIFO), or × the average cost. */
  readonly remainingCost: Usd;
}

export interface BasketLots {
  readonly basket: string;
  readonly basketMint: string;
  readonly decimals: number;
  /** Lots with basket tokens left, oldest first. */
  readonly open: readonly OpenLot[];
  /** Every lot, oldest first. */
  readonly lots: readonly Lot[];
  readonly disposals: readonly Disposal[];
}

const sumOf = (list: readonly TokenAmount[], mint: string) =>
  list.reduce((s, t) => (t.mint === mint ? s + t.amount : s), 0n);
const decimalsOf = (list: readonly TokenAmount[], mint: string) =>
  list.find((t) => t.mint === mint)?.decimals;

interface Held {
  lot: Lot;
  remaining: bigint;
}

/** One basket's lots as its rows arrive, oldest first. */
class Book {
  readonly lots: Lot[] = [];
  readonly held: Held[] = [];
  readonly disposals: Disposal[] = [];
  /** Average cost: every held token's cost together (unknown once any part of it is). */
  pool: Usd = usd(0);
  decimals = 6;

  constructor(
    readonly basket: string,
    readonly basketMint: string,
    readonly method: CostMethod,
  ) {}

  get heldTokens(): bigint {
    return this.held.reduce((s, h) => s + h.remaining, 0n);
  }

  add(lot: Lot): void {
    this.decimals = lot.decimals;
    this.lots.push(lot);
    this.held.push({ lot, remaining: lot.tokens });
    this.pool = plus(this.pool, lot.cost);
  }

  /** Takes `tokens` from the oldest lots; the cost of each take by the method. */
  take(tokens: bigint): { takes: LotTake[]; unmatched: bigint; basis: Usd } {
    const before = this.heldTokens;
    const takes: LotTake[] = [];
    let left = tokens;
    while (left > 0n && this.held.length > 0) {
      const first = this.held[0];
      if (!first) break;
      const n = left < first.remaining ? left : first.remaining;
      takes.push({
        lot: first.lot.id,
        acquired: first.lot.acquired,
        tokens: n,
        cost: part(first.lot.cost, Number(n) / Number(first.lot.tokens)),
      });
      first.remaining -= n;
      left -= n;
      if (first.remaining === 0n) this.held.shift();
    }
    const matched = tokens - left;
    let basis: Usd;
    if (this.method === 'fifo') {
      basis = takes.reduce((sum, t) => plus(sum, t.cost), usd(0));
    } else {
      basis = before > 0n ? part(this.pool, Number(matched) / Number(before)) : usd(0);
      const rest = before - matched;
      this.pool = rest === 0n ? usd(0) : part(this.pool, Number(rest) / Number(before));
    }
    // At the average cost each take costs its share of the basis, whichever lot it came from.
    const priced =
      this.method === 'fifo'
        ? takes
        : takes.map((t) => ({ ...t, cost: part(basis, Number(t.tokens) / Number(matched)) }));
    if (left > 0n) {
      basis = unknown(
        `the history shows fewer basket tokens arriving than left (${left} base units more): their cost is not on record`,
      );
    }
    return { takes: priced, unmatched: left, basis };
  }

  open(): OpenLot[] {
    const total = this.heldTokens;
    return this.held.map(({ lot, remaining }) => ({
      ...lot,
      remaining,
      remainingCost:
        this.method === 'fifo'
          ? part(lot.cost, Number(remaining) / Number(lot.tokens))
          : part(this.pool, Number(remaining) / Number(total)),
    }));
  }
}

/** The assets each withdraw account's claims paid (claims only: a step moved nothing). */
function claimedBy(events: readonly HistoryEvent[]): Map<string, TokenAmount[]> {
  const out = new Map<string, TokenAmount[]>();
  for (const e of events) {
    if (e.kind !== 'claim' || e.step || !e.outcome.ok || !e.withdrawAccount) continue;
    out.set(e.withdrawAccount, [...(out.get(e.withdrawAccount) ?? []), ...e.received]);
  }
  return out;
}

/** Amounts of the same mint together. */
function merged(list: readonly TokenAmount[]): TokenAmount[] {
  const byMint = new Map<string, TokenAmount>();
  for (const t of list) {
    const known = byMint.get(t.mint);
    byMint.set(t.mint, { ...t, amount: (known?.amount ?? 0n) + t.amount });
  }
  return [...byMint.values()];
}

/**
 * Each basket's lots and disposals from the wallet's rows (newest first, as the history gives
 * them): confirmed rows only, oldest first within the order the node listed them.
 */
export function matchLots(
  events: readonly HistoryEvent[],
  method: CostMethod,
  prices: LotPrices,
): Map<string, BasketLots> {
  const rows = [...events].reverse().filter((e) => e.outcome.ok && e.basket && e.basketMint);
  rows.sort((a, b) => a.slot - b.slot);
  const claims = claimedBy(rows);
  const books = new Map<string, Book>();
  /** Deposits not yet credited, by the buy state they opened. */
  const deposits = new Map<string, HistoryEvent>();
  for (const e of rows) {
    const basket = e.basket ?? '';
    const mint = e.basketMint ?? '';
    let book = books.get(basket);
    if (!book) {
      book = new Book(basket, mint, method);
      books.set(basket, book);
    }
    const tokensIn = sumOf(e.received, mint);
    const tokensOut = sumOf(e.paid, mint);
    const decimals = decimalsOf([...e.received, ...e.paid], mint) ?? book.decimals;
    const others = (list: readonly TokenAmount[]) => list.filter((t) => t.mint !== mint);
    const lot = (source: LotSource, paid: readonly TokenAmount[], cost: Usd, paidIn = e) =>
      book.add({
        id: e.signature,
        basket,
        basketMint: mint,
        acquired: e.blockTime,
        source,
        tokens: tokensIn,
        decimals,
        paid,
        cost,
        paidIn: paidIn.signature,
        fee: paidIn.fee,
      });
    const dispose = (
      kind: DisposalKind,
      received: readonly TokenAmount[],
      proceeds: Usd | null,
    ) => {
      const { takes, unmatched, basis } = book.take(tokensOut);
      book.disposals.push({
        signature: e.signature,
        basket,
        basketMint: mint,
        time: e.blockTime,
        kind,
        tokens: tokensOut,
        decimals,
        received,
        proceeds,
        takes,
        unmatched,
        basis,
        gain:
          proceeds === null
            ? null
            : !proceeds.known
              ? proceeds
              : !basis.known
                ? basis
                : usd(proceeds.usd - basis.usd),
        fee: e.fee,
      });
    };
    switch (e.kind) {
      case 'deposit':
        if (e.buyState) deposits.set(e.buyState, e);
        break;
      case 'credit': {
        if (tokensIn === 0n) break;
        const deposit = e.buyState ? deposits.get(e.buyState) : undefined;
        if (e.buyState) deposits.delete(e.buyState);
        if (deposit) {
          const paid = others(deposit.paid);
          lot('deposit', paid, worthAt(paid, deposit.blockTime, prices), deposit);
        } else {
          lot('credit', [], unknown('the deposit it credits is not in the history read'));
        }
        break;
      }
      case 'mint': {
        const paid = others(e.paid);
        lot('single-asset', paid, worthAt(paid, e.blockTime, prices));
        break;
      }
      case 'transfer-in':
        lot('transfer-in', [], unknown('received from another wallet: its cost is not on record'));
        break;
      case 'withdraw': {
        const received = e.withdrawAccount ? claims.get(e.withdrawAccount) : undefined;
        dispose(
          'withdrawal',
          received ? merged(received) : [],
          received
            ? worthAt(merged(received), e.blockTime, prices)
            : unknown('not claimed yet: what it pays is on record once claimed'),
        );
        break;
      }
      case 'burn': {
        const received = others(e.received);
        dispose('redemption', received, worthAt(received, e.blockTime, prices));
        break;
      }
      case 'transfer-out':
        dispose('transfer-out', [], null);
        break;
      default:
        break;
    }
  }
  const out = new Map<string, BasketLots>();
  for (const book of books.values()) {
    if (book.lots.length === 0 && book.disposals.length === 0) continue;
    out.set(book.basket, {
      basket: book.basket,
      basketMint: book.basketMint,
      decimals: book.decimals,
      open: book.open(),
      lots: book.lots,
      disposals: book.disposals,
    });
  }
  return out;
}

/** Realized gains per calendar year (UTC) of the disposals' times; unknown when one is. */
export function realizedByYear(disposals: readonly Disposal[]): Map<number, Usd> {
  const out = new Map<number, Usd>();
  for (const d of disposals) {
    if (d.gain === null || d.time === null) continue;
    const year = new Date(d.time * 1000).getUTCFullYear();
    out.set(year, plus(out.get(year) ?? usd(0), d.gain));
  }
  return out;
}

/** What an open lot would gain at `perToken` USD a basket token now. */
export function unrealized(lot: OpenLot, perToken: number | undefined, why: string): Usd {
  if (perToken === undefined) return unknown(why);
  if (!lot.remainingCost.known) return lot.remainingCost;
  return usd((Number(lot.remaining) / 10 ** lot.decimals) * perToken - lot.remainingCost.usd);
}
