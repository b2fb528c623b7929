// claim → createATAsTx makes the user's missing token accounts for the withdrawn assets
// (idempotent; when none is missing, see ServiceBehaviour.claimAccountsTx); claimTokensTx moves
// each escrow to the user, the user signing as the escrow's delegate, and closes the withdraw
// account (its rent goes back to the user).
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
} from '@solana/spl-token';
import { PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import type { ClaimRequest } from '../../../src/api/schemas';
import { ata, seedOf } from '../addresses';
import { type ServiceContext, unsignedTransaction } from '../context';
import { ApiFailure } from '../errors';
import { accountExists, lamportsOf } from '../ledger';
import { memoInstruction } from '../memo';

export function buildClaim(ctx: ServiceContext, req: ClaimRequest) {
  const w = ctx.index.withdrawals.get(req.basket);
  if (!w) {
    throw new ApiFailure(
      404,
      'WITHDRAW_NOT_FOUND',
      'No withdraw account with this address: pass the account the withdraw step created',
      'basket',
    );
  }
  if (w.user !== req.user) {
    throw new ApiFailure(
      403,
      'NOT_WITHDRAW_OWNER',
      'This withdraw account belongs to another wallet',
      'user',
    );
  }
  if (w.status === 'claimed') {
    throw new ApiFailure(
      409,
      'ALREADY_CLAIMED',
      'This withdrawal has already been claimed',
      'basket',
    );
  }
  if (w.status !== 'ready') {
    throw new ApiFailure(
      409,
      'WITHDRAW_NOT_READY',
      'The sandbox keeper is still moving the assets of this withdrawal; try again in a few seconds',
      'basket',
    );
  }
  const user = new PublicKey(req.user);
  const escrows = [...w.escrows.entries()].filter(([, e]) => e.amount > 0n);

  const createAtas: TransactionInstruction[] = [];
  for (const [mint] of escrows) {
    const account = ata(user, new PublicKey(mint));
    if (!accountExists(ctx.chain, account)) {
      createAtas.push(
        createAssociatedTokenAccountIdempotentInstruction(user, account, user, new PublicKey(mint)),
      );
    }
  }
  // Nothing missing: whether the real service still sends createATAsTx is not known
  // (notes/real-service.md). 'always' keeps the spec's two-step shape with a memo-only
  // transaction; 'when-needed' leaves the field out.
  const accountsTx =
    createAtas.length > 0
      ? unsignedTransaction(ctx, user, createAtas)
      : ctx.behaviour.claimAccountsTx === 'always'
        ? unsignedTransaction(ctx, user, [memoInstruction(user, { op: 'claim-accounts' })])
        : undefined;

  const transfers = escrows.map(([mint, e]) => {
    const token = ctx.tokens.must(mint);
    return createTransferCheckedInstruction(
      new PublicKey(e.account),
      token.mint,
      ata(user, token.mint),
      user,
      e.amount,
      token.decimals,
    );
  });
  const withdrawAccount = new PublicKey(w.address);
  const refund = lamportsOf(ctx.chain, withdrawAccount);
  const claimTokensTx = unsignedTransaction(ctx, user, [
    ...transfers,
    ...(refund > 0
      ? [
          SystemProgram.transfer({
            fromPubkey: withdrawAccount,
            basePubkey: user,
            toPubkey: user,
            lamports: refund,
            seed: seedOf.withdraw(w.id),
            programId: SystemProgram.programId,
          }),
        ]
      : []),
    // The refund names the withdraw account already; the memo repeats it only without one. (For
    // seven escrows plus the ComputeBudget instructions every byte counts: 1232 at most.)
    memoInstruction(user, refund > 0 ? { op: 'claim' } : { op: 'claim', withdraw: w.address }),
  ]);
  return {
    success: true as const,
    ...(accountsTx === undefined ? {} : { createATAsTx: accountsTx }),
    claimTokensTx,
  };
}
