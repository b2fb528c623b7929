import { useConnection } from '@solana/wallet-adapter-react';
import { PublicKey } from '@solana/web3.js';
import { useQuery } from '@tanstack/react-query';

/** A token mint's decimals, read from the chain (jsonParsed); undefined while unknown. */
export function useMintDecimals(mint: string | undefined): number | undefined {
  const { connection } = useConnection();
  const query = useQuery({
    queryKey: ['chain', connection.rpcEndpoint, 'mint-decimals', mint ?? ''],
    enabled: !!mint,
    staleTime: Infinity,
    queryFn: async () => {
      const info = await connection.getParsedAccountInfo(new PublicKey(mint!), 'confirmed');
      const decimals = (info.value?.data as { parsed?: { info?: { decimals?: unknown } } } | null)
        ?.parsed?.info?.decimals;
      return typeof decimals === 'number' ? decimals : null;
    },
  });
  return query.data ?? undefined;
}
