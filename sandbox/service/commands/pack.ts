// Instructions that each stand alone (one claimToken per token), in as few transactions as fit
// Solana's packet, in order: each transaction takes as many of the next ones as fit.
import type { PublicKey, TransactionInstruction } from '@solana/web3.js';
import { ApiFailure } from '../../model/errors';
import { type ServiceContext, unsignedTransaction } from '../context';

export function packTransactions(
  ctx: ServiceContext,
  feePayer: PublicKey,
  instructions: readonly TransactionInstruction[],
): string[] {
  const out: string[] = [];
  let start = 0;
  while (start < instructions.length) {
    let built: string | null = null;
    let end = instructions.length;
    for (; end > start; end--) {
      try {
        built = unsignedTransaction(ctx, feePayer, instructions.slice(start, end));
        break;
      } catch (e) {
        if (!(e instanceof ApiFailure) || e.code !== 'TRANSACTION_TOO_LARGE') throw e;
      }
    }
    if (built === null) throw new Error('one instruction does not fit a transaction');
    out.push(built);
    start = end;
  }
  return out;
}
