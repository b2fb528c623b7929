import { createAssociatedTokenAccountIdempotentInstruction } from '@solana/spl-token';
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { BLOCKHASH, bytesToBase64, keypair } from '../../solana/testing/transactions';
import { findWithdrawAccount } from './findWithdrawAccount';

const user = keypair(1).publicKey;
const mint = new PublicKey('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');

function serialize(tx: Transaction): string {
  return bytesToBase64(tx.serialize({ requireAllSignatures: false, verifySignatures: false }));
}

describe('withdraw account in the withdraw transaction', () => {
  it('is the account created with a seed, not a token account opened on the way', async () => {
    const withdrawAccount = await PublicKey.createWithSeed(user, 'wd1', SystemProgram.programId);
    const ata = keypair(3).publicKey;
    const tx = new Transaction({ feePayer: user, recentBlockhash: BLOCKHASH }).add(
      createAssociatedTokenAccountIdempotentInstruction(user, ata, user, mint),
      SystemProgram.createAccountWithSeed({
        fromPubkey: user,
        newAccountPubkey: withdrawAccount,
        basePubkey: user,
        seed: 'wd1',
        lamports: 890_880,
        space: 0,
        programId: SystemProgram.programId,
      }),
    );
    expect(findWithdrawAccount(serialize(tx))).toBe(withdrawAccount.toBase58());
  });

  it('is undefined when the transaction creates nothing', () => {
    const tx = new Transaction({ feePayer: user, recentBlockhash: BLOCKHASH }).add(
      SystemProgram.transfer({ fromPubkey: user, toPubkey: keypair(2).publicKey, lamports: 1 }),
    );
    expect(findWithdrawAccount(serialize(tx))).toBeUndefined();
  });
});
