// A wallet's basket history is read through more than the wallet's own address (docs/history.md,
// "The automated mint that credits a deposit"). Its operations (create, edit, deposit, withdraw,
// claim, single-asset mint and redeem, set metadata) are the
// wallet's transactions that invoke the baskets program. The automated mint that credits a deposit
// is the service's transaction: on mainnet it need not list the wallet among its accounts, but it
// must credit the wallet's basket-token account — so each basket-token account the wallet's own
// instructions name (buyFund, singleTokenDeposit, sellFund, instantBurn) or that it holds now is
// read too, and everything there is kept (credits, and basket tokens sent or received).
import { basketLinks } from './events';
import type { FeedState } from './feed';
import type { ChainTx } from './types';

export interface AccountScan {
  readonly address: string;
  readonly kind: 'baskets' | 'all';
}

/** The wallet's own address first, then each basket-token account to read. */
export function walletScans(
  wallet: string,
  walletTxs: readonly ChainTx[],
  heldBasketTokenAccounts: readonly string[],
): AccountScan[] {
  const { mints } = basketLinks(walletTxs);
  const accounts = new Set(heldBasketTokenAccounts);
  for (const tx of walletTxs) {
    for (const call of tx.calls) {
      if (call.accounts.basketTokenAccount) accounts.add(call.accounts.basketTokenAccount);
    }
    for (const row of tx.tokens) {
      if (row.owner === wallet && mints.has(row.mint)) accounts.add(row.account);
    }
  }
  accounts.delete(wallet);
  return [
    { address: wallet, kind: 'baskets' },
    ...[...accounts].sort().map((address) => ({ address, kind: 'all' as const })),
  ];
}

export interface CombinedState {
  readonly txs: readonly ChainTx[];
  readonly reading: boolean;
  readonly complete: boolean;
  readonly error: Error | null;
}

/** Several feeds as one: every transaction once, reading while any reads, complete when all are. */
export function combineFeeds(states: readonly FeedState[]): CombinedState {
  const seen = new Set<string>();
  const txs: ChainTx[] = [];
  for (const state of states) {
    for (const tx of state.txs) {
      if (seen.has(tx.signature)) continue;
      seen.add(tx.signature);
      txs.push(tx);
    }
  }
  return {
    txs,
    reading: states.some((s) => s.reading),
    complete: states.length > 0 && states.every((s) => s.complete),
    error: states.find((s) => s.error)?.error ?? null,
  };
}
