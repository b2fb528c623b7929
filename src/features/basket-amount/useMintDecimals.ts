import { useConnection } from '@solana/wallet-adapter-react';
import { PublicKey } from '@solana/web3.js';
import { skipToken, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

/** What jsonParsed says of a mint account: its decimals (other accounts do not match). */
const parsedMint = z.object({ parsed: z.object({ info: z.object({ decimals: z.number() }) }) });

/** A token mint's decimals, read from the chain (jsonParsed); undefined while unknown. */
export function useMintDecimals(mint: string | undefined): number | undefined {
  const { connection } = useConnection();
  const query = useQuery({
    queryKey: ['chain', connection.rpcEndpoint, 'mint-decimals', mint ?? ''],
    staleTime: Infinity,
    queryFn: mint
      ? async () => {
          const info = await connection.getParsedAccountInfo(new PublicKey(mint), 'confirmed');
          const read = parsedMint.safeParse(info.value?.data);
          return read.success ? read.data.parsed.info.decimals : null;
        }
      : skipToken,
  });
  return query.data ?? undefined;
}
