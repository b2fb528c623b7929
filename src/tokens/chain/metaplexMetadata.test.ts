import {
  getMetadataAccountDataSerializer,
  TokenStandard,
} from '@metaplex-foundation/mpl-token-metadata';
import { none, publicKey, some } from '@metaplex-foundation/umi';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it, vi } from 'vitest';
import { decodeMetaplexMetadata, metaplexMetadataAddress } from './metaplexMetadata';

const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const AUTHORITY = '9AhKqLR67hwapvG8SA2JFXaCshXc9nALJjpKaHZrsbkw';

/** The program stores name, symbol and uri padded with NULs to 32, 10 and 200 bytes. */
function puff(text: string, bytes: number): string {
  return text + '\0'.repeat(bytes - new TextEncoder().encode(text).length);
}

/** Metadata account bytes as the official mpl-token-metadata serializer writes them. */
function metadataBytes(fields: { name: string; symbol: string; uri: string; mint?: string }) {
  return getMetadataAccountDataSerializer().serialize({
    updateAuthority: publicKey(AUTHORITY),
    mint: publicKey(fields.mint ?? BONK),
    name: fields.name,
    symbol: fields.symbol,
    uri: fields.uri,
    sellerFeeBasisPoints: 0,
    creators: none(),
    primarySaleHappened: false,
    isMutable: true,
    editionNonce: some(254),
    tokenStandard: some(TokenStandard.Fungible),
    collection: none(),
    uses: none(),
    collectionDetails: none(),
    programmableConfig: none(),
  });
}

describe('decodeMetaplexMetadata', () => {
  it('reads update authority, mint, name, symbol and uri, with the NUL padding trimmed', () => {
    const bytes = metadataBytes({
      name: puff('Bonk', 32),
      symbol: puff('Bonk', 10),
      uri: puff('https://arweave.net/hQiPZOsRZXGXBJd_82PhVdlM_hACsT_q6wqwf5cSY7I', 200),
    });
    expect(decodeMetaplexMetadata(bytes)).toEqual({
      updateAuthority: AUTHORITY,
      mint: BONK,
      name: 'Bonk',
      symbol: 'Bonk',
      uri: 'https://arweave.net/hQiPZOsRZXGXBJd_82PhVdlM_hACsT_q6wqwf5cSY7I',
    });
  });

  it('reads unpadded and non-ASCII strings as written', () => {
    const bytes = metadataBytes({ name: 'Café ☕ Basket', symbol: 'CAFE', uri: '' });
    expect(decodeMetaplexMetadata(bytes)).toMatchObject({
      name: 'Café ☕ Basket',
      symbol: 'CAFE',
      uri: '',
    });
  });

  it('refuses other accounts, truncated data and absurd string lengths instead of throwing', () => {
    const good = metadataBytes({ name: 'Bonk', symbol: 'Bonk', uri: '' });
    const otherKey = Uint8Array.from(good);
    otherKey[0] = 6; // MasterEditionV2
    expect(decodeMetaplexMetadata(otherKey)).toBeNull();
    expect(decodeMetaplexMetadata(good.slice(0, 40))).toBeNull();
    expect(decodeMetaplexMetadata(good.slice(0, 70))).toBeNull();
    expect(decodeMetaplexMetadata(new Uint8Array())).toBeNull();
    const hugeName = Uint8Array.from(good);
    new DataView(hugeName.buffer).setUint32(65, 0xffff_fff0, true);
    expect(decodeMetaplexMetadata(hugeName)).toBeNull();
  });
});

describe('metaplexMetadataAddress', () => {
  it('derives each mint’s address once, and again after a failure', async () => {
    const mint = Keypair.generate().publicKey.toBase58();
    const digest = vi.spyOn(crypto.subtle, 'digest');
    const first = await metaplexMetadataAddress(mint);
    const calls = digest.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    expect(await metaplexMetadataAddress(mint)).toBe(first);
    expect(digest.mock.calls.length).toBe(calls);

    const other = Keypair.generate().publicKey.toBase58();
    digest.mockRejectedValueOnce(new Error('no digest'));
    await expect(metaplexMetadataAddress(other)).rejects.toThrow('no digest');
    await expect(metaplexMetadataAddress(other)).resolves.toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    digest.mockRestore();
  });
});
