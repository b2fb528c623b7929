// Reads a basket token's Token-2022 metadata (name, symbol, uri) from the chain: what wallets and
// explorers show.
import { getTokenMetadata, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import { useConnection } from '@solana/wallet-adapter-react';
import { PublicKey, type Connection } from '@solana/web3.js';
import { useQuery } from '@tanstack/react-query';
import { publicKeySchema } from '../../api/schemas';

export interface OnChainMetadata {
  name: string;
  symbol: string;
  uri: string;
  updateAuthority: string | null;
}

export const metadataKeys = {
  token: (rpcUrl: string, mint: string) => ['chain', rpcUrl, 'token-metadata', mint] as const,
};

/** The mint's metadata, or null when the mint carries none (or is not a Token-2022 mint). */
export async function fetchTokenMetadata(
  connection: Connection,
  mint: string,
): Promise<OnChainMetadata | null> {
  const metadata = await getTokenMetadata(
    connection,
    new PublicKey(mint),
    'confirmed',
    TOKEN_2022_PROGRAM_ID,
  ).catch((e: unknown) => {
    // spl-token throws for an account that is not a Token-2022 mint: that means "no metadata".
    if (e instanceof Error && /TokenAccountNotFound|TokenInvalidAccountOwner/.test(e.name)) {
      return null;
    }
    throw e;
  });
  if (!metadata) return null;
  return {
    name: metadata.name,
    symbol: metadata.symbol,
    uri: metadata.uri,
    updateAuthority: metadata.updateAuthority?.toBase58() ?? null,
  };
}

/** The basket token's metadata as the chain has it now (at 'confirmed'). */
export function useTokenMetadata(mint: string | undefined) {
  const { connection } = useConnection();
  const valid = !!mint && publicKeySchema.safeParse(mint).success;
  return useQuery({
    queryKey: metadataKeys.token(connection.rpcEndpoint, mint ?? ''),
    queryFn: () => fetchTokenMetadata(connection, mint ?? ''),
    enabled: valid,
  });
}
