// A transaction's instructions with every account as an address: a v0 message's lookup-table
// accounts are resolved from the tables read from the chain, and one that cannot be resolved
// refuses the whole transaction — what it would touch cannot be told (docs/security.md).
import type { VersionedTransaction } from '@solana/web3.js';
import { shortenAddress } from '../../ui/format';
import { refuse } from './refusal';
import type { Refused } from './types';

export interface ResolvedInstruction {
  program: string;
  accounts: string[];
  data: Uint8Array;
}

/** The lookup tables a transaction loads accounts from (none for a legacy one). */
export function lookupTablesOf(tx: VersionedTransaction): string[] {
  return tx.message.addressTableLookups.map((l) => l.accountKey.toBase58());
}

export function resolveInstructions(
  tx: VersionedTransaction,
  tables: ReadonlyMap<string, readonly string[]>,
): ResolvedInstruction[] | Refused {
  const message = tx.message;
  const keys = message.staticAccountKeys.map((k) => k.toBase58());
  // v0 order after the static keys: every table's writable indexes, then every table's readonly.
  const loaded: (string | undefined)[] = [];
  const missing: string[] = [];
  for (const kind of ['writableIndexes', 'readonlyIndexes'] as const) {
    for (const lookup of message.addressTableLookups) {
      const table = lookup.accountKey.toBase58();
      const addresses = tables.get(table);
      for (const index of lookup[kind]) {
        const address = addresses?.[index];
        if (address === undefined && !missing.includes(table)) missing.push(table);
        loaded.push(address);
      }
    }
  }
  if (missing.length > 0) {
    const named = missing.map((t) => shortenAddress(t)).join(', ');
    return refuse(
      () =>
        `it takes accounts from an address lookup table the network could not show (${named}), so what it would touch cannot be checked`,
    );
  }
  const all = [...keys, ...loaded];
  const instructions: ResolvedInstruction[] = [];
  for (const ix of message.compiledInstructions) {
    const program = keys[ix.programIdIndex];
    const accounts = ix.accountKeyIndexes.map((i) => all[i]);
    if (program === undefined || accounts.some((a) => a === undefined)) {
      return refuse(() => 'it names an account that is not in its own account list');
    }
    instructions.push({
      program,
      accounts: accounts.filter((a): a is string => a !== undefined),
      data: Uint8Array.from(ix.data),
    });
  }
  return instructions;
}
