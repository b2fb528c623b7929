// The test's own tax lots of one wallet in one basket, apart from the app's code: the wallet's
// transactions read from the chain and decoded with the SDK's IDL (basket-past.ts), each deposit
// paired with the mint that credited it by its buy state, single-asset deposits at the sandbox's
// past price then, each withdrawal (at what its claims paid) and redemption valued at its own time,
// and the lots matched first in first out or at the average cost (docs/reports.md, "Tax lots").
import type { ParsedTransactionWithMeta } from '@solana/web3.js';
import { windowCovering } from '../../src/priceHistory/windows';
import { USDC_MINT } from '../../src/solana/tokens';
import { nearestPrice, sandboxChart } from '../price-history';
import { allSignatures, programCalls, type Amounts } from './basket-past';
import { connection } from './chain';

export interface OwnLot {
  /** The transaction the wallet signed for it (the deposit, the single-asset deposit). */
  paidIn: string;
  time: number;
  tokens: bigint;
  /** USD; undefined when a price then is missing. */
  cost: number | undefined;
}

export interface OwnDisposal {
  signature: string;
  time: number;
  tokens: bigint;
  proceeds: number | undefined;
}

export interface OwnLots {
  lots: OwnLot[];
  disposals: OwnDisposal[];
  decimals: number;
}

/** The wallet's token changes in a transaction, by mint (base units). */
function walletChange(tx: ParsedTransactionWithMeta, wallet: string): Amounts {
  const change: Amounts = new Map();
  for (const [side, sign] of [
    ['preTokenBalances', -1n],
    ['postTokenBalances', 1n],
  ] as const) {
    for (const row of tx.meta?.[side] ?? []) {
      if (row.owner !== wallet) continue;
      change.set(row.mint, (change.get(row.mint) ?? 0n) + sign * BigInt(row.uiTokenAmount.amount));
    }
  }
  return change;
}

/** The wallet's lots and disposals of the basket whose token is `basketMint`, oldest first. */
export async function ownLots(rpcUrl: string, apiUrl: string, wallet: string, basketMint: string): Promise<OwnLots> {
  const chain = connection(rpcUrl);
  const txs: ParsedTransactionWithMeta[] = [];
  for (const signature of await allSignatures(rpcUrl, wallet)) {
    const tx = await chain.getParsedTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    if (tx?.meta && tx.meta.err === null && tx.blockTime) txs.push(tx);
  }
  // Oldest first; within a slot, as the node listed them (newest first) reversed.
  txs.reverse().sort((a, b) => a.slot - b.slot);
  let decimals = 6;
  const decimalsOf = (tx: ParsedTransactionWithMeta, mint: string) =>
    tx.meta?.postTokenBalances?.find((row) => row.mint === mint)?.uiTokenAmount.decimals;

  // What to price, and when: single-asset deposits' assets, redemptions' and claims' (at their
  // withdrawal's time).
  type Event = { kind: string; tx: ParsedTransactionWithMeta; change: Amounts; accounts: Map<string, string> };
  const events: Event[] = txs.flatMap((tx) => {
    const call = programCalls(tx)[0];
    return call ? [{ kind: call.name, tx, change: walletChange(tx, wallet), accounts: call.accounts }] : [];
  });
  const withdrawTime = new Map<string, number>();
  const claimed = new Map<string, Amounts>();
  for (const e of events) {
    if (e.kind === 'sellFund') withdrawTime.set(e.accounts.get('newFundState') ?? '', e.tx.blockTime ?? 0);
    if (e.kind === 'claimToken') {
      const account = e.accounts.get('fundState') ?? '';
      const sum = claimed.get(account) ?? new Map<string, bigint>();
      for (const [mint, amount] of e.change) if (amount > 0n) sum.set(mint, (sum.get(mint) ?? 0n) + amount);
      claimed.set(account, sum);
    }
  }
  const assetDecimals = new Map<string, number>();
  const moves: { mint: string; time: number }[] = [];
  for (const e of events) {
    for (const [mint] of e.change) assetDecimals.set(mint, decimalsOf(e.tx, mint) ?? 6);
    const assets = [...e.change.keys()].filter((m) => m !== basketMint && m !== USDC_MINT);
    if (e.kind === 'singleTokenDeposit' || e.kind === 'instantBurn')
      moves.push(...assets.map((mint) => ({ mint, time: e.tx.blockTime ?? 0 })));
    if (e.kind === 'claimToken') {
      const time = withdrawTime.get(e.accounts.get('fundState') ?? '');
      if (time !== undefined) moves.push(...assets.map((mint) => ({ mint, time })));
    }
  }
  const now = Date.now() / 1000;
  const oldest = Math.min(...moves.map((m) => m.time));
  const window = windowCovering(now - oldest, now);
  const charts = await sandboxChart(apiUrl, [...new Set(moves.map((m) => m.mint))], window);
  const worth = (amounts: Amounts, time: number): number | undefined => {
    let usd = 0;
    for (const [mint, amount] of amounts) {
      const price = mint === USDC_MINT ? 1 : nearestPrice(charts[mint] ?? [], time, window.period);
      if (price === undefined) return undefined;
      usd += (Number(amount < 0n ? -amount : amount) / 10 ** (assetDecimals.get(mint) ?? 6)) * price;
    }
    return usd;
  };
  const only = (change: Amounts, sign: 1n | -1n) =>
    new Map([...change].filter(([mint, amount]) => mint !== basketMint && amount * sign > 0n));

  const lots: OwnLot[] = [];
  const disposals: OwnDisposal[] = [];
  const deposits = new Map<string, Event>();
  for (const e of events) {
    const time = e.tx.blockTime ?? 0;
    const signature = e.tx.transaction.signatures[0] ?? '';
    const basketTokens = e.change.get(basketMint) ?? 0n;
    decimals = decimalsOf(e.tx, basketMint) ?? decimals;
    if (e.kind === 'buyFund') deposits.set(e.accounts.get('buyState') ?? '', e);
    if (e.kind === 'mintFund' && basketTokens > 0n) {
      const deposit = deposits.get(e.accounts.get('buyState') ?? '');
      if (!deposit) throw new Error(`${signature}: a credit whose deposit was not read`);
      const paid = only(deposit.change, -1n);
      lots.push({
        paidIn: deposit.tx.transaction.signatures[0] ?? '',
        time,
        tokens: basketTokens,
        cost: worth(paid, deposit.tx.blockTime ?? 0),
      });
    }
    if (e.kind === 'singleTokenDeposit')
      lots.push({ paidIn: signature, time, tokens: basketTokens, cost: worth(only(e.change, -1n), time) });
    if (e.kind === 'sellFund') {
      const received = claimed.get(e.accounts.get('newFundState') ?? '');
      disposals.push({ signature, time, tokens: -basketTokens, proceeds: received ? worth(received, time) : undefined });
    }
    if (e.kind === 'instantBurn') disposals.push({ signature, time, tokens: -basketTokens, proceeds: worth(only(e.change, 1n), time) });
  }
  return { lots, disposals, decimals };
}

