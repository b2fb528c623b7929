// A basket's holdings and basket-token supply after each of its transactions, from the chain's own
// facts (the history's ChainTx: vault balances after, the basket token's supply change). Between
// two transactions they are constant; a failed transaction moved nothing and is skipped. Pure.
import { supplyChange } from '../../history/rpcTransaction';
import type { ChainTx } from '../../history/types';
import type { BasketState } from '../../solana/basketsProgram/basketState';
import { tokenById, type TokenList } from '../../solana/basketsProgram/tokenList';

export type BasketEventKind = 'deposit' | 'withdrawal' | 'rebalance' | 'edit';

export interface HoldingsStep {
  signature: string;
  /** Unix seconds. */
  time: number;
  /** Whole tokens held by the basket's vaults after the transaction, by mint. */
  holdings: ReadonlyMap<string, number>;
  /** Whole basket tokens in existence after it. */
  supply: number;
  /** What the transaction did to the basket, when it did something worth marking. */
  kind: BasketEventKind | null;
}

export interface HoldingsInput {
  txs: readonly ChainTx[];
  basketMint: string;
  basketDecimals: number;
  /** Owner of the basket's vault token accounts (in the sandbox, its token's mint authority). */
  vaultOwner: string;
  /** The supply now (base units): the supply after the newest transaction read. */
  supplyNow: bigint;
  /** The history reaches back to the basket's creation: vaults not yet seen held nothing. */
  fromCreation: boolean;
}

/** What a transaction did to the basket: an edit, else by its supply, else whether its holdings moved. */
export function kindOf(
  tx: ChainTx,
  supplyDelta: bigint,
  vaultsMoved: boolean,
): BasketEventKind | null {
  if (tx.calls.some((c) => c.name === 'editBasket')) return 'edit';
  if (supplyDelta > 0n) return 'deposit';
  if (supplyDelta < 0n) return 'withdrawal';
  return vaultsMoved ? 'rebalance' : null;
}

/** One step per landed transaction, oldest first (by slot). */
export function holdingsOverTime(input: HoldingsInput): HoldingsStep[] {
  const landed = input.txs
    .filter((tx) => tx.err === null && tx.blockTime !== null)
    .slice()
    .sort((a, b) => a.slot - b.slot);
  const deltas = landed.map((tx) => supplyChange(tx, input.basketMint));
  // The supply before the first transaction read: now, less every change since.
  let supply = input.supplyNow - deltas.reduce((sum, d) => sum + d, 0n);
  const vaults = new Map<string, { mint: string; decimals: number; amount: bigint }>();
  const isVault = (row: ChainTx['tokens'][number]) =>
    row.owner === input.vaultOwner && row.mint !== input.basketMint;
  // A history that does not reach the creation cannot know what a vault held before it first
  // appears: steps start once every vault the history names has appeared.
  const everyVault = new Set(
    landed.flatMap((tx) => tx.tokens.filter(isVault).map((row) => row.account)),
  );
  const steps: HoldingsStep[] = [];
  landed.forEach((tx, i) => {
    const delta = deltas[i] ?? 0n;
    supply += delta;
    let moved = false;
    for (const row of tx.tokens) {
      if (!isVault(row)) continue;
      vaults.set(row.account, { mint: row.mint, decimals: row.decimals, amount: row.post });
      if (row.post !== row.pre) moved = true;
    }
    const holdings = new Map<string, number>();
    for (const vault of vaults.values()) {
      const whole = Number(vault.amount) / 10 ** vault.decimals;
      holdings.set(vault.mint, (holdings.get(vault.mint) ?? 0) + whole);
    }
    if (!input.fromCreation && vaults.size < everyVault.size) return;
    steps.push({
      signature: tx.signature,
      time: tx.blockTime ?? 0,
      holdings,
      supply: Number(supply) / 10 ** input.basketDecimals,
      kind: kindOf(tx, delta, moved),
    });
  });
  return steps;
}

/** What the basket's state records it holds now, by token (mint null: not in the token list). */
export interface RecordedHolding {
  readonly tokenId: number;
  readonly mint: string | null;
  readonly decimals: number | null;
  /** Base units. */
  readonly amount: bigint;
}

/** What a basket's state records it holds, by the token list's mints (as the basket page reads it). */
export function recordedHoldings(
  state: Pick<BasketState, 'composition'>,
  list: TokenList,
): RecordedHolding[] {
  return state.composition.map((slot) => {
    const token = tokenById(list, slot.tokenId);
    return {
      tokenId: slot.tokenId,
      mint: token?.mint ?? null,
      decimals: token?.decimals ?? null,
      amount: slot.amount,
    };
  });
}

/** The key of a token the token list does not name: it has no price, so it is named as unpriced. */
export const unlistedToken = (tokenId: number) => `token #${tokenId}`;

/**
 * One step holding what the basket's state records now, in force at every time: the line of what
 * it holds now at past prices, for a basket whose past holdings its transactions do not show.
 */
export function heldNowStep(
  recorded: readonly RecordedHolding[],
  supplyNow: bigint,
  basketDecimals: number,
): HoldingsStep {
  const holdings = new Map<string, number>();
  for (const h of recorded) {
    const key = h.mint ?? unlistedToken(h.tokenId);
    const whole = h.decimals === null ? Number(h.amount) : Number(h.amount) / 10 ** h.decimals;
    holdings.set(key, (holdings.get(key) ?? 0) + whole);
  }
  return {
    signature: 'now',
    time: -Infinity,
    holdings,
    supply: Number(supplyNow) / 10 ** basketDecimals,
    kind: null,
  };
}
