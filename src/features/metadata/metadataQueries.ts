// Reads a basket token's metadata (name, symbol, uri) from the chain, where wallets and explorers
// read it — the Token-2022 extension in the mint, else its Metaplex Token Metadata account (the
// real service's basket tokens, per baskets-sdk 0.0.45) — through the token reader the rest of the
// app uses. Its own query, so a set-metadata that confirms can read it again at once.
import { useConnection } from '@solana/wallet-adapter-react';
import { useQuery } from '@tanstack/react-query';
import { publicKeySchema } from '../../api/schemas';
import {
  fetchChainTokens,
  type AccountReader,
  type ChainToken,
} from '../../tokens/chain/fetchChainTokens';

export type OnChainMetadata = NonNullable<ChainToken['metadata']>;

export const metadataKeys = {
  token: (rpcUrl: string, mint: string) => ['chain', rpcUrl, 'token-metadata', mint] as const,
};

/** The mint's metadata, or null when it has none (or the address is not a token mint). */
export async function fetchTokenMetadata(
  connection: AccountReader,
  mint: string,
): Promise<OnChainMetadata | null> {
  return (await fetchChainTokens(connection, [mint])).get(mint)?.metadata ?? null;
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
