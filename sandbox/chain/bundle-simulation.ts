// Several transactions simulated in order, as Jito's `simulateBundle` runs a bundle: each against
// the accounts as the ones before it left them, on a scratch copy of the state that is put back
// afterwards, so nothing is kept. The first failure ends the bundle; the ones after it never run.
import type { VersionedTransaction } from '@solana/web3.js';
import type { TransactionFailure } from './errors';
import type { Runtime } from './runtime';
import type { BundleStepResult, BundleTransaction, RawAccount } from './types';
import { decodeTransaction, loadedAddresses } from './wire';

/** The accounts `tx` may write: its writable static keys and lookup-table entries. */
function writableAccounts(tx: VersionedTransaction, runtime: Runtime): string[] {
  const message = tx.message;
  const written = message.staticAccountKeys
    .filter((_, i) => message.isAccountWritable(i))
    .map((k) => k.toBase58());
  const loaded = loadedAddresses(tx, (a) => runtime.readBytes(a)?.data ?? null);
  return [...written, ...loaded.writable];
}

/**
 * Runs `bundle` in order on `runtime`. `admit` says why a transaction cannot run at all (its
 * blockhash), or null. Accounts asked for are read just before and just after each run.
 */
export function simulateInOrder(
  runtime: Runtime,
  bundle: readonly BundleTransaction[],
  opts: { sigVerify: boolean; admit(tx: VersionedTransaction): TransactionFailure | null },
): BundleStepResult[] {
  const read = (addresses: readonly string[] | undefined) =>
    addresses ? addresses.map((a) => runtime.getRaw(a)) : null;
  /** The scratch state's originals, to put back: the first version seen of each account written. */
  const originals = new Map<string, RawAccount | null>();
  const results: BundleStepResult[] = [];
  try {
    for (const { raw, before, after } of bundle) {
      const tx = decodeTransaction(raw);
      const pre = read(before);
      const refused = opts.admit(tx);
      const run = refused
        ? { failure: refused, logs: [], unitsConsumed: 0, returnData: null, postAccounts: null }
        : runtime.simulate(raw, opts.sigVerify);
      if (!run.failure && run.postAccounts) {
        // Only what the transaction may write: it changed nothing else.
        for (const address of writableAccounts(tx, runtime)) {
          if (!run.postAccounts.has(address)) continue;
          if (!originals.has(address)) originals.set(address, runtime.getRaw(address));
          runtime.setRaw(address, run.postAccounts.get(address) ?? null);
        }
      }
      results.push({
        failure: run.failure,
        logs: run.logs,
        unitsConsumed: run.unitsConsumed,
        returnData: run.returnData,
        before: pre,
        after: run.failure ? null : read(after),
      });
      if (run.failure) break;
    }
  } finally {
    for (const [address, account] of originals) runtime.setRaw(address, account);
  }
  return results;
}
