// Withdrawals: the burned basket tokens' pro-rata share of every vault moves into escrows owned
// by the withdrawal's authority and approved to the user, who claims them as delegate.
import {
  createApproveCheckedInstruction,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
} from '@solana/spl-token';
import { PublicKey, type TransactionInstruction } from '@solana/web3.js';
import { ata } from '../model/addresses';
import { memoInstruction } from '../model/memo';
import type { WithdrawRecord } from '../model/state';
import { KeeperActor, LEGS_PER_TX, chunks } from './actor';
import { proRata } from './nav';

export function fundWithdrawal(a: KeeperActor, w: WithdrawRecord): void {
  if (w.status !== 'pending') return;
  const b = a.index.baskets.get(w.basket);
  if (!b) return;
  const authority = a.basketAuthority(b);
  const withdrawAuthority = a.keys.withdrawAuthority(new PublicKey(w.address));
  const user = new PublicKey(w.user);
  const position = a.position(b);
  const legs = position.holdings
    .filter((h) => !w.escrows.has(h.token.mint.toBase58()))
    .map((h) => ({ holding: h, amount: proRata(h.balance, w.amount, position.shares) }))
    .filter((leg) => leg.amount > 0n);
  const groups = chunks(legs, LEGS_PER_TX);
  if (groups.length === 0) groups.push([]);
  groups.forEach((group, i) => {
    const ixs: TransactionInstruction[] = [];
    const funded: [string, string, string][] = [];
    for (const { holding, amount } of group) {
      const { mint, decimals } = holding.token;
      const escrow = ata(withdrawAuthority.publicKey, mint);
      ixs.push(
        createAssociatedTokenAccountIdempotentInstruction(
          a.publicKey,
          escrow,
          withdrawAuthority.publicKey,
          mint,
        ),
        createTransferCheckedInstruction(
          holding.vault,
          mint,
          escrow,
          authority.publicKey,
          amount,
          decimals,
        ),
        createApproveCheckedInstruction(
          escrow,
          mint,
          user,
          withdrawAuthority.publicKey,
          amount,
          decimals,
        ),
      );
      funded.push([mint.toBase58(), escrow.toBase58(), amount.toString()]);
    }
    ixs.push(
      memoInstruction(a.publicKey, {
        op: 'keeper:fund-withdraw',
        withdraw: w.address,
        escrows: funded,
        done: i === groups.length - 1,
      }),
    );
    a.send(ixs, [authority, withdrawAuthority]);
  });
}
