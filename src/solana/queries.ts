import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { AccountAddress } from './address';
import { RpcError, rpcRequest, type RpcEndpoint } from './jsonRpc';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './programs';
import { useRpcEndpoint } from './rpcFetchContext';

// Reads about one account through the plain JSON-RPC reader (jsonRpc.ts), without web3.js: pages
// that render before the chain code (page/chainCode.ts) read with them too.

/**
 * Query keys for chain reads. Every key starts with the RPC endpoint and names the wallet, so a
 * balance read on one network or for one wallet is never shown for another.
 */
export const chainKeys = {
  all: (rpcUrl: string) => ['chain', rpcUrl] as const,
  solBalance: (rpcUrl: string, owner: string) => ['chain', rpcUrl, 'sol-balance', owner] as const,
  tokenBalances: (rpcUrl: string, owner: string) =>
    ['chain', rpcUrl, 'token-balances', owner] as const,
};

/** One mint's total across the owner's token accounts, in base units. */
export interface TokenBalance {
  mint: string;
  amount: bigint;
  decimals: number;
  program: 'token' | 'token-2022';
  /** The owner's token accounts of this mint (the history reads their signatures). */
  accounts?: readonly string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const unexpectedShape = (method: string) =>
  new RpcError(`The RPC answered ${method} in a shape it does not have`, null);

/** The `value` of an RpcResponse ({ context, value }). */
function valueOf(result: unknown, method: string): unknown {
  if (!isObject(result) || !('value' in result)) throw unexpectedShape(method);
  return result.value;
}

/** The owner's token accounts of one token program, as jsonParsed entries. */
async function parsedTokenAccounts(
  endpoint: RpcEndpoint,
  owner: string,
  programId: string,
): Promise<unknown[]> {
  const method = 'getTokenAccountsByOwner';
  const value = valueOf(
    await rpcRequest(endpoint, method, [
      owner,
      { programId },
      { commitment: 'confirmed', encoding: 'jsonParsed' },
    ]),
    method,
  );
  if (!Array.isArray(value)) throw unexpectedShape(method);
  return value;
}

/** Every SPL Token and Token-2022 balance of `owner` (base58), summed by mint. */
export async function fetchTokenBalances(
  endpoint: RpcEndpoint,
  owner: string,
): Promise<Map<string, TokenBalance>> {
  const programs = [
    { id: TOKEN_PROGRAM_ID, name: 'token' },
    { id: TOKEN_2022_PROGRAM_ID, name: 'token-2022' },
  ] as const;
  const results = await Promise.all(
    programs.map((program) => parsedTokenAccounts(endpoint, owner, program.id)),
  );
  const balances = new Map<string, TokenBalance>();
  results.forEach((entries, index) => {
    const program = programs[index]?.name ?? 'token';
    for (const entry of entries) {
      const info =
        isObject(entry) && isObject(entry.account) ? readParsed(entry.account.data) : null;
      if (!info) continue;
      const previous = balances.get(info.mint);
      const account = isObject(entry) && typeof entry.pubkey === 'string' ? [entry.pubkey] : [];
      balances.set(info.mint, {
        mint: info.mint,
        amount: (previous?.amount ?? 0n) + info.amount,
        decimals: info.decimals,
        program,
        accounts: [...(previous?.accounts ?? []), ...account],
      });
    }
  });
  return balances;
}

/** The fields we use from a jsonParsed token account; null for anything else. */
function readParsed(data: unknown): { mint: string; amount: bigint; decimals: number } | null {
  const parsed = isObject(data) ? data.parsed : undefined;
  const info = isObject(parsed) ? parsed.info : undefined;
  if (!isObject(info) || !isObject(info.tokenAmount)) return null;
  const { mint } = info;
  const { amount, decimals } = info.tokenAmount;
  if (typeof mint !== 'string' || typeof amount !== 'string' || typeof decimals !== 'number')
    return null;
  if (!/^\d+$/.test(amount)) return null;
  return { mint, amount: BigInt(amount), decimals };
}

/** The owner's SOL balance in lamports, at 'confirmed'. */
export async function fetchSolBalance(endpoint: RpcEndpoint, owner: string): Promise<bigint> {
  const method = 'getBalance';
  const value = valueOf(
    await rpcRequest(endpoint, method, [owner, { commitment: 'confirmed' }]),
    method,
  );
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw unexpectedShape(method);
  return BigInt(value);
}

/**
 * A read about one account (a wallet, a basket), keyed by the RPC endpoint and its address; idle
 * while there is no account. It reads through the plain JSON-RPC endpoint (the connection's URL and
 * rate-limit-aware fetch once the chain code is there).
 */
export function useAccountQuery<T>(
  account: AccountAddress | null,
  key: (rpcUrl: string, address: string) => QueryKey,
  read: (endpoint: RpcEndpoint, address: string) => Promise<T>,
) {
  const endpoint = useRpcEndpoint();
  const address = account?.toBase58() ?? '';
  return useQuery({
    queryKey: key(endpoint.url, address),
    queryFn: () => read(endpoint, address),
    enabled: account !== null,
  });
}

/** The owner's SOL balance in lamports (as bigint), at 'confirmed'. */
export function useSolBalance(owner: AccountAddress | null) {
  return useAccountQuery(owner, chainKeys.solBalance, fetchSolBalance);
}

/** Every SPL Token and Token-2022 balance of the owner, by mint. */
export function useTokenBalances(owner: AccountAddress | null) {
  return useAccountQuery(owner, chainKeys.tokenBalances, fetchTokenBalances);
}
