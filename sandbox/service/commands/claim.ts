// claim → createATAsTx opens the user's missing token accounts for the withdrawn tokens
// (idempotent; when none is missing see ServiceBehaviour.claimAccountsTx); claimTokensTx carries
// one Basket program claimToken per token of the withdraw account — slot 0 first, then each token
// it still holds, as the SDK builds them (baskets-sdk 0.0.45 instructionsBuilder.ts
// buildClaimTokensFromSellStateIxs) — packed into as few transactions as fit a packet. The program
// moves each token from its account to the user's and closes the sell state with the last one, its
// rent back to the user. One transaction holds every claim of a basket of the sandbox's seven
// tokens; more would be answered as a list (`claimTokensTx: [tx, …]`), sent in order.
import {
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
} from '@solana/spl-token';
import { PublicKey, SystemProgram } from '@solana/web3.js';
import type { ClaimRequest } from '../../../src/api/schemas';
import {
  BASKETS_PROGRAM_PDA,
  TOKEN_LIST_ADDRESS,
} from '../../../src/solana/basketsProgram/addresses';
import { basketsInstruction } from '../../program/instructions';
import { programTokenAccount } from '../../program/token-list';
import { ata } from '../../model/addresses';
import { memoInstruction } from '../../model/memo';
import { ApiFailure } from '../../model/errors';
import { accountExists } from '../../model/ledger';
import { type ServiceContext, unsignedTransaction } from '../context';
import { packTransactions } from './pack';

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
  const sell = ctx.index.fundState(w.address);
  if (!sell) {
    throw new ApiFailure(
      409,
      'ALREADY_CLAIMED',
      'This withdrawal has already been claimed',
      'basket',
    );
  }
  const user = new PublicKey(req.user);
  const slots = sell.composition.filter((slot, i) => i === 0 || slot.amount > 0n);
  const tokens = slots.map((slot) => {
    const token = ctx.tokens.byId(slot.tokenId);
    if (!token) throw new Error(`token ${slot.tokenId} is not on the sandbox's list`);
    return { token, amount: slot.amount };
  });

  const createAtas = tokens
    .filter(({ token, amount }) => amount > 0n && !accountExists(ctx.chain, ata(user, token.mint)))
    .map(({ token }) =>
      createAssociatedTokenAccountIdempotentInstruction(
        user,
        ata(user, token.mint),
        user,
        token.mint,
      ),
    );
  // Nothing missing: whether the real service still sends createATAsTx is not known
  // (docs/real-service.md, "The Basket service"). 'always' keeps the spec's two-step shape
  // (docs/api.md rule 4) with a memo-only transaction; 'when-needed' leaves the field out.
  const accountsTx =
    createAtas.length > 0
      ? unsignedTransaction(ctx, user, createAtas)
      : ctx.behaviour.claimAccountsTx === 'always'
        ? unsignedTransaction(ctx, user, [
            memoInstruction(user, 'Your token accounts already exist'),
          ])
        : undefined;

  const claims = tokens.map(({ token }) =>
    basketsInstruction(
      'claimToken',
      {
        signer: user,
        manager: user,
        fundState: new PublicKey(w.address),
        tokenList: TOKEN_LIST_ADDRESS,
        sellerTokenAccount: ata(user, token.mint),
        pdaTokenAccount: programTokenAccount(token.mint),
        pdaAccount: BASKETS_PROGRAM_PDA,
        systemProgram: SystemProgram.programId,
        tokenProgram: TOKEN_PROGRAM_ID,
      },
      { tokenId: BigInt(token.id) },
    ),
  );
  const claimTxs = packTransactions(ctx, user, claims);
  return {
    success: true as const,
    ...(accountsTx === undefined ? {} : { createATAsTx: accountsTx }),
    claimTokensTx: claimTxs.length === 1 ? (claimTxs[0] ?? '') : claimTxs,
  };
}
