import { getMetadataAccountDataSerializer } from '@metaplex-foundation/mpl-token-metadata';
import { none, publicKey, some } from '@metaplex-foundation/umi';
import { MINT_SIZE } from '@solana/spl-token';
import { Keypair, PublicKey, type AccountInfo } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import {
  METAPLEX_METADATA_PROGRAM_ID,
  metaplexMetadataAddress,
} from '../../tokens/chain/metaplexMetadata';
import { TOKEN_PROGRAM_ID } from '../../solana/programs';
import { fetchTokenMetadata } from './metadataQueries';

/** baskets-sdk 0.0.45: the Basket program's PDA is the update authority of its tokens' metadata. */
const PROGRAM_PDA = 'BLBYiq48WcLQ5SxiftyKmPtmsZPUBEnDEjqEnKGAR4zx';

function metaplexBytes(mint: PublicKey, symbol: string, name: string, uri: string): Uint8Array {
  return getMetadataAccountDataSerializer().serialize({
    updateAuthority: publicKey(PROGRAM_PDA),
    mint: publicKey(mint.toBase58()),
    name,
    symbol,
    uri,
    sellerFeeBasisPoints: 0,
    creators: none(),
    primarySaleHappened: false,
    isMutable: true,
    editionNonce: some(255),
    tokenStandard: none(),
    collection: none(),
    uses: none(),
    collectionDetails: none(),
    programmableConfig: none(),
  });
}

/** A classic SPL Token mint: initialized, 6 decimals, no extensions. */
function mintInfo(): AccountInfo<Buffer> {
  const data = Buffer.alloc(MINT_SIZE);
  data[44] = 6;
  data[45] = 1;
  return {
    owner: new PublicKey(TOKEN_PROGRAM_ID),
    data,
    lamports: 1,
    executable: false,
  };
}

const account = (owner: PublicKey, data: Uint8Array): AccountInfo<Buffer> => ({
  owner,
  data: Buffer.from(data),
  lamports: 1,
  executable: false,
});

/** An RPC that holds `held` (by address) and answers getMultipleAccountsInfo from it. */
function connection(held: Map<string, AccountInfo<Buffer>>) {
  return {
    getMultipleAccountsInfo: async (keys: PublicKey[]) =>
      keys.map((key) => held.get(key.toBase58()) ?? null),
  };
}

describe('fetchTokenMetadata', () => {
  const mint = Keypair.generate().publicKey;
  const metadataAddress = metaplexMetadataAddress(mint).toBase58();
  const chainWith = (metadata?: AccountInfo<Buffer>) =>
    connection(
      new Map([
        [mint.toBase58(), mintInfo()],
        ...(metadata ? [[metadataAddress, metadata] as const] : []),
      ]),
    );

  it('reads the Metaplex metadata account of an SPL Token mint', async () => {
    const rpc = chainWith(
      account(METAPLEX_METADATA_PROGRAM_ID, metaplexBytes(mint, 'META2', 'Renamed', 'https://x/m')),
    );
    expect(await fetchTokenMetadata(rpc, mint.toBase58())).toEqual({
      symbol: 'META2',
      name: 'Renamed',
      uri: 'https://x/m',
      source: 'metaplex',
    });
  });

  it('ignores a metadata account of another program or another mint, and a mint without any', async () => {
    const other = Keypair.generate().publicKey;
    for (const metadata of [
      account(Keypair.generate().publicKey, metaplexBytes(mint, 'FAKE', 'Fake', '')),
      account(METAPLEX_METADATA_PROGRAM_ID, metaplexBytes(other, 'OTHER', 'Other', '')),
      undefined,
    ]) {
      expect(await fetchTokenMetadata(chainWith(metadata), mint.toBase58())).toBe(null);
    }
  });

  it('is null for an address that holds nothing', async () => {
    expect(await fetchTokenMetadata(connection(new Map()), mint.toBase58())).toBeNull();
  });
});
