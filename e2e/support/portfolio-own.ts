// The test's own portfolio figures (docs/history.md, "Portfolio"), computed apart from the app's
// code: a wallet's transactions read from the chain, each classified by its Basket program
// instruction (Anchor's discriminator, worked out here), the wallet's own token changes in each,
// each moved token valued at the past price nearest its time on a grid of the test's own (the
// price API's chart), and the figures written in the app's one amount format by the test's own
// formatter. Nothing here imports the app's history, price or format code.
import { createHash } from 'node:crypto';
import { expect, type Locator } from '@playwright/test';
import { Connection, PublicKey, type ConfirmedSignatureInfo, type VersionedTransactionResponse } from '@solana/web3.js';
import { BASKETS_PROGRAM_ID } from '../../src/solana/programs';
import { sandboxChart, type Point } from '../price-history';
import { USDC } from './chain';

const HOUR = 3600;
const DAY = 24 * HOUR;
/** The grids the price API is asked on (docs/price-history.md): the finest that fits 500 points. */
const STEPS = [HOUR, 4 * HOUR, 6 * HOUR, 12 * HOUR, DAY, 2 * DAY, 7 * DAY];
const MAX_POINTS = 500;

/** Anchor's discriminator of an instruction: the first 8 bytes of sha256("global:<snake_case name>"). */
const discriminator = (name: string) => createHash('sha256').update(`global:${name}`).digest().subarray(0, 8).toString('hex');
const KINDS = new Map(
  (
    [
      ['buy_fund', 'deposit'],
      ['single_token_deposit', 'mint'],
      ['claim_token', 'claim'],
      ['instant_burn', 'burn'],
    ] as const
  ).map(([name, kind]) => [discriminator(name), kind]),
);
type Kind = 'deposit' | 'mint' | 'claim' | 'burn';

export interface Moved {
  kind: Kind;
  time: number;
  /** The wallet's change of each token in the transaction, in whole tokens (negative: paid). */
  changes: Map<string, number>;
}

/** Every signature of `address`, newest first, page by page. */
async function allSignatures(connection: Connection, address: PublicKey): Promise<ConfirmedSignatureInfo[]> {
  const out: ConfirmedSignatureInfo[] = [];
  let before: string | undefined;
  for (;;) {
    const page = await connection.getSignaturesForAddress(address, { before, limit: 1000 }, 'confirmed');
    out.push(...page);
    if (page.length < 1000) return out;
    before = page.at(-1)?.signature;
  }
}

function kindOf(tx: VersionedTransactionResponse): Kind | undefined {
  const keys = tx.transaction.message.staticAccountKeys.map((k) => k.toBase58());
  for (const ix of tx.transaction.message.compiledInstructions) {
    if (keys[ix.programIdIndex] !== BASKETS_PROGRAM_ID) continue;
    const kind = KINDS.get(Buffer.from(ix.data).subarray(0, 8).toString('hex'));
    if (kind) return kind;
  }
  return undefined;
}

/** What the wallet moved in each of its deposits, single-asset deposits, claims and redemptions. */
export async function walletMoves(rpcUrl: string, wallet: string): Promise<Moved[]> {
  const connection = new Connection(rpcUrl, 'confirmed');
  const moves: Moved[] = [];
  for (const { signature, err } of await allSignatures(connection, new PublicKey(wallet))) {
    if (err) continue;
    const tx = await connection.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    if (!tx?.meta || tx.blockTime == null) throw new Error(`transaction ${signature} not readable`);
    const kind = kindOf(tx);
    if (!kind) continue;
    const changes = new Map<string, number>();
    const add = (mint: string, amount: string, decimals: number, sign: 1 | -1) =>
      changes.set(mint, (changes.get(mint) ?? 0) + (sign * Number(amount)) / 10 ** decimals);
    for (const b of tx.meta.postTokenBalances ?? [])
      if (b.owner === wallet) add(b.mint, b.uiTokenAmount.amount, b.uiTokenAmount.decimals, 1);
    for (const b of tx.meta.preTokenBalances ?? [])
      if (b.owner === wallet) add(b.mint, b.uiTokenAmount.amount, b.uiTokenAmount.decimals, -1);
    moves.push({ kind, time: tx.blockTime, changes });
  }
  return moves.reverse();
}

