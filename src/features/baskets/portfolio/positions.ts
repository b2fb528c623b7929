// A position per basket (docs/history.md, "Portfolio (My baskets)"), from the wallet's history
// rows alone (src/history) and prices: what was put in, what was taken out, and profit and loss as
// money in and money out —
//   profit = value now + pending deposits + unclaimed withdrawals + taken out − put in
// — so partial withdrawals need no cost lots. A figure that cannot be known (no price at the time,
// basket tokens whose cost the history does not show) is `unknown` with the reason; never guessed.
import type { HistoryEvent, TokenAmount } from '../../../history/types';
import { USDC_MINT } from '../../../solana/tokens';

/** A token amount at the time it moved (unix seconds; null when the node gave no block time). */
export interface TimedAmount extends TokenAmount {
  readonly time: number | null;
}

/** What the history says of one basket: every confirmed movement of the wallet's money. */
export interface PositionFlows {
  readonly basket: string;
  readonly basketMint: string | null;
  /** USDC deposits (base units). */
  readonly depositedUsdc: bigint;
  /** Single-asset deposits: the asset paid in, when. */
  readonly assetsIn: readonly TimedAmount[];
  /** Claims and single-asset redemptions: each token received, when. */
  readonly takenOut: readonly TimedAmount[];
  /** Basket tokens credited, minted, received (base units). */
  readonly basketTokensIn: bigint;
  /** Basket tokens withdrawn, redeemed, sent (base units). */
  readonly basketTokensOut: bigint;
  /** Basket tokens received from another wallet: their cost is not in this wallet's history. */
  readonly receivedFromOthers: bigint;
  /** Basket tokens sent to another wallet: what they fetched is not in this history. */
  readonly sentToOthers: bigint;
  /** The first deposit's or single-asset deposit's time. */
  readonly firstDeposit: number | null;
  /** The signatures of the rows it was computed from (each figure traces back to them). */
  readonly signatures: readonly string[];
}

const sum = (list: readonly TokenAmount[], mint: string) =>
  list.reduce((s, t) => (t.mint === mint ? s + t.amount : s), 0n);

/** A basket's flows before any event: nothing in, nothing out. */
export function emptyFlows(basket: string, basketMint: string | null = null): PositionFlows {
  return {
    basket,
    basketMint,
    depositedUsdc: 0n,
    assetsIn: [],
    takenOut: [],
    basketTokensIn: 0n,
    basketTokensOut: 0n,
    receivedFromOthers: 0n,
    sentToOthers: 0n,
    firstDeposit: null,
    signatures: [],
  };
}

/** The flows of each basket the rows name (confirmed rows only: a failed one moved nothing). */
export function positionFlows(events: readonly HistoryEvent[]): Map<string, PositionFlows> {
  const out = new Map<string, PositionFlows>();
  // Oldest first, so the first deposit is the first one met.
  for (const e of [...events].reverse()) {
    if (!e.outcome.ok || !e.basket) continue;
    const p = out.get(e.basket) ?? emptyFlows(e.basket, e.basketMint);
    const mint = p.basketMint ?? e.basketMint;
    const tokensIn = mint ? sum(e.received, mint) : 0n;
    const tokensOut = mint ? sum(e.paid, mint) : 0n;
    const timed = (list: readonly TokenAmount[]) =>
      list.filter((t) => t.mint !== mint).map((t) => ({ ...t, time: e.blockTime }));
    const deposit = e.kind === 'deposit' || e.kind === 'mint';
    out.set(e.basket, {
      ...p,
      basketMint: mint,
      depositedUsdc: p.depositedUsdc + (e.kind === 'deposit' ? sum(e.paid, USDC_MINT) : 0n),
      assetsIn: e.kind === 'mint' ? [...p.assetsIn, ...timed(e.paid)] : p.assetsIn,
      takenOut:
        e.kind === 'claim' || e.kind === 'burn'
          ? [...p.takenOut, ...timed(e.received)]
          : p.takenOut,
      basketTokensIn: p.basketTokensIn + tokensIn,
      basketTokensOut: p.basketTokensOut + tokensOut,
      receivedFromOthers: p.receivedFromOthers + (e.kind === 'transfer-in' ? tokensIn : 0n),
      sentToOthers: p.sentToOthers + (e.kind === 'transfer-out' ? tokensOut : 0n),
      firstDeposit: p.firstDeposit ?? (deposit ? e.blockTime : null),
      signatures: [...p.signatures, e.signature],
    });
  }
  return out;
}

/**
 * A figure in USD, or why it is not known; `reading` when what it needs is still being read (it
 * may yet be known: a view says so rather than "unknown").
 */
export type Figure =
  | { readonly known: true; readonly usd: number }
  | { readonly known: false; readonly why: string; readonly reading: boolean };

const known = (usd: number): Figure => ({ known: true, usd });
const unknown = (why: string): Figure => ({ known: false, why, reading: false });
const stillReading = (why: string): Figure => ({ known: false, why, reading: true });

export interface Prices {
  /** USD per whole token at `time`, where the price history has one; USDC counts as $1. */
  readonly then: (mint: string, time: number | null) => number | undefined;
  /** USD per whole token today. */
  readonly now: (mint: string) => number | undefined;
  /** A token's symbol, for the reasons. */
  readonly symbol: (mint: string) => string;
  /** Past prices are still being read: a price `then` lacks may yet come. */
  readonly thenReading: boolean;
}

const whole = (t: TokenAmount) => Number(t.amount) / 10 ** t.decimals;

/**
 * USD of amounts at their own times; unknown (naming the token) where a price then is missing, or
 * still being read while the past prices are.
 */
