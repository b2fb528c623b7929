// A basket's holdings over time where the program keeps every basket's tokens in shared vaults (its
// token list's `pdaTokenAccount`s; the real program): reconstructed BACKWARD from what the basket's
// state records now. Walking its transactions newest → oldest, holdings before one = holdings after
// it − the basket's change in it. The basket's change is read from the shared vaults' balances in
// the transaction, by what the program does there (sandbox/program/README.md, the IDL's accounts):
// - the vaults' change is the basket's (a single-asset deposit or redemption, a rebalance);
// - buyFund's USDC goes to the vaults but belongs to its buy state: the basket gains it at the
//   mintFund that closes that buy state (the two are paired by the buy state's address);
// - sellFund moves no vault: the seller's share of every token passes to the sell state (claimed
//   later, in transactions naming the sell state only). The share is pro rata of the supply, so
//   holdings before = holdings after × supply before / supply after;
// - claimToken's vault change is a sell state's, never the basket's.
// A transaction's meta gives one change per vault for the whole transaction, so one that names two
// baskets (or mixes a buy state's or sell state's movement with the basket's own) cannot be split:
// the past before it is unknown, and the steps start after it. Failed transactions moved nothing
// and are skipped. Pure.
import { supplyChange } from '../../history/rpcTransaction';
import type { ChainTx } from '../../history/types';
import { kindOf, unlistedToken, type HoldingsStep, type RecordedHolding } from './holdings';

export interface SharedVaultInput {
  /**
   * The basket state's and its token mint's transactions, newest first within a slot (the RPC's
   * order of the state's own list: transactions sharing a slot are told apart by it alone).
   */
  txs: readonly ChainTx[];
  basket: string;
  basketMint: string;
  basketDecimals: number;
  /** The program's shared vaults: every `pdaTokenAccount` of its token list. */
  programVaults: ReadonlySet<string>;
  /** What the basket's state records it holds now. */
  recorded: readonly RecordedHolding[];
  /** The supply now (base units). */
  supplyNow: bigint;
}

/** Why the holdings before a transaction are not known. */
export type UnknownReason =
  /** It names another basket too: the vaults' change cannot be split between them. */
  | 'two-baskets'
  /** It moves a buy state's or sell state's tokens with the basket's own in one change. */
  | 'mixed'
  /** A mintFund whose buyFund was not read: what it added is not known. */
  | 'unpaired-mint'
  /** A withdrawal of every basket token: nothing after it says what was there before. */
  | 'emptied'
  /**
   * Undoing it leaves less than nothing: what the state records now and the transactions read
   * disagree (say, the state was read before a transaction the history has).
   */
  | 'inconsistent';

export interface SharedVaultSteps {
  /** Oldest first: one per landed transaction from the oldest whose past is known. */
  steps: HoldingsStep[];
  /** The transaction before which the holdings are unknown; null when the walk read every one. */
  unknownBefore: { signature: string; time: number; why: UnknownReason } | null;
}

/** Instructions whose vault movement is the basket's own. */
const BASKETS_OWN = new Set([
  'singleTokenDeposit',
  'instantBurn',
  'withdrawBeforeRebalance',
  'depositAfterRebalance',
  'mintFund',
]);

type Amounts = Map<string, bigint>;

function add(into: Amounts, key: string, amount: bigint) {
  into.set(key, (into.get(key) ?? 0n) + amount);
}

/** The shared vaults' change in the transaction, by mint (base units). */
function vaultChange(tx: ChainTx, vaults: ReadonlySet<string>, decimals: Map<string, number>) {
  const change: Amounts = new Map();
  for (const row of tx.tokens) {
    if (!vaults.has(row.account)) continue;
    decimals.set(row.mint, row.decimals);
    if (row.post !== row.pre) add(change, row.mint, row.post - row.pre);
  }
  return change;
}

/** The baskets a transaction's program calls name, by state or by token mint. */
function namesOtherBasket(tx: ChainTx, basket: string, basketMint: string): boolean {
  return tx.calls.some(
    (c) =>
      (c.accounts.basket !== undefined && c.accounts.basket !== basket) ||
      (c.accounts.basketMint !== undefined && c.accounts.basketMint !== basketMint),
  );
}