/** The grid the price API is asked on for the span from `oldest` to `now`. */
export function grid(oldest: number, now: number) {
  const seconds = now - oldest;
  const period = STEPS.find((p) => Math.ceil(seconds / p) + 1 <= MAX_POINTS) ?? DAY;
  const span = Math.min(MAX_POINTS, Math.ceil(seconds / period) + 1);
  const end = Math.floor(now / period) * period;
  return { start: end - (span - 1) * period, span, period };
}

/** The nearest point to `time` within `within` seconds (the earlier of two as near), or undefined. */
function nearest(points: readonly Point[], time: number, within: number): number | undefined {
  let best: Point | undefined;
  for (const p of points) {
    const d = Math.abs(p.timestamp - time);
    if (d > within) continue;
    if (!best || d < Math.abs(best.timestamp - time)) best = p;
  }
  return best?.price;
}

export interface OwnFigures {
  putIn: number;
  takenOut: number;
  firstDeposit: number;
}

/**
 * Put in: the USDC each deposit took from the wallet, at $1, and each single-asset deposit's token
 * at its price then; taken out: what claims and redemptions paid, USDC at $1 and every other token
 * at its price then. Prices then: the chart on the grid covering the oldest priced move to now.
 */
export async function ownFlows(apiUrl: string, moves: readonly Moved[], basketMint: string, now: number): Promise<OwnFigures> {
  // The grid covers every move of a token other than the basket's, USDC deposits too.
  const window = grid(Math.min(now, ...moves.map((m) => m.time)), now);
  const mints = [...new Set(moves.flatMap((m) => [...m.changes.keys()]))].filter((m) => m !== USDC && m !== basketMint);
  const charts = await sandboxChart(apiUrl, mints, window);
  const then = (mint: string, time: number) => {
    if (mint === USDC) return 1;
    const price = nearest(charts[mint] ?? [], time, window.period);
    if (price === undefined) throw new Error(`the price API has no price of ${mint} near ${time}`);
    return price;
  };
  let putIn = 0;
  let takenOut = 0;
  for (const m of moves) {
    for (const [mint, change] of m.changes) {
      if (mint === basketMint) continue;
      if (m.kind === 'deposit' && mint === USDC && change < 0) putIn += -change;
      if (m.kind === 'mint' && change < 0) putIn += -change * then(mint, m.time);
      if ((m.kind === 'claim' || m.kind === 'burn') && change > 0) takenOut += change * then(mint, m.time);
    }
  }
  const deposits = moves.filter((m) => m.kind === 'deposit' || m.kind === 'mint').map((m) => m.time);
  if (deposits.length === 0) throw new Error('no deposit read: the instructions were not recognised');
  return { putIn, takenOut, firstDeposit: Math.min(...deposits) };
}

