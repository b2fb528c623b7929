import { ExtensionType, getMintLen, TYPE_SIZE, LENGTH_SIZE } from '@solana/spl-token';
import { pack, type TokenMetadata } from '@solana/spl-token-metadata';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../../solana/programs';
import { decodeMintAccount } from './mintAccount';
import { mintData } from './testing';

/** A Token-2022 mint with the metadata pointer and token metadata extensions, as the program lays it out. */
function token2022MintWithMetadata(decimals: number, metadata: TokenMetadata): Uint8Array {
  const packed = pack(metadata);
  const base = getMintLen([ExtensionType.MetadataPointer]);
  const data = Buffer.alloc(base + TYPE_SIZE + LENGTH_SIZE + packed.length);
  Buffer.from(mintData(decimals)).copy(data, 0);
  data[165] = 1; // account type: mint
  let offset = 166;
  data.writeUInt16LE(ExtensionType.MetadataPointer, offset);
  data.writeUInt16LE(64, offset + 2);
  metadata.mint.toBuffer().copy(data, offset + 4 + 32); // metadata address = the mint itself
  offset += 4 + 64;
  data.writeUInt16LE(ExtensionType.TokenMetadata, offset);
  data.writeUInt16LE(packed.length, offset + 2);
  Buffer.from(packed).copy(data, offset + 4);
  return data;
}

describe('decodeMintAccount', () => {
  it('reads an SPL Token mint: decimals, no metadata of its own', () => {
    expect(decodeMintAccount(TOKEN_PROGRAM_ID, mintData(5))).toEqual({
      program: 'token',
      decimals: 5,
      metadata: null,
    });
  });

  it('reads the Token-2022 metadata extension from the mint', () => {
    const mint = Keypair.generate().publicKey;
    const data = token2022MintWithMetadata(6, {
      mint,
      updateAuthority: Keypair.generate().publicKey,
      name: 'Solana Blue Chips',
      symbol: 'SOLBLUE',
      uri: 'https://example.org/solblue.json',
      additionalMetadata: [['site', 'https://example.org']],
    });
    expect(decodeMintAccount(TOKEN_2022_PROGRAM_ID, data)).toEqual({
      program: 'token-2022',
      decimals: 6,
      metadata: {
        name: 'Solana Blue Chips',
        symbol: 'SOLBLUE',
        uri: 'https://example.org/solblue.json',
      },
    });
  });

  it('keeps the mint when its metadata extension is malformed', () => {
    const data = token2022MintWithMetadata(9, {
      mint: Keypair.generate().publicKey,
      name: 'Broken',
      symbol: 'BRK',
      uri: '',
      additionalMetadata: [],
    });
    const cut = data.slice(0, data.length - 8); // the TLV length now runs past the end
    expect(decodeMintAccount(TOKEN_2022_PROGRAM_ID, cut)).toEqual({
      program: 'token-2022',
      decimals: 9,
      metadata: null,
    });
  });

  it('finds no metadata in a Token-2022 mint whose extensions do not include it', () => {
    const data = Buffer.alloc(getMintLen([ExtensionType.MetadataPointer]));
    Buffer.from(mintData(2)).copy(data, 0);
    data[165] = 1;
    data.writeUInt16LE(ExtensionType.MetadataPointer, 166);
    data.writeUInt16LE(64, 168);
    expect(decodeMintAccount(TOKEN_2022_PROGRAM_ID, data)).toEqual({
      program: 'token-2022',
      decimals: 2,
      metadata: null,
    });
  });

  it('is null for other programs, token accounts, uninitialized or short data', () => {
    expect(decodeMintAccount('11111111111111111111111111111111', mintData(6))).toBeNull();
    expect(decodeMintAccount(TOKEN_PROGRAM_ID, new Uint8Array(165))).toBeNull();
    expect(decodeMintAccount(TOKEN_PROGRAM_ID, new Uint8Array(82))).toBeNull();
    expect(decodeMintAccount(TOKEN_PROGRAM_ID, mintData(6).slice(0, 50))).toBeNull();
  });
});
