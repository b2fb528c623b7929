// Builders for tests that read baskets' past from transactions: a transaction as the history
// reader gives it (a successful one, an hour per number) and a token balance row of its meta.
import { BASKETS_PROGRAM_ID } from '../../solana/programs';
import type { ChainTx, TokenBalanceRow } from '../types';

export const HOUR = 3600;

/** Transaction number `n`: slot n, `n` hours after the epoch, fee payer 'payer', no calls. */
export function chainTx(
  n: number,
  tokens: TokenBalanceRow[],
  extra: Partial<ChainTx> = {},
): ChainTx {
  return {
    signature: `sig${n}`,
    slot: n,
    blockTime: n * HOUR,
    err: null,
    logReason: null,
    feePayer: 'payer',
    signers: ['payer'],
    fee: 5000,
    touchesBaskets: true,
    programs: [BASKETS_PROGRAM_ID],
    calls: [],
    tokens,
    ...extra,
  };
}

export function balanceRow(
  account: string,
  mint: string,
  owner: string,
  decimals: number,
  pre: bigint,
  post: bigint,
): TokenBalanceRow {
  return { account, mint, owner, decimals, pre, post };
}
