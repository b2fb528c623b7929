// Test-only account data: an SPL Token mint and a Metaplex metadata account, laid out as on chain.
import { getMetadataAccountDataSerializer } from '@metaplex-foundation/mpl-token-metadata';
import { none, publicKey } from '@metaplex-foundation/umi';
import { MINT_SIZE } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';

/**
 * An initialized SPL Token mint with `decimals`, no supply and no authorities, in `length` bytes:
 * decimals at byte 44, initialized at 45, the rest zero (written by hand: MintLayout.encode
 * refuses jsdom's Buffer).
 */
export function mintData(decimals: number, length = MINT_SIZE): Buffer {
  const data = Buffer.alloc(length);
  data[44] = decimals;
  data[45] = 1;
  return data;
}

/** A Metaplex metadata account naming `mint` (texts as given, NUL padding included). */
export function metadataData(mint: string, name: string, symbol: string): Buffer {
  return Buffer.from(
    getMetadataAccountDataSerializer().serialize({
      updateAuthority: publicKey(PublicKey.default.toBase58()),
      mint: publicKey(mint),
      name,
      symbol,
      uri: '',
      sellerFeeBasisPoints: 0,
      creators: none(),
      primarySaleHappened: false,
      isMutable: true,
      editionNonce: none(),
      tokenStandard: none(),
      collection: none(),
      uses: none(),
      collectionDetails: none(),
      programmableConfig: none(),
    }),
  );
}