export interface OwnMatch {
  /** Each disposal's gain by its signature (undefined: not known). */
  gains: Map<string, number | undefined>;
  /** What is left of each lot (by the transaction paid for it) and the cost of that. */
  open: { paidIn: string; remaining: bigint; cost: number | undefined }[];
}

/** FIFO or average cost over the lots and disposals, in time order. */
export function matchOwn({ lots, disposals }: OwnLots, method: 'fifo' | 'average'): OwnMatch {
  const timeline = [
    ...lots.map((lot) => ({ time: lot.time, lot })),
    ...disposals.map((disposal) => ({ time: disposal.time, disposal })),
  ].sort((a, b) => a.time - b.time);
  const held: { lot: OwnLot; remaining: bigint }[] = [];
  let poolTokens = 0n;
  let poolCost: number | undefined = 0;
  const gains = new Map<string, number | undefined>();
  for (const step of timeline) {
    if ('lot' in step) {
      held.push({ lot: step.lot, remaining: step.lot.tokens });
      poolTokens += step.lot.tokens;
      poolCost = poolCost === undefined || step.lot.cost === undefined ? undefined : poolCost + step.lot.cost;
      continue;
    }
    const d = step.disposal;
    let left = d.tokens;
    let fifo: number | undefined = 0;
    while (left > 0n && held[0]) {
      const first = held[0];
      const n = left < first.remaining ? left : first.remaining;
      fifo =
        fifo === undefined || first.lot.cost === undefined ? undefined : fifo + (first.lot.cost * Number(n)) / Number(first.lot.tokens);
      first.remaining -= n;
      left -= n;
      if (first.remaining === 0n) held.shift();
    }
    const average = poolCost === undefined ? undefined : (poolCost * Number(d.tokens)) / Number(poolTokens);
    if (poolCost !== undefined && average !== undefined) poolCost -= average;
    poolTokens -= d.tokens;
    const basis = left > 0n ? undefined : method === 'fifo' ? fifo : average;
    gains.set(d.signature, d.proceeds === undefined || basis === undefined ? undefined : d.proceeds - basis);
  }
  const total = held.reduce((s, h) => s + h.remaining, 0n);
  return {
    gains,
    open: held.map(({ lot, remaining }) => ({
      paidIn: lot.paidIn,
      remaining,
      cost:
        method === 'fifo'
          ? lot.cost === undefined
            ? undefined
            : (lot.cost * Number(remaining)) / Number(lot.tokens)
          : poolCost === undefined
            ? undefined
            : (poolCost * Number(remaining)) / Number(total),
    })),
  };
}

/** A gain as the app writes one: "+$12.30", "−$0.85" (its one amount format). */
export function gainWords(gain: number, formatUsd: (usd: number) => string): string {
  return `${gain < 0 ? '−' : '+'}${formatUsd(Math.abs(gain))}`;
}
