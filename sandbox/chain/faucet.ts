// The chain's faucet: airdrops are real transfers it signs, so they have signatures, statuses and
// history like any transaction.
import { SystemProgram, Transaction, type Keypair, type PublicKey } from '@solana/web3.js';

/** A signed transfer of `lamports` from the faucet to `to`, as wire bytes. */
export function faucetTransfer(
  faucet: Keypair,
  to: PublicKey,
  lamports: bigint,
  recent: { blockhash: string; lastValidBlockHeight: number },
): Uint8Array {
  const tx = new Transaction({ feePayer: faucet.publicKey, ...recent }).add(
    SystemProgram.transfer({ fromPubkey: faucet.publicKey, toPubkey: to, lamports }),
  );
  tx.sign(faucet);
  return tx.serialize();
}
