// memcmp bytes and their errors, as agave's RpcFilterType::verify reports them (bs58 crate,
// base64 0.22 STANDARD), Debug-printed.
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { memcmpBytes } from './filter-bytes';
import { zstdFrame } from './zstd-frame';
import { decompress } from 'fzstd';

const base58 = (text: string) => memcmpBytes({ encoding: 'base58', text });
const base64 = (text: string) => memcmpBytes({ encoding: 'base64', text });

describe('base58 memcmp bytes', () => {
  it('decode', () => {
    expect(base58('11111111')).toEqual({ ok: true, bytes: new Uint8Array(8) });
    expect(base58('Ahg1opVcGX')).toEqual({
      ok: true,
      bytes: Uint8Array.of(1, 0, 0, 0, 0, 0, 0, 0),
    });
  });

  it.each([
    ['abcl', "Base58DecodeError(InvalidCharacter { character: 'l', index: 3 })"],
    ['0abc', "Base58DecodeError(InvalidCharacter { character: '0', index: 0 })"],
    ["ab'", "Base58DecodeError(InvalidCharacter { character: '\\'', index: 2 })"],
    ['ab\n', "Base58DecodeError(InvalidCharacter { character: '\\n', index: 2 })"],
    ['abé', 'Base58DecodeError(NonAsciiCharacter { index: 2 })'],
    ['1'.repeat(176), 'DataTooLarge'],
    ['1'.repeat(129), 'DataTooLarge'],
  ])('%j is refused with %s', (text, debug) => {
    expect(base58(text)).toEqual({ ok: false, debug });
  });

  it('accept 128 bytes, the most a filter may hold', () => {
    const bytes = new Uint8Array(128).fill(0xff);
    const encoded = bs58.encode(bytes);
    expect(encoded.length).toBe(175);
    expect(base58(encoded)).toEqual({ ok: true, bytes });
  });
});

describe('base64 memcmp bytes', () => {
  it('decode canonical base64', () => {
    expect(base64('AQ==')).toEqual({ ok: true, bytes: Uint8Array.of(1) });
    expect(base64('AQID')).toEqual({ ok: true, bytes: Uint8Array.of(1, 2, 3) });
    expect(base64('')).toEqual({ ok: true, bytes: new Uint8Array(0) });
  });

  it.each([
    ['AQ', 'Base64DecodeError(InvalidPadding)'],
    ['A', 'Base64DecodeError(InvalidLength(1))'],
    ['AQIDB', 'Base64DecodeError(InvalidLength(5))'],
    ['AR==', 'Base64DecodeError(InvalidLastSymbol(1, 82))'],
    ['A===', 'Base64DecodeError(InvalidByte(1, 61))'],
    ['AQ=A', 'Base64DecodeError(InvalidByte(2, 61))'],
    ['A!AA', 'Base64DecodeError(InvalidByte(1, 33))'],
    ['AAAA!', 'Base64DecodeError(InvalidByte(4, 33))'],
    ['A=AAAAAA', 'Base64DecodeError(InvalidByte(1, 61))'],
    ['A'.repeat(176), 'DataTooLarge'],
    [Buffer.alloc(129).toString('base64'), 'DataTooLarge'],
  ])('%j is refused with %s', (text, debug) => {
    expect(base64(text)).toEqual({ ok: false, debug });
  });
});

describe('raw memcmp bytes', () => {
  it('are taken as they are, up to 128', () => {
    expect(memcmpBytes({ encoding: 'bytes', bytes: Uint8Array.of(1, 2) })).toEqual({
      ok: true,
      bytes: Uint8Array.of(1, 2),
    });
    expect(memcmpBytes({ encoding: 'bytes', bytes: new Uint8Array(129) })).toEqual({
      ok: false,
      debug: 'DataTooLarge',
    });
  });
});

describe('zstdFrame', () => {
  it.each([0, 1, 10_208, 128 * 1024, 300_000])(
    'is a zstd frame a decoder reads back (%d bytes)',
    (length) => {
      const data = Uint8Array.from({ length }, (_, i) => (i * 31) & 0xff);
      expect(decompress(zstdFrame(data))).toEqual(data);
    },
  );
});