export function valueThen(amounts: readonly TimedAmount[], prices: Prices): Figure {
  let usd = 0;
  for (const t of amounts) {
    const price = t.mint === USDC_MINT ? 1 : prices.then(t.mint, t.time);
    if (price === undefined)
      return prices.thenReading
        ? stillReading('past prices are still being read')
        : unknown(`no price for ${prices.symbol(t.mint)} at that time`);
    usd += whole(t) * price;
  }
  return known(usd);
}

export interface PositionNow {
  /** Basket tokens the wallet holds now (base units) and their decimals. */
  readonly held: bigint;
  readonly decimals: number | undefined;
  /** USD per whole basket token today. */
  readonly basketTokenPrice: number | undefined;
  /** USDC of the wallet's deposits into this basket the service has not credited yet. */
  readonly pendingUsdc: bigint;
  /** What the wallet's open withdraw accounts of this basket hold. */
  readonly unclaimed: readonly TokenAmount[];
  /** Every older page of the history has been read. */
  readonly historyComplete: boolean;
  /** Today's prices, or what the basket holds, are still being read (a missing one may come). */
  readonly valuesReading: boolean;
}

const READING_VALUES = 'today’s prices are still being read';

/**
 * USD of whole token amounts at today's prices, USDC at $1 — what unclaimed withdrawals are worth,
 * in a position and on a claim. Unknown, naming the token, where a price is missing; still reading
 * while `reading` (today's prices on their way).
 */
export function valueToday(
  amounts: readonly { readonly mint: string; readonly whole: number }[],
  prices: Pick<Prices, 'now' | 'symbol'>,
  reading: boolean,
): Figure {
  let usd = 0;
  for (const t of amounts) {
    const price = t.mint === USDC_MINT ? 1 : prices.now(t.mint);
    if (price === undefined)
      return reading
        ? stillReading(READING_VALUES)
        : unknown(`no price for ${prices.symbol(t.mint)} today`);
    usd += t.whole * price;
  }
  return known(usd);
}

export interface PositionFigures {
  readonly putIn: Figure;
  readonly takenOut: Figure;
  readonly valueNow: Figure;
  readonly pending: Figure;
  readonly unclaimed: Figure;
  readonly profit: Figure;
  /** Profit as a percentage of what was put in. */
  readonly profitPercent: Figure;
}

function add(figures: readonly Figure[]): Figure {
  let usd = 0;
  for (const f of figures) {
    if (!f.known) return f;
    usd += f.usd;
  }
  return known(usd);
}

export function positionFigures(
  flows: PositionFlows,
  now: PositionNow,
  prices: Prices,
): PositionFigures {
  const usdcIn = { mint: USDC_MINT, decimals: 6, amount: flows.depositedUsdc, time: null };
  let putIn = valueThen([usdcIn, ...flows.assetsIn], prices);
  const explained = flows.basketTokensIn - flows.basketTokensOut;
  if (!now.historyComplete) putIn = stillReading('the older history is still being read');
  else if (flows.receivedFromOthers > 0n)
    putIn = unknown('some basket tokens came from another wallet, at a cost not on record');
  else if (now.held > explained)
    putIn = unknown('the wallet holds basket tokens its history does not show it paid for');
  let takenOut = valueThen(flows.takenOut, prices);
  if (takenOut.known && flows.sentToOthers > 0n)
    takenOut = unknown('some basket tokens were sent to another wallet, for a value not on record');

  const valueNow: Figure =
    now.held === 0n
      ? known(0)
      : now.basketTokenPrice === undefined || now.decimals === undefined
        ? now.valuesReading
          ? stillReading(READING_VALUES)
          : unknown('no price for the basket token today')
        : known((Number(now.held) / 10 ** now.decimals) * now.basketTokenPrice);
  const pending = known(Number(now.pendingUsdc) / 1e6);
  const unclaimed = valueToday(
    now.unclaimed.map((t) => ({ mint: t.mint, whole: whole(t) })),
    prices,
    now.valuesReading,
  );
  const worth = add([valueNow, pending, unclaimed, takenOut]);
  const profit: Figure = !worth.known ? worth : !putIn.known ? putIn : known(worth.usd - putIn.usd);
  const profitPercent: Figure = !profit.known
    ? profit
    : putIn.known && putIn.usd > 0
      ? known((profit.usd / putIn.usd) * 100)
      : unknown('nothing was put in');
  return { putIn, takenOut, valueNow, pending, unclaimed, profit, profitPercent };
}

export interface TotalFigures extends PositionFigures {
  /** What is still the wallet's in the baskets: value now + pending + unclaimed. */
  readonly worthNow: Figure;
}

/** The wallet's totals: each figure summed over positions, unknown if any position's is. */
export function totalFigures(list: readonly PositionFigures[]): TotalFigures {
  const total = (pick: (f: PositionFigures) => Figure) => add(list.map(pick));
  const putIn = total((f) => f.putIn);
  const profit = total((f) => f.profit);
  const valueNow = total((f) => f.valueNow);
  const pending = total((f) => f.pending);
  const unclaimed = total((f) => f.unclaimed);
  return {
    putIn,
    takenOut: total((f) => f.takenOut),
    valueNow,
    pending,
    unclaimed,
    worthNow: add([valueNow, pending, unclaimed]),
    profit,
    profitPercent:
      profit.known && putIn.known && putIn.usd > 0
        ? known((profit.usd / putIn.usd) * 100)
        : !profit.known
          ? profit
          : unknown('nothing was put in'),
  };
}
