import { Keypair, PublicKey, type AccountInfo } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { TOKEN_PROGRAM_ID } from '../../solana/programs';
import { fetchChainTokens, type AccountReader } from './fetchChainTokens';
import { METAPLEX_METADATA_PROGRAM_ID, metaplexMetadataAddress } from './metaplexMetadata';
import { metadataData, mintData } from './testing';

function account(owner: string | PublicKey, data: Buffer): AccountInfo<Buffer> {
  return { owner: new PublicKey(owner), data, lamports: 1, executable: false };
}

/** A connection that answers getMultipleAccountsInfo from a map and records each call's size. */
function fakeConnection(accounts: Map<string, AccountInfo<Buffer>>) {
  const calls: number[] = [];
  const connection: AccountReader = {
    getMultipleAccountsInfo: async (keys: PublicKey[]) => {
      calls.push(keys.length);
      return keys.map((key) => accounts.get(key.toBase58()) ?? null);
    },
  };
  return { connection, calls };
}

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
        metaplexMetadataAddress(named).toBase58(),
        account(
          METAPLEX_METADATA_PROGRAM_ID,
          metadataData(named.toBase58(), 'Bonk\0\0\0', 'Bonk\0'),
        ),
      ],
      // Metadata naming another mint, or owned by another program, is not this mint's.
      [
        metaplexMetadataAddress(spoofed).toBase58(),
        account(METAPLEX_METADATA_PROGRAM_ID, metadataData(named.toBase58(), 'Fake', 'FAKE')),
      ],
      [
        metaplexMetadataAddress(wrongOwner).toBase58(),
        account(TOKEN_PROGRAM_ID, metadataData(wrongOwner.toBase58(), 'Fake', 'FAKE')),
      ],
    ]);
    const { connection, calls } = fakeConnection(accounts);
    const mints = [named, bare, spoofed, wrongOwner, nothing].map((k) => k.toBase58());
    const result = await fetchChainTokens(connection, [...mints, 'not-an-address']);

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

  it('splits more than 100 addresses into calls of at most 100', async () => {
    const { connection, calls } = fakeConnection(new Map());
    const mints = Array.from({ length: 230 }, () => Keypair.generate().publicKey.toBase58());
    const result = await fetchChainTokens(connection, mints);
    expect(calls).toEqual([100, 100, 30]);
    expect(result.size).toBe(230);
  });
});
