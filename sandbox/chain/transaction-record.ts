// Running one transaction for real and writing down what a node reports about it: the account
// keys (lookup tables resolved), balances and token balances before and after, the outcome, logs,
// units, inner instructions, return data and memo. A transaction that could not land at all (no
// fee charged) gives no record.
import type { VersionedTransaction } from '@solana/web3.js';
import { failureLands } from './errors';
import type { TransactionRecord } from './ledger-index';
import type { Runtime } from './runtime';
import { tokenBalances } from './token-balances';
import { memoOf } from './transaction-meta';
import { feeFor, loadedAddresses, signatureOf } from './wire';

export interface RunAt {
  slot: number;
  blockTime: number;
  /** Told the writable keys just before the run (a lagging replica keeps their old versions). */
  beforeWrite?: (writable: string[]) => void;
}

export function runAndRecord(
  runtime: Runtime,
  raw: Uint8Array,
  tx: VersionedTransaction,
  at: RunAt,
): TransactionRecord | null {
  const read = runtime.readBytes;
  const lamportsOf = (k: string) => Number(runtime.lamports(k));
  const loaded = loadedAddresses(tx, (a) => read(a)?.data ?? null);
  const accountKeys = [
    ...tx.message.staticAccountKeys.map((k) => k.toBase58()),
    ...loaded.writable,
    ...loaded.readonly,
  ];
  at.beforeWrite?.(accountKeys.filter((_, i) => tx.message.isAccountWritable(i)));
  const preBalances = accountKeys.map(lamportsOf);
  const preTokenBalances = tokenBalances(accountKeys, read);
  const run = runtime.execute(raw);
  const postBalances = accountKeys.map(lamportsOf);
  const feeCharged = (postBalances[0] ?? 0) < (preBalances[0] ?? 0);
  if (run.failure && !failureLands(run.failure.json) && !feeCharged) return null;
  return {
    signature: signatureOf(tx),
    slot: at.slot,
    blockTime: at.blockTime,
    raw,
    err: run.failure?.json ?? null,
    logs: run.logs,
    fee: feeFor(tx),
    computeUnitsConsumed: run.unitsConsumed,
    accountKeys,
    loadedAddresses: loaded,
    preBalances,
    postBalances,
    preTokenBalances,
    postTokenBalances: tokenBalances(accountKeys, read),
    innerInstructions: run.innerInstructions,
    returnData: run.returnData,
    memo: memoOf(tx),
  };
}
