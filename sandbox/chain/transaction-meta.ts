// What a landed or simulated transaction reports beside its outcome, read from LiteSVM's metadata
// in a node's JSON shapes: inner instructions, return data, the memo of getSignaturesForAddress,
// and the event listeners receive.
import { VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import type { TransactionMetadata } from 'litesvm/dist/internal';
import { MEMO_PROGRAM_ID, MEMO_V1_PROGRAM_ID } from '../../src/solana/programs';
import type { InnerInstructionsJson, TransactionRecord } from './ledger-index';
import type { TransactionEvent } from './types';

const MEMO_PROGRAMS = new Set([MEMO_PROGRAM_ID, MEMO_V1_PROGRAM_ID]);

export type ReturnDataJson = { programId: string; data: [string, 'base64'] } | null;

export function innerInstructionsOf(meta: TransactionMetadata): InnerInstructionsJson[] {
  const out: InnerInstructionsJson[] = [];
  meta.innerInstructions().forEach((list, index) => {
    if (list.length === 0) return;
    out.push({
      index,
      instructions: list.map((inner) => {
        const ix = inner.instruction();
        return {
          programIdIndex: ix.programIdIndex(),
          accounts: [...ix.accounts()],
          data: bs58.encode(ix.data()),
          stackHeight: inner.stackHeight(),
        };
      }),
    });
  });
  return out;
}

export function returnDataOf(meta: TransactionMetadata): ReturnDataJson {
  const rd = meta.returnData();
  const data = rd.data();
  if (data.length === 0) return null;
  return {
    programId: bs58.encode(rd.programId()),
    data: [Buffer.from(data).toString('base64'), 'base64'],
  };
}

/** A node's `memo` for getSignaturesForAddress: "[len] text", joined with "; ". */
export function memoOf(tx: VersionedTransaction): string | null {
  const keys = tx.message.staticAccountKeys;
  const memos: string[] = [];
  for (const ix of tx.message.compiledInstructions) {
    const program = keys[ix.programIdIndex]?.toBase58();
    if (!program || !MEMO_PROGRAMS.has(program)) continue;
    const text = Buffer.from(ix.data).toString('utf8');
    memos.push(`[${ix.data.length}] ${text}`);
  }
  return memos.length ? memos.join('; ') : null;
}

export function eventOf(
  r: TransactionRecord,
  replayed: boolean,
  tx?: VersionedTransaction,
): TransactionEvent {
  return {
    signature: r.signature,
    slot: r.slot,
    blockTime: r.blockTime,
    transaction: tx ?? VersionedTransaction.deserialize(r.raw),
    err: r.err,
    logs: r.logs,
    replayed,
  };
}
