// A creator's view of one basket, from the basket's own transactions (its state's and its token
// mint's, src/history): deposits and withdrawals per month, and the fees the chain shows reaching
// the creator — the creator's token accounts growing in transactions the creator did not sign,
// but for the credits of the creator's own deposits.
import type { ChainTx, TokenAmount } from '../../../history/types';

export interface MonthFlows {
  /** "2026-05" (UTC). */
  readonly month: string;
  readonly deposits: number;
  /** USDC base units deposited. */
  readonly depositedUsdc: bigint;
  readonly singleAssetDeposits: number;
  readonly withdrawals: number;
  /** Basket-token base units withdrawn. */
  readonly withdrawnShares: bigint;
  readonly redemptions: number;
}

export interface CreatorFlows {
  /** Newest month first; only months with a deposit or a withdrawal. */
  readonly months: readonly MonthFlows[];
  /** What reached the creator's token accounts in the basket's transactions others signed. */
  readonly feesReceived: readonly TokenAmount[];
  /** Distinct wallets that deposited (USDC or a single asset). */
  readonly depositors: number;
}

const monthOf = (time: number | null) =>
  time === null ? 'unknown' : new Date(time * 1000).toISOString().slice(0, 7);

/**
 * The service's credit of the creator's own deposit: it mints basket tokens to the creator and to
 * no one else. What the creator gets there is its deposit's due (and its own fee coming back), not
 * income; a credit of someone else's deposit that pays the creator a fee mints to that depositor.
 */
function creditsOwnDeposit(tx: ChainTx, creator: string, basketMint: string | null): boolean {
  if (basketMint === null) return false;
  const minted = tx.tokens.filter((row) => row.mint === basketMint && row.post > row.pre);
  return minted.length > 0 && minted.every((row) => row.owner === creator);
}

export function creatorFlows(
  txs: readonly ChainTx[],
  creator: string,
  basketMint: string | null = null,
): CreatorFlows {
  const months = new Map<string, MonthFlows>();
  const fees = new Map<string, TokenAmount>();
  const depositors = new Set<string>();
  const seen = new Set<string>();
  for (const tx of txs) {
    if (seen.has(tx.signature) || tx.err !== null) continue;
    seen.add(tx.signature);
    for (const call of tx.calls) {
      const key = monthOf(tx.blockTime);
      const m = months.get(key) ?? {
        month: key,
        deposits: 0,
        depositedUsdc: 0n,
        singleAssetDeposits: 0,
        withdrawals: 0,
        withdrawnShares: 0n,
        redemptions: 0,
      };
      const next =
        call.name === 'buyFund'
          ? { ...m, deposits: m.deposits + 1, depositedUsdc: m.depositedUsdc + (call.amount ?? 0n) }
          : call.name === 'singleTokenDeposit'
            ? { ...m, singleAssetDeposits: m.singleAssetDeposits + 1 }
            : call.name === 'sellFund'
              ? {
                  ...m,
                  withdrawals: m.withdrawals + 1,
                  withdrawnShares: m.withdrawnShares + (call.amount ?? 0n),
                }
              : call.name === 'instantBurn'
                ? { ...m, redemptions: m.redemptions + 1 }
                : null;
      if (!next) continue;
      months.set(key, next);
      if (call.name === 'buyFund' || call.name === 'singleTokenDeposit')
        depositors.add(tx.feePayer);
    }
    if (tx.signers.includes(creator) || creditsOwnDeposit(tx, creator, basketMint)) continue;
    for (const row of tx.tokens) {
      if (row.owner !== creator || row.post <= row.pre) continue;
      const known = fees.get(row.mint);
      fees.set(row.mint, {
        mint: row.mint,
        decimals: row.decimals,
        amount: (known?.amount ?? 0n) + row.post - row.pre,
      });
    }
  }
  return {
    months: [...months.values()].sort((a, b) => (a.month < b.month ? 1 : -1)),
    feesReceived: [...fees.values()],
    depositors: depositors.size,
  };
}
