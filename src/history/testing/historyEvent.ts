// A builder for tests of what a wallet's history rows add up to (the portfolio, a position's line):
// one confirmed row of a basket, or a failed one, numbered in order.
import type { HistoryEvent, HistoryKind, TokenAmount } from '../types';

export interface HistoryRowOptions {
  readonly basket: string;
  readonly basketMint: string;
  /** Unix seconds; by default a day per row after 14 Nov 2023. */
  readonly blockTime?: number | null;
  readonly withdrawAccount?: string | null;
  readonly ok?: boolean;
}

let slot = 0;

/** A history row: slot after the last one built, signed by the wallet unless it is a credit. */
export function historyRow(
  kind: HistoryKind,
  paid: readonly TokenAmount[],
  received: readonly TokenAmount[],
  { basket, basketMint, blockTime, withdrawAccount = null, ok = true }: HistoryRowOptions,
): HistoryEvent {
  slot += 1;
  return {
    signature: `sig${slot}`,
    slot,
    blockTime: blockTime === undefined ? 1_700_000_000 + slot * 86_400 : blockTime,
    kind,
    basket,
    basketMint,
    withdrawAccount,
    paid,
    received,
    asked: null,
    outcome: ok ? { ok: true } : { ok: false, err: 'x', logReason: 'no' },
    signedByWallet: kind !== 'credit',
    signers: kind === 'credit' ? ['Keeper'] : ['Wallet'],
    step: null,
    buyState: null,
    fee: 5000,
  };
}