/** `abs` rounded at `decimals` (half away from zero), trailing zeros dropped down to cents, grouped. */
function dollars(abs: number, decimals: number): string {
  const [whole = '0', fraction = ''] = abs.toFixed(decimals).split('.');
  const cents = fraction.replace(/0+$/, '').padEnd(2, '0');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/**
 * The app's one amount format for dollars (docs/look.md): two decimals from $1 ("$1,234.50"),
 * about three significant digits below and never fewer than two decimals ("$0.142"), "$0" for none.
 */
export function usd(value: number): string {
  const abs = Math.abs(value);
  if (abs === 0) return '$0';
  return dollars(abs, abs >= 1 ? 2 : Math.min(10, Math.max(2, 2 - Math.floor(Math.log10(abs)))));
}

/** A profit, always signed: "+$12.30", "−$4.00". */
export const signedUsd = (value: number) => `${value < 0 ? '−' : '+'}${usd(value)}`;

/** A share in percent, signed, two decimals, a no-break space before the sign: "−0.70 %". */
export const percent = (fraction: number) => `${fraction < 0 ? '−' : '+'}${Math.abs(fraction * 100).toFixed(2)}\u00a0%`;

/** A day as the portfolio writes it: the UTC date, "2026-03-02". */
export const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** The basket tokens held, as the portfolio writes an amount (docs/look.md): 2 decimals from 1,000, 4 from 1, 4 significant below, zeros dropped. */
export function tokens(baseUnits: bigint, decimals: number): string {
  const value = Number(baseUnits) / 10 ** decimals;
  if (value === 0) return '0';
  const places = value >= 1000 ? 2 : value >= 1 ? 4 : Math.max(0, 3 - Math.floor(Math.log10(value)));
  const [whole = '0', fraction = ''] = value.toFixed(places).split('.');
  const kept = fraction.replace(/0+$/, '');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${kept ? `.${kept}` : ''}`;
}

export interface OwnPosition extends OwnFigures {
  held: bigint;
  decimals: number;
  valueNow: number;
  pending: number;
  unclaimed: number;
}

/**
 * The test's own figures of `wallet`'s position in the basket of `basketMint`: its moves read from
 * the chain, valued then by the price API's chart; its basket tokens now, valued at the price API's
 * price of the basket token now. `open` is what the caller knows is pending and unclaimed.
 */
export async function ownPosition(
  urls: { rpcUrl: string; apiUrl: string },
  wallet: string,
  basketMint: string,
  open: { pending: number; unclaimed: number },
): Promise<OwnPosition> {
  const connection = new Connection(urls.rpcUrl, 'confirmed');
  const now = Math.floor(Date.now() / 1000);
  const flows = await ownFlows(urls.apiUrl, await walletMoves(urls.rpcUrl, wallet), basketMint, now);
  const accounts = await connection.getParsedTokenAccountsByOwner(new PublicKey(wallet), { mint: new PublicKey(basketMint) });
  let held = 0n;
  let decimals = 6;
  for (const { account } of accounts.value) {
    const amount = (account.data.parsed as { info: { tokenAmount: { amount: string; decimals: number } } }).info.tokenAmount;
    held += BigInt(amount.amount);
    decimals = amount.decimals;
  }
  const prices = (await (await fetch(`${urls.apiUrl}/price/v3?ids=${basketMint}`)).json()) as Record<string, { usdPrice: number }>;
  const price = prices[basketMint]?.usdPrice;
  if (price === undefined) throw new Error(`the price API has no price of ${basketMint}`);
  return { ...flows, ...open, held, decimals, valueNow: (Number(held) / 10 ** decimals) * price };
}

/**
 * The position's row, cell by cell under its column's heading (a figure in the wrong column fails),
 * each as the test writes it from its own figures.
 */
export async function expectPositionRow(table: Locator, row: Locator, own: OwnPosition): Promise<void> {
  const profit = own.valueNow + own.pending + own.unclaimed + own.takenOut - own.putIn;
  const expected: Record<string, string> = {
    'Basket tokens': tokens(own.held, own.decimals),
    'Value now': usd(own.valueNow),
    'Put in': usd(own.putIn),
    'Taken out': usd(own.takenOut),
    'Pending deposits': usd(own.pending),
    'Unclaimed withdrawals': usd(own.unclaimed),
    Profit: signedUsd(profit),
    'Profit %': percent(profit / own.putIn),
    'First deposit': day(own.firstDeposit),
  };
  // The headings, with their no-break spaces read as spaces; the first is the row's own heading.
  const headings = (await table.getByRole('columnheader').allInnerTexts()).map((h) => h.replace(/\s+/g, ' ').trim());
  expect(headings.slice(1)).toEqual(Object.keys(expected));
  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount(headings.length - 1);
  for (const [i, heading] of headings.slice(1).entries()) {
    await expect(cells.nth(i), heading).toHaveText(expected[heading] ?? '');
  }
}
