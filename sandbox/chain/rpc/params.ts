// The params a node's JSON-RPC methods share, parsed with the node's messages (config maps,
// pubkeys, signatures, encoded transactions), and the `{ context, value }` answer wrapper.
import bs58 from 'bs58';
import { invalidParams } from '../errors';
import type { RpcBackend } from './backend';

export const SOLANA_CORE_VERSION = '2.2.20';
/** Encoded size a node accepts for a transaction param, per encoding (raw limit 1232 bytes). */
const MAX_BASE58_SIZE = 1683;
const MAX_BASE64_SIZE = 1644;

export const context = (chain: RpcBackend) => ({
  apiVersion: SOLANA_CORE_VERSION,
  slot: chain.slot(),
});
export const withContext = (chain: RpcBackend, value: unknown) => ({
  context: context(chain),
  value,
});

export function pubkeyParam(v: unknown): string {
  if (typeof v !== 'string') throw invalidParams('Invalid params: invalid type: expected a string');
  try {
    const bytes = bs58.decode(v);
    if (bytes.length !== 32) throw new Error('WrongSize');
    return v;
  } catch {
    throw invalidParams('Invalid param: Invalid');
  }
}

export function signatureParam(v: unknown): string {
  if (typeof v !== 'string') throw invalidParams('Invalid params: invalid type: expected a string');
  try {
    if (bs58.decode(v).length === 64) return v;
  } catch {
    /* fall through */
  }
  throw invalidParams('Invalid param: Invalid');
}

export function config<T extends object>(v: unknown): T {
  if (v === undefined || v === null) return {} as T;
  if (typeof v !== 'object' || Array.isArray(v)) {
    throw invalidParams('Invalid params: invalid type: expected a config map');
  }
  return v as T;
}

/** Wire bytes from a base58/base64 transaction param, with the node's size messages. */
export function transactionBytes(v: unknown, encoding: string | undefined): Uint8Array {
  if (typeof v !== 'string') throw invalidParams('Invalid params: invalid type: expected a string');
  const enc = encoding ?? 'base58';
  if (enc === 'base58') {
    if (v.length > MAX_BASE58_SIZE) {
      throw invalidParams(
        `base58 encoded solana_transaction::versioned::VersionedTransaction too large: ${v.length} bytes (max: encoded/raw ${MAX_BASE58_SIZE}/1232)`,
      );
    }
    try {
      return bs58.decode(v);
    } catch {
      throw invalidParams('invalid base58 encoding: InvalidCharacter');
    }
  }
  if (enc === 'base64') {
    if (v.length > MAX_BASE64_SIZE) {
      throw invalidParams(
        `base64 encoded solana_transaction::versioned::VersionedTransaction too large: ${v.length} bytes (max: encoded/raw ${MAX_BASE64_SIZE}/1232)`,
      );
    }
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(v))
      throw invalidParams('invalid base64 encoding: InvalidByte');
    return new Uint8Array(Buffer.from(v, 'base64'));
  }
  throw invalidParams(
    `Invalid params: unknown variant \`${enc}\`, expected \`base58\` or \`base64\``,
  );
}