export function sharedVaultHoldings(input: SharedVaultInput): SharedVaultSteps {
  const { basket, basketMint, programVaults } = input;
  const landed = input.txs
    .filter((tx) => tx.err === null && tx.blockTime !== null)
    .slice()
    .sort((a, b) => b.slot - a.slot);
  const decimals = new Map<string, number>();
  const holdings: Amounts = new Map();
  for (const h of input.recorded) {
    const key = h.mint ?? unlistedToken(h.tokenId);
    if (h.mint !== null && h.decimals !== null) decimals.set(h.mint, h.decimals);
    add(holdings, key, h.amount);
  }
  // What each buyFund paid into the vaults for its buy state: the basket gains it at the mint.
  // Null when the buy's transaction names another basket too: its vaults' change cannot be split.
  const bought = new Map<string, Amounts | null>();
  for (const tx of landed) {
    const buy = tx.calls.find((c) => c.name === 'buyFund' && c.accounts.basket === basket);
    if (!buy?.accounts.buyState) continue;
    const paid = vaultChange(tx, programVaults, decimals);
    bought.set(buy.accounts.buyState, namesOtherBasket(tx, basket, basketMint) ? null : paid);
  }

  const whole = (amounts: Amounts) => {
    const out = new Map<string, number>();
    for (const [key, amount] of amounts) {
      const d = decimals.get(key);
      out.set(key, d === undefined ? Number(amount) : Number(amount) / 10 ** d);
    }
    return out;
  };
  let supply = input.supplyNow;
  // Base units a pro-rata undo may be off by (the program rounds each share down), per token.
  let slack = 0n;
  const newestFirst: HoldingsStep[] = [];
  let unknownBefore: SharedVaultSteps['unknownBefore'] = null;
  for (const tx of landed) {
    const time = tx.blockTime ?? 0;
    const supplyDelta = supplyChange(tx, basketMint);
    const names = new Set(tx.calls.map((c) => c.name));
    const stop = (why: UnknownReason) => {
      unknownBefore = { signature: tx.signature, time, why };
    };
    const vaults = vaultChange(tx, programVaults, decimals);
    const foreign = names.has('buyFund') || names.has('claimToken');
    // The basket's change in this transaction, and whether its sell is to be undone pro rata.
    const change: Amounts = new Map();
    if (namesOtherBasket(tx, basket, basketMint)) stop('two-baskets');
    else if (foreign && [...names].some((n) => BASKETS_OWN.has(n))) stop('mixed');
    else if (!foreign) for (const [mint, amount] of vaults) add(change, mint, amount);
    for (const call of tx.calls) {
      if (unknownBefore || call.name !== 'mintFund') continue;
      const paid = call.accounts.buyState ? bought.get(call.accounts.buyState) : undefined;
      if (paid === undefined) stop('unpaired-mint');
      else if (paid === null) stop('two-baskets');
      else for (const [mint, amount] of paid) add(change, mint, amount);
    }
    const sells = names.has('sellFund');
    const supplyAfter = supply;
    const supplyBefore = supply - supplyDelta;
    if (!unknownBefore && sells && supplyAfter <= 0n) stop('emptied');
    newestFirst.push({
      signature: tx.signature,
      time,
      holdings: whole(holdings),
      supply: Number(supplyAfter) / 10 ** input.basketDecimals,
      kind: kindOf(tx, supplyDelta, [...change.values()].some((a) => a !== 0n) || sells),
    });
    if (unknownBefore) break;
    const before = new Map(holdings);
    for (const [mint, amount] of change) add(before, mint, -amount);
    if (sells) {
      for (const [key, amount] of before) before.set(key, (amount * supplyBefore) / supplyAfter);
      slack += (supplyBefore + supplyAfter - 1n) / supplyAfter;
    }
    if ([...before.values()].some((amount) => amount < -slack)) {
      unknownBefore = { signature: tx.signature, time, why: 'inconsistent' };
      break;
    }
    for (const [key, amount] of before) holdings.set(key, amount < 0n ? 0n : amount);
    supply = supplyBefore;
  }
  return { steps: newestFirst.reverse(), unknownBefore };
}
