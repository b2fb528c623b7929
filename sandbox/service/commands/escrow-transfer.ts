// The keeper funds escrows and delegates them to the user; the user's own transaction then moves
// the tokens out (claim's transfers, burn's asset).
import { createTransferCheckedInstruction } from '@solana/spl-token';
import type { PublicKey, TransactionInstruction } from '@solana/web3.js';
import { ata } from '../../model/addresses';
import type { SandboxToken } from '../../model/tokens';

/** The user, as the escrow's delegate, moves `amount` of `token` to their own token account. */
export function escrowToUser(
  escrow: PublicKey,
  token: SandboxToken,
  user: PublicKey,
  amount: bigint,
): TransactionInstruction {
  return createTransferCheckedInstruction(
    escrow,
    token.mint,
    ata(user, token.mint),
    user,
    amount,
    token.decimals,
  );
}
