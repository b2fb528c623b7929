// Token facts read from the chain for many mints at once: the mint accounts in one
// getMultipleAccounts, then the Metaplex metadata accounts of the mints that carry no Token-2022
// metadata in a second one (each split at the RPC's 100 addresses). Through the plain JSON-RPC
// reader, without web3.js: pages that render before the chain code name their tokens with it.
import { fetchAccounts, type RawAccount } from '../../solana/accountsRpc';
import { isSolanaAddress } from '../../solana/address';
import type { RpcEndpoint } from '../../solana/jsonRpc';
import {
  decodeMetaplexMetadata,
  METAPLEX_METADATA_PROGRAM_ID as METAPLEX_OWNER,
  metaplexMetadataAddress,
} from './metaplexMetadata';
import { decodeMintAccount, type TokenMetadataFields, type TokenProgram } from './mintAccount';

export { MAX_ACCOUNTS_PER_REQUEST as MAX_ACCOUNTS_PER_CALL } from '../../solana/accountsRpc';

export interface ChainToken {
  mint: string;
  /** False when no token mint lives at the address (nothing there, or another kind of account). */
  isMint: boolean;
  program?: TokenProgram;
  decimals?: number;
  metadata: (TokenMetadataFields & { source: 'token-2022' | 'metaplex' }) | null;
}

/** What the chain read needs: accounts by address, in order (accountsRpc.ts, or a test's). */
export type AccountsReader = (addresses: readonly string[]) => Promise<(RawAccount | null)[]>;

/** The plain JSON-RPC reader of `endpoint`. */
export const accountsAt =
  (endpoint: RpcEndpoint): AccountsReader =>
  (addresses) =>
    fetchAccounts(endpoint, addresses);

/** What the chain says about each mint (addresses that are not valid keys count as "not a mint"). */
export async function fetchChainTokens(
  read: AccountsReader,
  mints: readonly string[],
): Promise<Map<string, ChainToken>> {
  const result = new Map<string, ChainToken>();
  const valid: string[] = [];
  for (const mint of new Set(mints)) {
    if (isSolanaAddress(mint)) valid.push(mint);
    else result.set(mint, { mint, isMint: false, metadata: null });
  }
  const infos = await read(valid);
  const needMetaplex: string[] = [];
  valid.forEach((mint, i) => {
    const info = infos[i];
    const decoded = info ? decodeMintAccount(info.owner, info.data) : null;
    if (!decoded) {
      result.set(mint, { mint, isMint: false, metadata: null });
      return;
    }
    result.set(mint, {
      mint,
      isMint: true,
      program: decoded.program,
      decimals: decoded.decimals,
      metadata: decoded.metadata ? { ...decoded.metadata, source: 'token-2022' } : null,
    });
    if (!decoded.metadata) needMetaplex.push(mint);
  });
  if (needMetaplex.length === 0) return result;

  const metadataAccounts = await read(await Promise.all(needMetaplex.map(metaplexMetadataAddress)));
  needMetaplex.forEach((mint, i) => {
    const info = metadataAccounts[i];
    const token = result.get(mint);
    if (!info || !token) return;
    // Only the Token Metadata program's account counts, and only one that names this mint.
    if (info.owner !== METAPLEX_OWNER) return;
    const metadata = decodeMetaplexMetadata(info.data);
    if (!metadata || metadata.mint !== mint) return;
    token.metadata = {
      name: metadata.name,
      symbol: metadata.symbol,
      uri: metadata.uri,
      source: 'metaplex',
    };
  });
  return result;
}
