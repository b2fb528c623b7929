// Reads a basket token's metadata (name, symbol, uri) from the chain, where wallets and explorers
// read it: the Metaplex Token Metadata account of the mint (the real service's basket tokens, per
// baskets-sdk 0.0.45; its update authority is the Basket program's PDA), else the Token-2022
// metadata extension in the mint itself. One getMultipleAccountsInfo for both.
import { useConnection } from '@solana/wallet-adapter-react';
import { PublicKey, type Connection } from '@solana/web3.js';
import { useQuery } from '@tanstack/react-query';
import { publicKeySchema } from '../../api/schemas';
import {
  decodeMetaplexMetadata,
  METAPLEX_METADATA_PROGRAM_ID,
  metaplexMetadataAddress,
} from '../../tokens/chain/metaplexMetadata';
import { decodeMintAccount } from '../../tokens/chain/mintAccount';

export interface OnChainMetadata {
  name: string;
  symbol: string;
  uri: string;
  /** Who may change it: for the real service's tokens, the Basket program (not the creator). */
  updateAuthority: string | null;
  source: 'metaplex' | 'token-2022';
}

export const metadataKeys = {
  token: (rpcUrl: string, mint: string) => ['chain', rpcUrl, 'token-metadata', mint] as const,
};

/** The mint's metadata, or null when it has none (or the address is not a token mint). */
export async function fetchTokenMetadata(
  connection: Pick<Connection, 'getMultipleAccountsInfo'>,
  mint: string,
): Promise<OnChainMetadata | null> {
  const mintKey = new PublicKey(mint);
  const [mintAccount, metaplexAccount] = await connection.getMultipleAccountsInfo(
    [mintKey, metaplexMetadataAddress(mintKey)],
    'confirmed',
  );
  if (metaplexAccount?.owner.equals(METAPLEX_METADATA_PROGRAM_ID)) {
    const metaplex = decodeMetaplexMetadata(metaplexAccount.data);
    if (metaplex && metaplex.mint === mint) {
      const { name, symbol, uri, updateAuthority } = metaplex;
      return { name, symbol, uri, updateAuthority, source: 'metaplex' };
    }
  }
  if (!mintAccount) return null;
  const extension = decodeMintAccount(mintAccount.owner.toBase58(), mintAccount.data)?.metadata;
  return extension ? { ...extension, updateAuthority: null, source: 'token-2022' } : null;
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
