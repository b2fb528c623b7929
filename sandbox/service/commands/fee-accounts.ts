// The fee accounts a deposit or single-asset mint pays into must exist before the program pays
// them: the user's transaction opens those still missing (idempotently, at the user's cost), as the
// SDK opens the service's fee account before a single-asset deposit (baskets-sdk 0.0.45
// buyState.ts singleTokenDeposit). Fees of 0 are not paid, so their accounts are not needed.
import { createAssociatedTokenAccountIdempotentInstruction } from '@solana/spl-token';
import { PublicKey, type TransactionInstruction } from '@solana/web3.js';
import { ata } from '../../model/addresses';
import { accountExists } from '../../model/ledger';
import type { ServiceContext } from '../context';

export interface FeeAccount {
  owner: PublicKey;
  /** Whether the program pays into it (a fee above 0). */
  paid: boolean;
}

/** Who the creator's fees go to: its fee delegate, else itself (the SDK's rule). */
export function feeOwner(state: { feeDelegate: string; manager: string }): PublicKey {
  return new PublicKey(
    state.feeDelegate === PublicKey.default.toBase58() ? state.manager : state.feeDelegate,
  );
}

export function openMissing(
  ctx: ServiceContext,
  payer: PublicKey,
  mint: PublicKey,
  accounts: readonly FeeAccount[],
): TransactionInstruction[] {
  const seen = new Set<string>();
  const out: TransactionInstruction[] = [];
  for (const { owner, paid } of accounts) {
    const account = ata(owner, mint);
    if (!paid || seen.has(account.toBase58()) || accountExists(ctx.chain, account)) continue;
    seen.add(account.toBase58());
    out.push(createAssociatedTokenAccountIdempotentInstruction(payer, account, owner, mint));
  }
  return out;
}
