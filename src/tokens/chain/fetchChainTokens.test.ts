import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { TOKEN_PROGRAM_ID } from '../../solana/programs';
import { fakeAccountsReader, rawAccount as account } from '../../solana/testing/fakeRpc';
import { fetchChainTokens } from './fetchChainTokens';
import { METAPLEX_METADATA_PROGRAM_ID, metaplexMetadataAddress } from './metaplexMetadata';
import { metadataData, mintData } from './testing';

describe('fetchChainTokens', () => {
  it('reads mints in one call, then the Metaplex accounts of those without metadata in another', async () => {
    const named = Keypair.generate().publicKey;
    const bare = Keypair.generate().publicKey;
    const spoofed = Keypair.generate().publicKey;
    const wrongOwner = Keypair.generate().publicKey;
    const nothing = Keypair.generate().publicKey;
    const accounts = new Map([
      [named.toBase58(), account(TOKEN_PROGRAM_ID, mintData(5))],
      [bare.toBase58(), account(TOKEN_PROGRAM_ID, mintData(9))],
      [spoofed.toBase58(), account(TOKEN_PROGRAM_ID, mintData(6))],
      [wrongOwner.toBase58(), account(TOKEN_PROGRAM_ID, mintData(6))],
      [
        await metaplexMetadataAddress(named.toBase58()),
        account(
          METAPLEX_METADATA_PROGRAM_ID,
          metadataData(named.toBase58(), 'Bonk\0\0\0', 'Bonk\0'),
        ),
      ],
      // Metadata naming another mint, or owned by another program, is not this mint's.
      [
        await metaplexMetadataAddress(spoofed.toBase58()),
        account(METAPLEX_METADATA_PROGRAM_ID, metadataData(named.toBase58(), 'Fake', 'FAKE')),
      ],
      [
        await metaplexMetadataAddress(wrongOwner.toBase58()),
        account(TOKEN_PROGRAM_ID, metadataData(wrongOwner.toBase58(), 'Fake', 'FAKE')),
      ],
    ]);
    const { read, calls } = fakeAccountsReader(accounts);
    const mints = [named, bare, spoofed, wrongOwner, nothing].map((k) => k.toBase58());
    const result = await fetchChainTokens(read, [...mints, 'not-an-address']);

    expect(calls).toEqual([5, 4]);
    expect(result.get(named.toBase58())).toEqual({
      mint: named.toBase58(),
      isMint: true,
      program: 'token',
      decimals: 5,
      metadata: { name: 'Bonk', symbol: 'Bonk', uri: '', source: 'metaplex' },
    });
    expect(result.get(bare.toBase58())).toMatchObject({
      isMint: true,
      decimals: 9,
      metadata: null,
    });
    expect(result.get(spoofed.toBase58())?.metadata).toBeNull();
    expect(result.get(wrongOwner.toBase58())?.metadata).toBeNull();
    expect(result.get(nothing.toBase58())).toEqual({
      mint: nothing.toBase58(),
      isMint: false,
      metadata: null,
    });
    expect(result.get('not-an-address')?.isMint).toBe(false);
  });
});
