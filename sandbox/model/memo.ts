// A Memo program instruction signed by `signer`: what the sandbox's own transactions (the faucet's,
// claim's memo-only account step) carry as words. Nothing reads them back.
import { TransactionInstruction, type PublicKey } from '@solana/web3.js';
import { MEMO_PROGRAM_ID } from './addresses';

export function memoInstruction(signer: PublicKey, text: string): TransactionInstruction {
  return new TransactionInstruction({
    programId: MEMO_PROGRAM_ID,
    keys: [{ pubkey: signer, isSigner: true, isWritable: false }],
    data: Buffer.from(text, 'utf8'),
  });
}
