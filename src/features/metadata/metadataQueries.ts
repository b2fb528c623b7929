// Reads a basket token's metadata (name, symbol, uri) from the chain, where wallets and explorers
// read it — the Token-2022 extension in the mint, else its Metaplex Token Metadata account (the
// real service's basket tokens, per baskets-sdk 0.0.45) — through the token reader the rest of the
// app uses. Its own query, so a set-metadata that confirms can read it again at once.
import { useQuery } from '@tanstack/react-query';
import { publicKeySchema } from '../../api/schemas';
import { useRpcEndpoint } from '../../solana/rpcFetchContext';
import {
  accountsAt,
  fetchChainTokens,
  type AccountsReader,
  type ChainToken,
} from '../../tokens/chain/fetchChainTokens';

export type OnChainMetadata = NonNullable<ChainToken['metadata']>;

export const metadataKeys = {
  token: (rpcUrl: string, mint: string) => ['chain', rpcUrl, 'token-metadata', mint] as const,
};

/** The mint's metadata, or null when it has none (or the address is not a token mint). */
export async function fetchTokenMetadata(
  read: AccountsReader,
  mint: string,
): Promise<OnChainMetadata | null> {
  return (await fetchChainTokens(read, [mint])).get(mint)?.metadata ?? null;
}

/** The basket token's metadata as the chain has it now (at 'confirmed'). */
export function useTokenMetadata(mint: string | undefined) {
  const endpoint = useRpcEndpoint();
  const valid = !!mint && publicKeySchema.safeParse(mint).success;
  return useQuery({
    queryKey: metadataKeys.token(endpoint.url, mint ?? ''),
    queryFn: () => fetchTokenMetadata(accountsAt(endpoint), mint ?? ''),
    enabled: valid,
  });
}
