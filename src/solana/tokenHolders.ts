// How many wallets hold a token: its token accounts (SPL Token, 165 bytes, the mint at offset 0)
// through getProgramAccounts, each read as a 40-byte slice (owner at 32, amount at 64), so a
// popular token's answer stays small. Counts distinct owners with a positive balance.
import bs58 from 'bs58';
import { useQuery } from '@tanstack/react-query';
import { RpcError, rpcRequest, type RpcEndpoint } from './jsonRpc';
import { TOKEN_PROGRAM_ID } from './programs';
import { useRpcEndpoint } from './rpcFetchContext';

const TOKEN_ACCOUNT_SIZE = 165;

function bytesOf(base64: string): Uint8Array {
  const text = atob(base64);
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

export async function fetchHolderCount(endpoint: RpcEndpoint, mint: string): Promise<number> {
  const result = await rpcRequest(endpoint, 'getProgramAccounts', [
    TOKEN_PROGRAM_ID,
    {
      commitment: 'confirmed',
      encoding: 'base64',
      dataSlice: { offset: 32, length: 40 },
      filters: [{ dataSize: TOKEN_ACCOUNT_SIZE }, { memcmp: { offset: 0, bytes: mint } }],
    },
  ]);
  if (!Array.isArray(result)) {
    throw new RpcError('The RPC answered getProgramAccounts in a shape it does not have', null);
  }
  const owners = new Set<string>();
  for (const entry of result as { account?: { data?: unknown } }[]) {
    const data = entry.account?.data;
    if (!Array.isArray(data) || typeof data[0] !== 'string') continue;
    const bytes = bytesOf(data[0]);
    if (bytes.length < 40) continue;
    const amount = new DataView(bytes.buffer, bytes.byteOffset).getBigUint64(32, true);
    if (amount > 0n) owners.add(bs58.encode(bytes.subarray(0, 32)));
  }
  return owners.size;
}

/** Holders of `mint` (null: idle), per RPC endpoint. */
export function useHolderCount(mint: string | null) {
  const endpoint = useRpcEndpoint();
  return useQuery({
    queryKey: ['chain', endpoint.url, 'holders', mint ?? ''],
    queryFn: () => fetchHolderCount(endpoint, mint ?? ''),
    enabled: mint !== null,
    staleTime: 60_000,
  });
}
