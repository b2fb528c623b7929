// getProgramAccounts as a node answers it (agave rpc.rs): params and filters verified with the
// node's errors, minContextSlot, every filter applied to the whole account, results sorted by
// address unless `sortResults: false`, then each account encoded (dataSlice, encodings) and the
// list wrapped in {context, value} when `withContext` is set.
import bs58 from 'bs58';
import type { RawAccount } from '../chain';
import type { RpcBackend } from './backend';
import { ChainRpcError, RPC_ERROR } from '../errors';
import { encodeAccount } from './encoding';
import { parseProgramAccountsParams, type ProgramAccountsFilter } from './program-accounts-config';

export interface RpcContext {
  apiVersion: string;
  slot: number;
}

const TOKEN_ACCOUNT_LEN = 165;
const MULTISIG_LEN = 355;
const TOKEN_ACCOUNT_STATE_OFFSET = 108;
const ACCOUNT_TYPE_ACCOUNT = 2;

/**
 * `tokenAccountState`: spl-token-2022 `Account::valid_account_data` — an initialized token
 * account of either token program (it looks at the bytes only, not the owner).
 */
function isInitializedTokenAccount(data: Uint8Array): boolean {
  const initialized = (data[TOKEN_ACCOUNT_STATE_OFFSET] ?? 0) !== 0;
  if (data.length === TOKEN_ACCOUNT_LEN) return initialized;
  return (
    data.length > TOKEN_ACCOUNT_LEN &&
    data.length !== MULTISIG_LEN &&
    data[TOKEN_ACCOUNT_LEN] === ACCOUNT_TYPE_ACCOUNT &&
    initialized
  );
}

/** filter.rs `Memcmp::bytes_match`: the bytes must lie wholly inside the data. */
function bytesMatch(data: Uint8Array, offset: number, bytes: Uint8Array): boolean {
  if (offset + bytes.length > data.length) return false;
  return bytes.every((byte, i) => data[offset + i] === byte);
}

function allows(filter: ProgramAccountsFilter, account: RawAccount): boolean {
  if ('dataSize' in filter) return account.data.length === filter.dataSize;
  if ('memcmp' in filter)
    return bytesMatch(account.data, filter.memcmp.offset, filter.memcmp.bytes);
  return isInitializedTokenAccount(account.data);
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

export function getProgramAccounts(
  chain: RpcBackend,
  params: unknown[],
  context: RpcContext,
): unknown {
  const request = parseProgramAccountsParams(params);
  if (request.minContextSlot !== undefined && context.slot < request.minContextSlot) {
    throw new ChainRpcError(
      RPC_ERROR.minContextSlotNotReached,
      'Minimum context slot has not been reached',
      { contextSlot: context.slot },
    );
  }
  const matched = chain
    .getProgramAccounts(request.program)
    .filter(({ account }) => request.filters.every((f) => allows(f, account)));
  if (request.sortResults) {
    const keyed = matched.map((entry) => ({ entry, key: bs58.decode(entry.pubkey) }));
    keyed.sort((a, b) => compareBytes(a.key, b.key));
    matched.splice(0, matched.length, ...keyed.map((k) => k.entry));
  }
  const config = { encoding: request.encoding, dataSlice: request.dataSlice };
  const value = matched.map(({ pubkey, account }) => ({
    pubkey,
    account: encodeAccount(chain, pubkey, account, config),
  }));
  return request.withContext ? { context, value } : value;
}
