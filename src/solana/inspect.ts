// What a transaction will do, in terms a reviewer can check before signing: who pays, who must
// sign (and who already did), which programs run, which accounts get created.
import type { AddressLookupTableAccount, VersionedTransaction } from '@solana/web3.js';
import { decodeInstruction } from './instructions';
import { programLabel, programName } from './programs';

/** One account of the message. Accounts loaded from lookup tables may be unresolved. */
export interface AccountRef {
  /** Position in the message's full account list (static keys, then lookup keys). */
  index: number;
  /** The address, or null when it comes from a lookup table that was not supplied. */
  address: string | null;
  signer: boolean;
  writable: boolean;
  /** Set for accounts loaded from an address lookup table. */
  lookup?: { table: string; index: number };
}

export interface InspectedInstruction {
  /** Program id. */
  program: string;
  /** Friendly program name, or "Unknown program". */
  programName: string;
  /** Instruction name when the program is well known, e.g. "transfer". */
  name?: string;
  /** Account addresses in instruction order; see `accountRefs` for lookup-table accounts. */
  accounts: string[];
  accountRefs: AccountRef[];
  /** Memo text, for memo instructions. */
  memo?: string;
  details?: Record<string, string>;
  /** Raw instruction data length in bytes. */
  dataLength: number;
}

export interface TxInspection {
  version: 'legacy' | 0;
  feePayer: string;
  /** Required signers in order (the fee payer first); signed = signature present (not all zeros). */
  signers: { address: string; signed: boolean }[];
  /** Required signers whose signature is still missing. */
  missingSigners: string[];
  /** Programs invoked, in order of first use. */
  programs: { id: string; name: string }[];
  recentBlockhash: string;
  /** Accounts created by System createAccount(WithSeed) and ATA create / createIdempotent. */
  createdAccounts: string[];
  instructions: InspectedInstruction[];
  /** Every account of the message, lookup-table aware. */
  accounts: AccountRef[];
  /** Number of accounts loaded from lookup tables that could not be resolved. */
  unresolvedLookupAccounts: number;
  memos: string[];
}

export interface InspectOptions {
  /** Lookup tables (fetched from the chain) to resolve v0 lookup accounts. */
  lookupTables?: AddressLookupTableAccount[];
}

/** The text shown in `accounts` for an account that could not be resolved. */
export function unresolvedLabel(ref: AccountRef): string {
  return ref.lookup
    ? `(unresolved: lookup table ${ref.lookup.table} #${ref.lookup.index})`
    : '(unknown account)';
}

function isSigned(signature: Uint8Array | undefined): boolean {
  return signature !== undefined && signature.some((byte) => byte !== 0);
}

function listAccounts(tx: VersionedTransaction, options: InspectOptions): AccountRef[] {
  const message = tx.message;
  const refs: AccountRef[] = message.staticAccountKeys.map((key, index) => ({
    index,
    address: key.toBase58(),
    signer: message.isAccountSigner(index),
    writable: message.isAccountWritable(index),
  }));
  // v0 order after the static keys: every table's writable indexes, then every table's readonly.
  const lookups = message.addressTableLookups;
  const tables = new Map(
    (options.lookupTables ?? []).map((table) => [table.key.toBase58(), table.state.addresses]),
  );
  const loaded = (kind: 'writableIndexes' | 'readonlyIndexes') =>
    lookups.flatMap((lookup) =>
      lookup[kind].map((index) => {
        const table = lookup.accountKey.toBase58();
        return { table, index, address: tables.get(table)?.[index]?.toBase58() ?? null };
      }),
    );
  for (const [writable, entries] of [
    [true, loaded('writableIndexes')],
    [false, loaded('readonlyIndexes')],
  ] as const) {
    for (const entry of entries) {
      refs.push({
        index: refs.length,
        address: entry.address,
        signer: false,
        writable,
        lookup: { table: entry.table, index: entry.index },
      });
    }
  }
  return refs;
}

/**
 * Inspects a decoded transaction (legacy or v0) without contacting the chain.
 * Throws for other message versions (decodeTransaction refuses them too).
 */
export function inspectTransaction(
  tx: VersionedTransaction,
  options: InspectOptions = {},
): TxInspection {
  const message = tx.message;
  const version = message.version;
  if (version !== 'legacy' && version !== 0) {
    throw new Error(`Unsupported transaction version ${String(version)}`);
  }
  const accounts = listAccounts(tx, options);
  const staticKeys = message.staticAccountKeys.map((key) => key.toBase58());
  const signerCount = message.header.numRequiredSignatures;
  const signers = staticKeys
    .slice(0, signerCount)
    .map((address, i) => ({ address, signed: isSigned(tx.signatures[i]) }));

  const programs: { id: string; name: string }[] = [];
  const createdAccounts: string[] = [];
  const memos: string[] = [];
  const instructions = message.compiledInstructions.map((ix): InspectedInstruction => {
    const program = staticKeys[ix.programIdIndex] ?? '(unknown program)';
    if (!programs.some((p) => p.id === program)) {
      programs.push({ id: program, name: programLabel(program) });
    }
    const accountRefs = ix.accountKeyIndexes.map(
      (i): AccountRef => accounts[i] ?? { index: i, address: null, signer: false, writable: false },
    );
    const addresses = accountRefs.map((ref) => ref.address ?? unresolvedLabel(ref));
    const data = ix.data instanceof Uint8Array ? ix.data : Uint8Array.from(ix.data);
    // Only resolved addresses feed the decoder: a placeholder must never read as an account.
    const decoded = decodeInstruction(
      program,
      data,
      accountRefs.map((ref) => ref.address ?? ''),
    );
    for (const created of decoded.creates ?? []) {
      if (created && !createdAccounts.includes(created)) createdAccounts.push(created);
    }
    if (decoded.memo !== undefined) memos.push(decoded.memo);
    return {
      program,
      programName: programName(program) ?? 'Unknown program',
      ...(decoded.name !== undefined && { name: decoded.name }),
      accounts: addresses,
      accountRefs,
      ...(decoded.memo !== undefined && { memo: decoded.memo }),
      ...(decoded.details !== undefined && { details: decoded.details }),
      dataLength: data.length,
    };
  });

  return {
    version,
    feePayer: staticKeys[0] ?? '',
    signers,
    missingSigners: signers.filter((s) => !s.signed).map((s) => s.address),
    programs,
    recentBlockhash: message.recentBlockhash,
    createdAccounts,
    instructions,
    accounts,
    unresolvedLookupAccounts: accounts.filter((a) => a.address === null).length,
    memos,
  };
}
