// Reading transactions off the wire: decoding, sanitising, fee and durable-nonce rules, and the
// account keys a transaction touches (including those loaded from address lookup tables).
import { PublicKey, SystemProgram, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { COMPUTE_BUDGET_PROGRAM_ID } from '../../src/solana/programs';
import { ChainRpcError, RPC_ERROR, invalidParams } from './errors';

/** Largest serialized transaction a node accepts (PACKET_DATA_SIZE). */
export const MAX_TRANSACTION_BYTES = 1232;
export const LAMPORTS_PER_SIGNATURE = 5000;

const DEFAULT_UNITS_PER_INSTRUCTION = 200_000;
const MAX_COMPUTE_UNITS = 1_400_000;

/** Decodes and sanitises wire bytes as a node does before anything else. */
export function decodeTransaction(raw: Uint8Array): VersionedTransaction {
  if (raw.length > MAX_TRANSACTION_BYTES) {
    throw invalidParams(
      `transaction too large: ${raw.length} bytes (max: ${MAX_TRANSACTION_BYTES} bytes)`,
    );
  }
  let tx: VersionedTransaction;
  try {
    tx = VersionedTransaction.deserialize(raw);
  } catch (e) {
    throw invalidParams(
      `failed to deserialize solana_transaction::versioned::VersionedTransaction: io error: ${(e as Error).message}`,
    );
  }
  const header = tx.message.header;
  if (tx.signatures.length === 0 || tx.signatures.length !== header.numRequiredSignatures) {
    throw new ChainRpcError(
      RPC_ERROR.invalidParams,
      'invalid transaction: Transaction failed to sanitize accounts offsets correctly',
    );
  }
  return tx;
}

export function signatureOf(tx: VersionedTransaction): string {
  return bs58.encode(tx.signatures[0] ?? new Uint8Array(64));
}

/** Base fee plus priority fee, as the runtime charges it. */
export function feeFor(tx: VersionedTransaction): number {
  const keys = tx.message.staticAccountKeys;
  let unitLimit: number | null = null;
  let microLamportsPerUnit = 0n;
  let others = 0;
  for (const ix of tx.message.compiledInstructions) {
    const program = keys[ix.programIdIndex]?.toBase58();
    const data = ix.data;
    if (program !== COMPUTE_BUDGET_PROGRAM_ID) {
      others++;
      continue;
    }
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (data[0] === 2 && data.length >= 5) unitLimit = view.getUint32(1, true);
    if (data[0] === 3 && data.length >= 9) microLamportsPerUnit = view.getBigUint64(1, true);
  }
  const units = BigInt(
    Math.min(unitLimit ?? others * DEFAULT_UNITS_PER_INSTRUCTION, MAX_COMPUTE_UNITS),
  );
  const priority = (microLamportsPerUnit * units + 999_999n) / 1_000_000n;
  return tx.message.header.numRequiredSignatures * LAMPORTS_PER_SIGNATURE + Number(priority);
}

/**
 * The nonce account a durable-nonce transaction advances (its first instruction is
 * System AdvanceNonceAccount), or null for an ordinary recent-blockhash transaction.
 */
export function durableNonceAccount(tx: VersionedTransaction): string | null {
  const first = tx.message.compiledInstructions[0];
  if (!first) return null;
  const keys = tx.message.staticAccountKeys;
  if (!keys[first.programIdIndex]?.equals(SystemProgram.programId)) return null;
  const d = first.data;
  if (d.length < 4 || d[0] !== 4 || d[1] !== 0 || d[2] !== 0 || d[3] !== 0) return null;
  const nonceIndex = first.accountKeyIndexes[0];
  return nonceIndex === undefined ? null : (keys[nonceIndex]?.toBase58() ?? null);
}

/** The blockhash stored in an initialised nonce account's data (versions + state + authority). */
export function storedNonce(data: Uint8Array): string | null {
  if (data.length < 80) return null;
  const state = new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(4, true);
  return state === 1 ? bs58.encode(data.subarray(40, 72)) : null;
}

export interface LoadedAddresses {
  writable: string[];
  readonly: string[];
}

/** Addresses a v0 transaction loads from lookup tables; `readTable` returns a table's data. */
export function loadedAddresses(
  tx: VersionedTransaction,
  readTable: (address: string) => Uint8Array | null,
): LoadedAddresses {
  const out: LoadedAddresses = { writable: [], readonly: [] };
  if (tx.version === 'legacy') return out;
  const LOOKUP_TABLE_META_SIZE = 56;
  for (const lookup of tx.message.addressTableLookups) {
    const data = readTable(lookup.accountKey.toBase58());
    if (!data) continue;
    const at = (i: number): string | null => {
      const start = LOOKUP_TABLE_META_SIZE + i * 32;
      return start + 32 <= data.length
        ? new PublicKey(data.subarray(start, start + 32)).toBase58()
        : null;
    };
    for (const i of lookup.writableIndexes) {
      const a = at(i);
      if (a) out.writable.push(a);
    }
    for (const i of lookup.readonlyIndexes) {
      const a = at(i);
      if (a) out.readonly.push(a);
    }
  }
  return out;
}
