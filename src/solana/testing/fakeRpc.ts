// Test-only: a chain held in a map, answering the plain JSON-RPC reads the app makes without
// web3.js (accountsRpc.ts, queries.ts) as a `fetch`, or as an accounts reader.
import type { RawAccount } from '../accountsRpc';
import { bytesToBase64 } from '../base64';

/** An account as the chain holds it (owner base58). */
export function rawAccount(owner: string, data: Uint8Array): RawAccount {
  return { owner, data };
}

/** Reads `held` by address; records how many addresses each read asked for. */
export function fakeAccountsReader(held: ReadonlyMap<string, RawAccount>) {
  const calls: number[] = [];
  const read = async (addresses: readonly string[]) => {
    calls.push(addresses.length);
    return addresses.map((address) => held.get(address) ?? null);
  };
  return { read, calls };
}

const encoded = (account: RawAccount | undefined) =>
  account
    ? {
        owner: account.owner,
        data: [bytesToBase64(account.data), 'base64'],
        lamports: 1,
        executable: false,
        rentEpoch: 0,
        space: account.data.length,
      }
    : null;

interface RpcCall {
  method: string;
  params: unknown[];
}

/**
 * A JSON-RPC `fetch` answering getAccountInfo and getMultipleAccounts from `held`; every other
 * method from `others` (by method name; one that throws answers a JSON-RPC error with its message),
 * else a JSON-RPC error. Records each call.
 */
export function fakeRpcFetch(
  held: ReadonlyMap<string, RawAccount>,
  others: Readonly<Record<string, (params: unknown[]) => unknown>> = {},
) {
  const calls: RpcCall[] = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    const request = JSON.parse(String(init?.body)) as RpcCall & { id: number };
    calls.push({ method: request.method, params: request.params });
    const context = { slot: 1 };
    const answer = (result: unknown) =>
      new Response(JSON.stringify({ jsonrpc: '2.0', id: request.id, result }));
    const refuse = (message: string) =>
      new Response(
        JSON.stringify({ jsonrpc: '2.0', id: request.id, error: { code: -32000, message } }),
      );
    const [first] = request.params;
    if (request.method === 'getAccountInfo' && typeof first === 'string')
      return answer({ context, value: encoded(held.get(first)) });
    if (request.method === 'getMultipleAccounts' && Array.isArray(first))
      return answer({ context, value: first.map((a) => encoded(held.get(String(a)))) });
    const other = others[request.method];
    if (!other) return refuse(`${request.method} is not faked`);
    try {
      return answer(other(request.params));
    } catch (error) {
      return refuse(error instanceof Error ? error.message : String(error));
    }
  };
  return { fetch, calls };
}
