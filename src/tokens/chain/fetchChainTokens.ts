// Token facts read from the chain for many mints at once: the mint accounts in one
// getMultipleAccounts, then the Metaplex metadata accounts of the mints that carry no Token-2022
// metadata in a second one. Both calls take at most 100 addresses (the RPC's limit), so longer
// lists are split.
import { PublicKey, type AccountInfo, type Connection } from '@solana/web3.js';
import {
  decodeMetaplexMetadata,
  METAPLEX_METADATA_PROGRAM_ID as METAPLEX_OWNER,
  metaplexMetadataAddress,
} from './metaplexMetadata';
import { decodeMintAccount, type TokenMetadataFields, type TokenProgram } from './mintAccount';

/** getMultipleAccounts takes at most 100 keys (Solana JSON-RPC docs). */
export const MAX_ACCOUNTS_PER_CALL = 100;

export interface ChainToken {
  mint: string;
  /** False when no token mint lives at the address (nothing there, or another kind of account). */
  isMint: boolean;
  program?: TokenProgram;
  decimals?: number;
  metadata: (TokenMetadataFields & { source: 'token-2022' | 'metaplex' }) | null;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** What the chain read needs of a web3.js Connection. */
export type AccountReader = Pick<Connection, 'getMultipleAccountsInfo'>;

async function accounts(
  connection: AccountReader,
  keys: readonly PublicKey[],
): Promise<(AccountInfo<Buffer> | null)[]> {
  const parts = await Promise.all(
    chunks(keys, MAX_ACCOUNTS_PER_CALL).map((part) =>
      connection.getMultipleAccountsInfo(part, 'confirmed'),
    ),
  );
  return parts.flat();
}

/** What the chain says about each mint (addresses that are not valid keys count as "not a mint"). */
export async function fetchChainTokens(
  connection: AccountReader,
  mints: readonly string[],
): Promise<Map<string, ChainToken>> {
  const result = new Map<string, ChainToken>();
  const valid: { mint: string; key: PublicKey }[] = [];
  for (const mint of new Set(mints)) {
    try {
      valid.push({ mint, key: new PublicKey(mint) });
    } catch {
      result.set(mint, { mint, isMint: false, metadata: null });
    }
  }
  const infos = await accounts(
    connection,
    valid.map((v) => v.key),
  );
  const needMetaplex: { mint: string; key: PublicKey }[] = [];
  valid.forEach(({ mint, key }, i) => {
    const info = infos[i];
    const decoded = info ? decodeMintAccount(info.owner.toBase58(), info.data) : null;
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
    if (!decoded.metadata) needMetaplex.push({ mint, key });
  });
  if (needMetaplex.length === 0) return result;

  const metadataAccounts = await accounts(
    connection,
    needMetaplex.map(({ key }) => metaplexMetadataAddress(key)),
  );
  needMetaplex.forEach(({ mint }, i) => {
    const info = metadataAccounts[i];
    const token = result.get(mint);
    if (!info || !token) return;
    // Only the Token Metadata program's account counts, and only one that names this mint.
    if (!info.owner.equals(METAPLEX_OWNER)) return;
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
