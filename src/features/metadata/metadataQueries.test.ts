import { getMetadataAccountDataSerializer } from '@metaplex-foundation/mpl-token-metadata';
import { none, publicKey, some } from '@metaplex-foundation/umi';
import { MINT_SIZE } from '@solana/spl-token';
import { Keypair, type PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import {
  METAPLEX_METADATA_PROGRAM_ID,
  metaplexMetadataAddress,
} from '../../tokens/chain/metaplexMetadata';
import type { RawAccount } from '../../solana/accountsRpc';
import { TOKEN_PROGRAM_ID } from '../../solana/programs';
import { fakeAccountsReader, rawAccount as account } from '../../solana/testing/fakeRpc';
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
function mintInfo(): RawAccount {
  const data = new Uint8Array(MINT_SIZE);
  data[44] = 6;
  data[45] = 1;
  return account(TOKEN_PROGRAM_ID, data);
}

/** An RPC that holds `held` (by address) and answers account reads from it. */
const chain = (held: Map<string, RawAccount>) => fakeAccountsReader(held).read;

describe('fetchTokenMetadata', () => {
  const mint = Keypair.generate().publicKey;
  const chainWith = async (metadata?: RawAccount) =>
    chain(
      new Map([
        [mint.toBase58(), mintInfo()],
        ...(metadata ? [[await metaplexMetadataAddress(mint.toBase58()), metadata] as const] : []),
      ]),
    );

  it('reads the Metaplex metadata account of an SPL Token mint', async () => {
    const rpc = await chainWith(
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
      account(Keypair.generate().publicKey.toBase58(), metaplexBytes(mint, 'FAKE', 'Fake', '')),
      account(METAPLEX_METADATA_PROGRAM_ID, metaplexBytes(other, 'OTHER', 'Other', '')),
      undefined,
    ]) {
      expect(await fetchTokenMetadata(await chainWith(metadata), mint.toBase58())).toBe(null);
    }
  });

  it('is null for an address that holds nothing', async () => {
    expect(await fetchTokenMetadata(chain(new Map()), mint.toBase58())).toBeNull();
  });
});
