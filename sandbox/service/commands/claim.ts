// claim → createATAsTx makes the user's missing token accounts for the withdrawn assets
// (idempotent; when none is missing, see ServiceBehaviour.claimAccountsTx); claimTokensTx moves
// each escrow to the user, the user signing as the escrow's delegate, with the Basket program's
// claimToken naming the sell state (the withdraw account) in its real position. When it lands,
// the keeper, standing in for the program, closes the sell state and returns its rent to the user.
import { createAssociatedTokenAccountIdempotentInstruction } from '@solana/spl-token';
import { PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import type { ClaimRequest } from '../../../src/api/schemas';
import {
  BASKETS_PROGRAM_PDA,
  TOKEN_LIST_ADDRESS,
} from '../../../src/solana/basketsProgram/addresses';
import { basketsInstruction } from '../../program/instructions';
import { programTokenAccount } from '../../program/token-list';
import { TOKEN_PROGRAM_ID, USDC_MINT, ata } from '../../model/addresses';
import { type ServiceContext, unsignedTransaction } from '../context';
import { ApiFailure } from '../../model/errors';
import { escrowToUser } from './escrow-transfer';
import { accountExists } from '../../model/ledger';
import { memoInstruction } from '../../model/memo';

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
  // (docs/real-service.md, "The Basket service"). 'always' keeps the spec's two-step shape
  // (docs/api.md rule 4) with a memo-only transaction; 'when-needed' leaves the field out.
  const accountsTx =
    createAtas.length > 0
      ? unsignedTransaction(ctx, user, createAtas)
      : ctx.behaviour.claimAccountsTx === 'always'
        ? unsignedTransaction(ctx, user, [memoInstruction(user, { op: 'claim-accounts' })])
        : undefined;

  const transfers = escrows.map(([mint, e]) => {
    return escrowToUser(new PublicKey(e.account), ctx.tokens.must(mint), user, e.amount);
  });
  // The SDK sends one claimToken per token, always the first (instructionsBuilder.ts
  // buildClaimTokensFromSellStateIxs); one names the sell state, and seven would not fit a packet
  // beside the escrow transfers.
  const first = ctx.tokens.must(escrows[0]?.[0] ?? USDC_MINT);
  const claimToken = basketsInstruction(
    'claimToken',
    {
      signer: user,
      manager: user,
      fundState: new PublicKey(w.address),
      tokenList: TOKEN_LIST_ADDRESS,
      sellerTokenAccount: ata(user, first.mint),
      pdaTokenAccount: programTokenAccount(first.mint),
      pdaAccount: BASKETS_PROGRAM_PDA,
      systemProgram: SystemProgram.programId,
      tokenProgram: TOKEN_PROGRAM_ID,
    },
    { tokenId: BigInt(first.id) },
  );
  const claimTokensTx = unsignedTransaction(ctx, user, [...transfers, claimToken]);
  return {
    success: true as const,
    ...(accountsTx === undefined ? {} : { createATAsTx: accountsTx }),
    claimTokensTx,
  };
}
