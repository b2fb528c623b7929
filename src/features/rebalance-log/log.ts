// What the service's automation did to a basket, read from the basket's own transactions on the
// chain (docs/reports.md, "The rebalance log"): each rebalance — one or more legs, each a
// withdrawBeforeRebalance / swap / depositAfterRebalance naming the basket — and each automated
// mint (mintFund) that credited a deposit. A leg's tokens sold and bought are the program's shared
// vaults' change in its transaction (every basket's tokens sit there; one basket per leg makes the
// change this basket's); a mint's basket tokens are its supply change, and the USDC it credited is
// what the deposit it pairs with (by buy state) paid into the vaults. Legs with nothing else of the
// basket's between them, an hour apart at most, are one rebalance. Pure.
import { splitChanges, tokenChanges } from '../../history/events';
import { supplyChange } from '../../history/rpcTransaction';
import type { ChainTx, TokenAmount } from '../../history/types';
import { BASKETS_PROGRAM_PDA } from '../../solana/programs';

export interface RebalanceLeg {
  readonly signature: string;
  readonly slot: number;
  readonly time: number;
  /** Who signed it (the service's automation). */
  readonly signer: string;
  /** What left the basket (positive amounts). */
  readonly sold: readonly TokenAmount[];
  /** What reached it. */
  readonly bought: readonly TokenAmount[];
}

export interface RebalanceEntry {
  readonly kind: 'rebalance';
  readonly time: number;
  /** Oldest first. */
  readonly legs: readonly RebalanceLeg[];
}

export interface MintEntry {
  readonly kind: 'mint';
  readonly signature: string;
  readonly slot: number;
  readonly time: number;
  readonly signer: string;
  /** The wallet the basket tokens were minted for. */
  readonly buyer: string | null;
  readonly minted: TokenAmount;
  /** What the deposit it credits paid into the basket's vaults; null when that deposit was not read. */
  readonly credited: readonly TokenAmount[] | null;
}

export type LogEntry = RebalanceEntry | MintEntry;

export interface LogInput {
  /** The basket state's and its token mint's transactions, newest first (the RPC's order). */
  readonly txs: readonly ChainTx[];
  readonly basket: string;
  readonly basketMint: string;
  readonly basketDecimals: number;
  /** The program's shared vaults (its token list's `pdaTokenAccount`s); null: owned by its PDA. */
  readonly vaults: ReadonlySet<string> | null;
}

/** Legs further apart than this are two rebalances. */
const SAME_REBALANCE_SECONDS = 3600;

/** What the program's vaults paid out (`sold`) and took in (`bought`) in the transaction. */
function vaultChange(tx: ChainTx, vaults: LogInput['vaults']) {
  const { paid, received } = splitChanges(
    tokenChanges(tx, (row) =>
      vaults ? vaults.has(row.account) : row.owner === BASKETS_PROGRAM_PDA,
    ),
  );
  return { sold: paid, bought: received };
}

/** The log, newest first. */
export function rebalanceLog(input: LogInput): LogEntry[] {
  const { basket, basketMint, vaults } = input;
  // Oldest first; within a slot, the RPC's order (newest first) reversed.
  const landed = [...input.txs]
    .reverse()
    .filter((tx) => tx.err === null && tx.blockTime !== null)
    .sort((a, b) => a.slot - b.slot);
  const paid = new Map<string, TokenAmount[]>();
  const entries: LogEntry[] = [];
  let open: { legs: RebalanceLeg[] } | null = null;
  for (const tx of landed) {
    const time = tx.blockTime ?? 0;
    const names = tx.calls.filter((c) => c.accounts.basket === basket).map((c) => c.name);
    const buy = tx.calls.find((c) => c.name === 'buyFund' && c.accounts.basket === basket);
    if (buy?.accounts.buyState) paid.set(buy.accounts.buyState, vaultChange(tx, vaults).bought);
    if (names.includes('withdrawBeforeRebalance') && names.includes('depositAfterRebalance')) {
      const { sold, bought } = vaultChange(tx, vaults);
      const leg = {
        signature: tx.signature,
        slot: tx.slot,
        time,
        signer: tx.feePayer,
        sold,
        bought,
      };
      const last = open?.legs.at(-1);
      if (open && last && time - last.time <= SAME_REBALANCE_SECONDS) open.legs.push(leg);
      else {
        open = { legs: [leg] };
        entries.push({ kind: 'rebalance', time, legs: open.legs });
      }
      continue;
    }
    const mint = tx.calls.find((c) => c.name === 'mintFund' && c.accounts.basket === basket);
    if (mint) {
      const minted = supplyChange(tx, basketMint);
      entries.push({
        kind: 'mint',
        signature: tx.signature,
        slot: tx.slot,
        time,
        signer: tx.feePayer,
        buyer: mint.accounts.buyer ?? null,
        minted: { mint: basketMint, decimals: input.basketDecimals, amount: minted },
        credited: mint.accounts.buyState ? (paid.get(mint.accounts.buyState) ?? null) : null,
      });
    }
    // Anything else of the basket's but recording its weights ends a rebalance.
    if (names.some((n) => n !== 'updateCurrentWeights')) open = null;
  }
  return entries.reverse();
}
