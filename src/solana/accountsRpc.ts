// getAccountInfo and getMultipleAccounts through the plain JSON-RPC reader (jsonRpc.ts), without
// web3.js: the pages that render before the chain code read baskets, mints and the token list
// this way. Answers are checked by hand; a shape the RPC does not have is an RpcError.
import { base64ToBytes } from './base64';
import { RpcError, rpcRequest, type RpcEndpoint } from './jsonRpc';

/** getMultipleAccounts takes at most 100 keys (Solana JSON-RPC docs). */
export const MAX_ACCOUNTS_PER_REQUEST = 100;

/** An account as read: its owner program (base58) and its data. */
export interface RawAccount {
  readonly owner: string;
  readonly data: Uint8Array;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const unexpectedShape = (method: string) =>
  new RpcError(`The RPC answered ${method} in a shape it does not have`, null);

/** One entry of an answer's `value`: null (no account) or an account in base64. */
function accountOf(entry: unknown, method: string): RawAccount | null {
  if (entry === null) return null;
  if (!isObject(entry) || typeof entry.owner !== 'string') throw unexpectedShape(method);
  const data = entry.data;
  if (!Array.isArray(data) || typeof data[0] !== 'string' || data[1] !== 'base64')
    throw unexpectedShape(method);
  try {
    return { owner: entry.owner, data: base64ToBytes(data[0]) };
  } catch {
    throw unexpectedShape(method);
  }
}

/** The `value` of an RpcResponse ({ context, value }). */
function valueOf(result: unknown, method: string): unknown {
  if (!isObject(result) || !('value' in result)) throw unexpectedShape(method);
  return result.value;
}

const CONFIG = { commitment: 'confirmed', encoding: 'base64' } as const;

/** One account; null when the address holds none. */
export async function fetchAccount(
  endpoint: RpcEndpoint,
  address: string,
): Promise<RawAccount | null> {
  const method = 'getAccountInfo';
  return accountOf(valueOf(await rpcRequest(endpoint, method, [address, CONFIG]), method), method);
}

/** Accounts in the order asked (null where none), at most 100 per request. */
export async function fetchAccounts(
  endpoint: RpcEndpoint,
  addresses: readonly string[],
): Promise<(RawAccount | null)[]> {
  const method = 'getMultipleAccounts';
  const chunks: string[][] = [];
  for (let i = 0; i < addresses.length; i += MAX_ACCOUNTS_PER_REQUEST) {
    chunks.push(addresses.slice(i, i + MAX_ACCOUNTS_PER_REQUEST));
  }
  const answers = await Promise.all(
    chunks.map(async (chunk) => {
      const value = valueOf(await rpcRequest(endpoint, method, [chunk, CONFIG]), method);
      if (!Array.isArray(value) || value.length !== chunk.length) throw unexpectedShape(method);
      return value.map((entry) => accountOf(entry, method));
    }),
  );
  return answers.flat();
}
