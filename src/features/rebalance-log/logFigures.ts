// What a rebalance in the log moved and cost, and how far the basket was from its targets before
// and after it (docs/reports.md, "The rebalance log"): what it sold and bought at the price
// history's hourly price nearest its time (the oracle's price at that slot is no record an RPC
// serves: an account's past state cannot be asked for), the cost = sold − bought at those prices,
// and the drift = the largest gap between a token's share of the basket's value and its target,
// in percentage points — the holdings before its first leg and after its last (the value line's
// steps), the targets of the create or edit in force then. Unknown, with the reason, where a price,
// the holdings or the targets are not on record. Pure.
import type { ChainTx, TokenAmount } from '../../history/types';
import { tokenById, type TokenList } from '../../solana/basketsProgram/tokenList';
import { USDC_MINT } from '../../solana/tokens';
import type { Figure } from '../baskets/portfolio/positions';
import type { HoldingsStep } from '../basket-value/holdings';
import type { RebalanceEntry } from './log';

/** USD per whole token near `time`; undefined when the price history has none. */
export type PriceAt = (mint: string, time: number) => number | undefined;

export type Drift =
  | { readonly known: true; readonly points: number }
  | { readonly known: false; readonly why: string };

export interface RebalanceFigures {
  /** What it sold, at that time's prices. */
  readonly moved: Figure;
  /** Sold − bought at those prices: what the trades lost against them (negative: gained). */
  readonly cost: Figure;
  readonly driftBefore: Drift;
  readonly driftAfter: Drift;
}

const known = (usd: number): Figure => ({ known: true, usd });
const unknown = (why: string): Figure => ({ known: false, why, reading: false });

function worth(
  amounts: readonly TokenAmount[],
  time: number,
  priceAt: PriceAt,
  symbol: (m: string) => string,
) {
  let usd = 0;
  for (const t of amounts) {
    const price = t.mint === USDC_MINT ? 1 : priceAt(t.mint, time);
    if (price === undefined) return unknown(`no price for ${symbol(t.mint)} near that time`);
    usd += (Number(t.amount) / 10 ** t.decimals) * price;
  }
  return known(usd);
}

/** The targets (by mint, shares of 1) of the last create or edit at or before `slot`. */
export function targetsAt(
  txs: readonly ChainTx[],
  basket: string,
  slot: number,
  list: TokenList | null,
): Map<string, number> | null {
  let latest: { slot: number; targets: readonly { tokenId: number; weight: number }[] } | null =
    null;
  for (const tx of txs) {
    if (tx.err !== null || tx.slot > slot || (latest && tx.slot < latest.slot)) continue;
    const call = tx.calls.find(
      (c) =>
        (c.name === 'createBasket' || c.name === 'editBasket') &&
        c.accounts.basket === basket &&
        c.targets,
    );
    if (call?.targets) latest = { slot: tx.slot, targets: call.targets };
  }
  if (!latest || !list) return null;
  const sum = latest.targets.reduce((s, t) => s + t.weight, 0);
  const out = new Map<string, number>();
  for (const t of latest.targets) {
    const token = tokenById(list, t.tokenId);
    if (!token) return null;
    out.set(token.mint, sum > 0 ? t.weight / sum : 0);
  }
  return out;
}

function drift(
  holdings: ReadonlyMap<string, number> | undefined,
  targets: ReadonlyMap<string, number> | null,
  time: number,
  priceAt: PriceAt,
  symbol: (m: string) => string,
): Drift {
  if (!holdings) return { known: false, why: 'its holdings then are not known' };
  if (!targets) return { known: false, why: 'its targets then are not in the transactions read' };
  const values = new Map<string, number>();
  for (const [mint, amount] of holdings) {
    if (amount === 0) continue;
    const price = mint === USDC_MINT ? 1 : priceAt(mint, time);
    if (price === undefined)
      return { known: false, why: `no price for ${symbol(mint)} near that time` };
    values.set(mint, amount * price);
  }
  const total = [...values.values()].reduce((s, v) => s + v, 0);
  if (total <= 0) return { known: false, why: 'the basket held nothing' };
  let largest = 0;
  for (const mint of new Set([...values.keys(), ...targets.keys()])) {
    const gap = Math.abs((values.get(mint) ?? 0) / total - (targets.get(mint) ?? 0));
    largest = Math.max(largest, gap);
  }
  return { known: true, points: largest * 100 };
}

export interface FigureInput {
  readonly txs: readonly ChainTx[];
  readonly basket: string;
  /** The value line's steps (oldest first): the holdings after each of the basket's transactions. */
  readonly steps: readonly HoldingsStep[];
  readonly tokenList: TokenList | null;
  readonly priceAt: PriceAt;
  readonly symbol: (mint: string) => string;
}

export function rebalanceFigures(entry: RebalanceEntry, input: FigureInput): RebalanceFigures {
  const { priceAt, symbol } = input;
  const first = entry.legs[0];
  const last = entry.legs.at(-1);
  const sold = entry.legs.flatMap((l) => l.sold);
  const bought = entry.legs.flatMap((l) => l.bought);
  const soldUsd = worth(sold, entry.time, priceAt, symbol);
  const boughtUsd = worth(bought, entry.time, priceAt, symbol);
  const cost = !soldUsd.known
    ? soldUsd
    : !boughtUsd.known
      ? boughtUsd
      : known(soldUsd.usd - boughtUsd.usd);
  const at = (signature: string | undefined) =>
    input.steps.findIndex((s) => s.signature === signature);
  const firstAt = at(first?.signature);
  const lastAt = at(last?.signature);
  const targets = targetsAt(input.txs, input.basket, first?.slot ?? 0, input.tokenList);
  return {
    moved: soldUsd,
    cost,
    driftBefore: drift(
      firstAt > 0 ? input.steps[firstAt - 1]?.holdings : undefined,
      targets,
      entry.time,
      priceAt,
      symbol,
    ),
    driftAfter: drift(
      lastAt >= 0 ? input.steps[lastAt]?.holdings : undefined,
      targets,
      last?.time ?? entry.time,
      priceAt,
      symbol,
    ),
  };
}
