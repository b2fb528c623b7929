// The memos that carry the basket model's state on chain. Each is JSON with an `op`; the indexer
// reads them from confirmed transactions together with the signers of the memo instruction.
import { PublicKey, TransactionInstruction, type VersionedTransaction } from '@solana/web3.js';
import { MEMO_PROGRAM_ID } from './addresses';

export function memoInstruction(
  signer: PublicKey,
  payload: Record<string, unknown>,
): TransactionInstruction {
  return new TransactionInstruction({
    programId: MEMO_PROGRAM_ID,
    keys: [{ pubkey: signer, isSigner: true, isWritable: false }],
    data: Buffer.from(JSON.stringify(payload), 'utf8'),
  });
}

export interface DecodedInstruction {
  programId: PublicKey;
  accounts: PublicKey[];
  data: Uint8Array;
}

export interface DecodedTransaction {
  keys: PublicKey[];
  signers: Set<string>;
  instructions: DecodedInstruction[];
}

/** Static keys only: the sandbox never builds transactions with lookup tables. */
export function decodeInstructions(tx: VersionedTransaction): DecodedTransaction {
  const message = tx.message;
  const keys = message.staticAccountKeys;
  const signers = new Set(
    keys.slice(0, message.header.numRequiredSignatures).map((k) => k.toBase58()),
  );
  const instructions = message.compiledInstructions.map((ix) => ({
    programId: keys[ix.programIdIndex] ?? PublicKey.default,
    accounts: ix.accountKeyIndexes.map((i) => keys[i] ?? PublicKey.default),
    data: ix.data,
  }));
  return { keys, signers, instructions };
}

export interface Memo {
  op: string;
  payload: Record<string, unknown>;
  /** Signers named by the memo instruction (the Memo program checked they signed). */
  signers: string[];
}

export function readMemos(decoded: DecodedTransaction): Memo[] {
  const memos: Memo[] = [];
  for (const ix of decoded.instructions) {
    if (!ix.programId.equals(MEMO_PROGRAM_ID)) continue;
    try {
      const payload = JSON.parse(Buffer.from(ix.data).toString('utf8')) as unknown;
      if (
        payload &&
        typeof payload === 'object' &&
        typeof (payload as { op?: unknown }).op === 'string'
      ) {
        const p = payload as Record<string, unknown>;
        memos.push({
          op: p.op as string,
          payload: p,
          signers: ix.accounts.map((a) => a.toBase58()).filter((a) => decoded.signers.has(a)),
        });
      }
    } catch {
      // Someone else's memo: not ours to read.
    }
  }
  return memos;
}
