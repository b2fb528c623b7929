// For the intent tables' tests: a command's answer from a real sandbox checked as the engine checks
// it — each transaction field in the flow's order, the reads at the sandbox's JSON-RPC — and a
// transaction rebuilt with its instructions changed, as a hostile API would answer.
import { TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import type { Command, RequestOf } from '../../src/api/commands';
import {
  rpcIntentReads,
  type BoundIntent,
  type IntentReads,
  type IntentVerdict,
  type StepTransaction,
} from '../../src/flow/intent';
import type { RpcEndpoint } from '../../src/solana/jsonRpc';

/** Each transaction of an answer (a list field: each of its transactions), in the fields' order. */
export function answerTransactions(
  answer: Record<string, unknown>,
  fields: readonly string[],
): StepTransaction[] {
  return fields.flatMap((txField) => {
    const value = answer[txField];
    const texts = Array.isArray(value) ? value : value === undefined ? [] : [value];
    return texts.map((text, i) => ({
      key: i === 0 ? txField : `${txField}-${i + 1}`,
      label: txField,
      txField,
      tx: VersionedTransaction.deserialize(Buffer.from(String(text), 'base64')),
    }));
  });
}

export function checkAnswer<C extends Command>(
  intent: BoundIntent<C>,
  request: RequestOf<C>,
  wallet: string,
  txs: readonly StepTransaction[],
  rpc: RpcEndpoint,
  reads: IntentReads = rpcIntentReads(rpc),
): Promise<IntentVerdict> {
  return intent.check(request, wallet, txs, reads);
}

/** A legacy transaction with its instructions changed by `change`, unsigned, same blockhash. */
export function rebuild(
  tx: VersionedTransaction,
  change: (instructions: TransactionInstruction[]) => TransactionInstruction[],
): VersionedTransaction {
  const message = TransactionMessage.decompile(tx.message);
  return new VersionedTransaction(
    new TransactionMessage({
      payerKey: message.payerKey,
      recentBlockhash: message.recentBlockhash,
      instructions: change(message.instructions),
    }).compileToLegacyMessage(),
  );
}

/**
 * The instructions with every withdrawal (sellFund: amount, then `rebalance`, u64 each) asking to
 * sell the tokens instead of keeping them: a withdraw the user did not ask for.
 */
export function sellingInstead(instructions: TransactionInstruction[]): TransactionInstruction[] {
  return instructions.map((ix) => {
    const data = Buffer.from(ix.data);
    if (data.length === 24) data.writeBigUInt64LE(1n, 16);
    return new TransactionInstruction({ programId: ix.programId, keys: ix.keys, data });
  });
}
