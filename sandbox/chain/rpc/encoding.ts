// Account and JSON encodings as a node writes them.
import bs58 from 'bs58';
import type { RawAccount } from '../chain';
import type { RpcBackend } from './backend';
import { ChainRpcError, RPC_ERROR, invalidParams } from '../errors';
import { parseTokenData } from './parsed-token';
import { zstdFrame } from './zstd-frame';

export type AccountEncoding = 'base58' | 'base64' | 'base64+zstd' | 'jsonParsed' | 'binary';

export interface AccountConfig {
  encoding?: string;
  dataSlice?: { offset: number; length: number };
}

const BIG = '\u0000big:';

/** JSON.stringify that writes bigints as plain JSON integers (u64 lamports, rent epochs). */
export function stringify(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    typeof v === 'bigint' ? `${BIG}${v.toString()}` : v,
  ).replace(/"\\u0000big:(\d+)"/g, '$1');
}

/** A u64 as a JSON number when it is exactly representable, else as a bigint (written raw). */
export const u64 = (v: bigint): number | bigint =>
  v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v;

export function readEncoding(
  config: AccountConfig | undefined,
  fallback: AccountEncoding,
): AccountEncoding {
  const e = config?.encoding ?? fallback;
  if (e === 'base58' || e === 'base64' || e === 'base64+zstd' || e === 'jsonParsed') return e;
  if (e === 'binary') return e;
  throw invalidParams(`Invalid params: unknown variant \`${e}\``);
}

function sliced(data: Uint8Array, slice: AccountConfig['dataSlice']): Uint8Array {
  if (!slice) return data;
  return data.subarray(slice.offset, slice.offset + slice.length);
}

/** The `data` member for one encoding. */
function encodeData(
  chain: RpcBackend,
  address: string,
  a: RawAccount,
  encoding: AccountEncoding,
  slice: AccountConfig['dataSlice'],
): unknown {
  if (encoding === 'jsonParsed') {
    const parsed = slice ? null : parseTokenData(address, a, (m) => chain.getRawAccount(m));
    if (parsed) return parsed;
    return [Buffer.from(sliced(a.data, slice)).toString('base64'), 'base64'];
  }
  const data = sliced(a.data, slice);
  if (encoding === 'base64') return [Buffer.from(data).toString('base64'), 'base64'];
  if (encoding === 'base64+zstd') {
    return [Buffer.from(zstdFrame(data)).toString('base64'), 'base64+zstd'];
  }
  if (data.length > 128) {
    throw new ChainRpcError(
      RPC_ERROR.invalidRequest,
      'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
    );
  }
  return encoding === 'binary' ? bs58.encode(data) : [bs58.encode(data), 'base58'];
}

/** An account object as getAccountInfo returns it (null stays null). */
export function encodeAccount(
  chain: RpcBackend,
  address: string,
  a: RawAccount | null,
  config: AccountConfig | undefined,
  fallback: AccountEncoding = 'binary',
): Record<string, unknown> | null {
  if (!a) return null;
  const encoding = readEncoding(config, fallback);
  return {
    data: encodeData(chain, address, a, encoding, config?.dataSlice),
    executable: a.executable,
    lamports: u64(a.lamports),
    owner: a.owner,
    rentEpoch: u64(a.rentEpoch),
    space: a.data.length,
  };
}

/** The value a node sends for an account that no longer exists (accountNotification). */
export function closedAccount(encoding: AccountEncoding): Record<string, unknown> {
  return {
    data:
      encoding === 'binary'
        ? ''
        : encoding === 'base64+zstd'
          ? [Buffer.from(zstdFrame(new Uint8Array(0))).toString('base64'), 'base64+zstd']
          : ['', encoding === 'base58' ? 'base58' : 'base64'],
    executable: false,
    lamports: 0,
    owner: '11111111111111111111111111111111',
    rentEpoch: 0,
    space: 0,
  };
}
