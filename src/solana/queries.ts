import { useConnection } from '@solana/wallet-adapter-react';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { PublicKey, type Connection } from '@solana/web3.js';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { RpcEndpoint } from './jsonRpc';
import { useRpcEndpoint } from './rpcFetchContext';

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
}

export async function fetchTokenBalances(
  connection: Connection,
  owner: PublicKey,
): Promise<Map<string, TokenBalance>> {
  const programs = [
    { id: TOKEN_PROGRAM_ID, name: 'token' },
    { id: TOKEN_2022_PROGRAM_ID, name: 'token-2022' },
  ] as const;
  const results = await Promise.all(
    programs.map((program) =>
      connection.getParsedTokenAccountsByOwner(owner, { programId: program.id }),
    ),
  );
  const balances = new Map<string, TokenBalance>();
  results.forEach((result, index) => {
    const program = programs[index]!.name;
    for (const { account } of result.value) {
      const info = readParsedTokenAccount(account.data);
      if (!info) continue;
      const previous = balances.get(info.mint);
      balances.set(info.mint, {
        mint: info.mint,
        amount: (previous?.amount ?? 0n) + info.amount,
        decimals: info.decimals,
        program,
      });
    }
  });
  return balances;
}

/** The fields we use from a jsonParsed token account; null for anything else. */
function readParsedTokenAccount(
  data: unknown,
): { mint: string; amount: bigint; decimals: number } | null {
  const info = (data as { parsed?: { info?: unknown } } | null)?.parsed?.info as
    { mint?: unknown; tokenAmount?: { amount?: unknown; decimals?: unknown } } | undefined;
  const mint = info?.mint;
  const amount = info?.tokenAmount?.amount;
  const decimals = info?.tokenAmount?.decimals;
  if (typeof mint !== 'string' || typeof amount !== 'string' || typeof decimals !== 'number')
    return null;
  if (!/^\d+$/.test(amount)) return null;
  return { mint, amount: BigInt(amount), decimals };
}

/**
 * A read about one account (a wallet, a basket), keyed by the RPC endpoint and its address; idle
 * while there is no account. It reads through web3.js's connection or, for program-wide scans,
 * the plain JSON-RPC endpoint (same URL, same rate-limit-aware fetch).
 */
export function useAccountQuery<T>(
  account: PublicKey | null,
  key: (rpcUrl: string, address: string) => QueryKey,
  read: (connection: Connection, account: PublicKey, endpoint: RpcEndpoint) => Promise<T>,
) {
  const { connection } = useConnection();
  const endpoint = useRpcEndpoint();
  const address = account?.toBase58() ?? '';
  return useQuery({
    queryKey: key(connection.rpcEndpoint, address),
    queryFn: () => read(connection, new PublicKey(address), endpoint),
    enabled: account !== null,
  });
}

/** The owner's SOL balance in lamports (as bigint), at 'confirmed'. */
export function useSolBalance(owner: PublicKey | null) {
  return useAccountQuery(owner, chainKeys.solBalance, async (connection, key) =>
    BigInt(await connection.getBalance(key, 'confirmed')),
  );
}

/** Every SPL Token and Token-2022 balance of the owner, by mint. */
export function useTokenBalances(owner: PublicKey | null) {
  return useAccountQuery(owner, chainKeys.tokenBalances, fetchTokenBalances);
}
