// The Metaplex metadata account the keeper writes, read at fixed offsets (an independent reading of
// mpl-token-metadata's Borsh layout: key, update authority, mint, then name, symbol and uri each a
// u32 length and NUL-padded bytes), and decoded back as wallets read it.
import { Keypair, PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import {
  MAX_METADATA_LEN,
  METADATA_V1_KEY,
  decodeMetaplexMetadata,
  encodeMetaplexMetadata,
} from './metaplex';
import { fitUtf8 } from './text';

const updateAuthority = Keypair.generate().publicKey.toBase58();
const mint = Keypair.generate().publicKey.toBase58();
const utf8 = new TextDecoder();

/** name at 65, symbol at 101, uri at 115: each a u32 (the padded size) then that many bytes. */
function field(data: Uint8Array, at: number): { size: number; text: string; padding: number[] } {
  const size = new DataView(data.buffer, data.byteOffset).getUint32(at, true);
  const bytes = data.subarray(at + 4, at + 4 + size);
  const end = bytes.indexOf(0);
  const used = end === -1 ? bytes : bytes.subarray(0, end);
  return { size, text: utf8.decode(used), padding: [...bytes.subarray(used.length)] };
}

describe('Metaplex metadata account', () => {
  it('is MetadataV1 of 679 bytes: authority, mint, NUL-padded name/symbol/uri, a mutable fungible', () => {
    const data = encodeMetaplexMetadata({
      updateAuthority,
      mint,
      name: 'Solana Blue Chips',
      symbol: 'SOLBLUE',
      uri: 'https://example.com/blue.json',
    });
    expect(data).toHaveLength(MAX_METADATA_LEN);
    expect(data[0]).toBe(METADATA_V1_KEY);
    expect(new PublicKey(data.subarray(1, 33)).toBase58()).toBe(updateAuthority);
    expect(new PublicKey(data.subarray(33, 65)).toBase58()).toBe(mint);
    const name = field(data, 65);
    const symbol = field(data, 101);
    const uri = field(data, 115);
    expect([name.size, symbol.size, uri.size]).toEqual([32, 10, 200]);
    expect([name.text, symbol.text, uri.text]).toEqual([
      'Solana Blue Chips',
      'SOLBLUE',
      'https://example.com/blue.json',
    ]);
    for (const f of [name, symbol, uri]) expect(f.padding.every((b) => b === 0)).toBe(true);
    // seller fee 0 (u16), creators None, primary sale false, mutable, edition nonce None,
    // token standard Some(Fungible = 2), then nothing.
    expect([...data.subarray(319, 327)]).toEqual([0, 0, 0, 0, 1, 0, 1, 2]);
    expect(data.subarray(327).every((b) => b === 0)).toBe(true);
    expect(decodeMetaplexMetadata(data)).toEqual({
      updateAuthority,
      mint,
      name: 'Solana Blue Chips',
      symbol: 'SOLBLUE',
      uri: 'https://example.com/blue.json',
    });
  });

  it('holds at most 32/10/200 bytes, cut at a character boundary', () => {
    const data = encodeMetaplexMetadata({
      updateAuthority,
      mint,
      name: `${'a'.repeat(31)}€ and more`,
      symbol: 'ABCDEFGHIJ',
      uri: `https://example.com/${'u'.repeat(280)}`,
    });
    const decoded = decodeMetaplexMetadata(data);
    // "€" is 3 bytes: it would end at byte 34, so the name stops before it.
    expect(decoded?.name).toBe('a'.repeat(31));
    expect(decoded?.symbol).toBe('ABCDEFGHIJ');
    expect(decoded?.uri).toBe(`https://example.com/${'u'.repeat(180)}`);
  });

  it('reads nothing from an account that is not MetadataV1', () => {
    expect(decodeMetaplexMetadata(new Uint8Array(MAX_METADATA_LEN))).toBeNull();
    expect(decodeMetaplexMetadata(Uint8Array.of(METADATA_V1_KEY, 1, 2))).toBeNull();
  });
});

describe('fitUtf8', () => {
  it('keeps text that fits and cuts longer text before the character that would not fit', () => {
    expect(fitUtf8('abc', 3)).toBe('abc');
    expect(fitUtf8('ab€', 4)).toBe('ab');
    expect(fitUtf8('ab€', 5)).toBe('ab€');
    expect(fitUtf8('😀😀', 7)).toBe('😀');
  });
});
