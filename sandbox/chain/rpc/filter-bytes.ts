// The bytes of a getProgramAccounts memcmp filter, decoded as a node decodes them, with the
// node's error values: agave rpc-client-api filter.rs (`RpcFilterType::verify`) wraps the bs58
// crate's and the base64 crate's (0.22, STANDARD engine) decode errors, and rpc.rs
// `verify_filter` prints them with Rust's Debug format after "Invalid param: ".
import bs58 from 'bs58';

/** filter.rs MAX_DATA_SIZE / MAX_DATA_BASE58_SIZE / MAX_DATA_BASE64_SIZE. */
export const MAX_MEMCMP_BYTES = 128;
export const MAX_MEMCMP_BASE58_CHARS = 175;
export const MAX_MEMCMP_BASE64_CHARS = 172;

export type MemcmpBytes =
  | { readonly encoding: 'base58'; readonly text: string }
  | { readonly encoding: 'base64'; readonly text: string }
  | { readonly encoding: 'bytes'; readonly bytes: Uint8Array };

/** `Ok(bytes)` or the Debug text of the `RpcFilterError` a node would report. */
export type FilterBytes = { ok: true; bytes: Uint8Array } | { ok: false; debug: string };

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const PAD = 0x3d; // '='

const fail = (debug: string): FilterBytes => ({ ok: false, debug });
const TOO_LARGE = fail('DataTooLarge');

/** Rust's `{:?}` of a char: quoted, with the escapes Debug uses. */
function rustCharDebug(code: number): string {
  const escapes: Record<number, string> = { 0: '\\0', 9: '\\t', 10: '\\n', 13: '\\r' };
  if (escapes[code]) return `'${escapes[code]}'`;
  if (code === 0x27) return "'\\''";
  if (code === 0x5c) return "'\\\\'";
  if (code < 0x20 || code === 0x7f) return `'\\u{${code.toString(16)}}'`;
  return `'${String.fromCharCode(code)}'`;
}

/** The bs58 crate's decode: the first non-ASCII byte or non-alphabet character is the error. */
function decodeBase58(text: string): FilterBytes {
  const input = new TextEncoder().encode(text);
  for (let index = 0; index < input.length; index++) {
    const byte = input[index] ?? 0;
    if (byte > 127) return fail(`Base58DecodeError(NonAsciiCharacter { index: ${index} })`);
    if (!BASE58_ALPHABET.includes(String.fromCharCode(byte))) {
      return fail(
        `Base58DecodeError(InvalidCharacter { character: ${rustCharDebug(byte)}, index: ${index} })`,
      );
    }
  }
  return { ok: true, bytes: bs58.decode(text) };
}

const base64Error = (debug: string) => fail(`Base64DecodeError(${debug})`);
const morselOf = (byte: number): number =>
  byte === PAD ? -1 : BASE64_ALPHABET.indexOf(String.fromCharCode(byte));

/**
 * base64 0.22 STANDARD decoding (canonical padding, no trailing bits): every quad but the last
 * must be plain symbols; the last 0–4 bytes may be padded; errors name the byte index.
 */
function decodeBase64(text: string): FilterBytes {
  const input = new TextEncoder().encode(text);
  const rem = input.length % 4;
  const last = input[input.length - 1] ?? 0;
  if (rem === 1 && last !== PAD && morselOf(last) < 0) {
    return base64Error(`InvalidByte(${input.length - 1}, ${last})`);
  }
  const prefix = Math.max(0, input.length - rem - (rem === 0 ? 4 : 0));
  for (let i = 0; i < prefix; i++) {
    const byte = input[i] ?? 0;
    if (morselOf(byte) < 0) return base64Error(`InvalidByte(${i}, ${byte})`);
  }
  let morsels = 0;
  let padding = 0;
  let firstPadding = 0;
  let lastSymbol = 0;
  let lastMorsel = 0;
  for (let k = 0; prefix + k < input.length; k++) {
    const byte = input[prefix + k] ?? 0;
    if (byte === PAD) {
      if (k < 2) return base64Error(`InvalidByte(${prefix + k}, ${byte})`);
      if (padding === 0) firstPadding = k;
      padding++;
      continue;
    }
    if (padding > 0) return base64Error(`InvalidByte(${prefix + firstPadding}, ${PAD})`);
    lastSymbol = byte;
    lastMorsel = morselOf(byte);
    if (lastMorsel < 0) return base64Error(`InvalidByte(${prefix + k}, ${byte})`);
    morsels++;
  }
  if (input.length > 0 && morsels < 2) return base64Error(`InvalidLength(${prefix + morsels})`);
  if ((padding + morsels) % 4 !== 0) return base64Error('InvalidPadding');
  // The last symbol of a 2- or 3-symbol tail carries bits past the output: they must be 0.
  const unusedBits = morsels === 2 ? 4 : morsels === 3 ? 2 : 0;
  if (unusedBits > 0 && (lastMorsel & ((1 << unusedBits) - 1)) !== 0) {
    return base64Error(`InvalidLastSymbol(${prefix + morsels - 1}, ${lastSymbol})`);
  }
  return { ok: true, bytes: new Uint8Array(Buffer.from(text, 'base64')) };
}

/** `RpcFilterType::verify` for a memcmp, then the bytes to compare. */
export function memcmpBytes(filter: MemcmpBytes): FilterBytes {
  let decoded: FilterBytes;
  if (filter.encoding === 'bytes') {
    decoded = { ok: true, bytes: filter.bytes };
  } else {
    const chars = new TextEncoder().encode(filter.text).length;
    const maxChars =
      filter.encoding === 'base58' ? MAX_MEMCMP_BASE58_CHARS : MAX_MEMCMP_BASE64_CHARS;
    if (chars > maxChars) return TOO_LARGE;
    decoded = filter.encoding === 'base58' ? decodeBase58(filter.text) : decodeBase64(filter.text);
  }
  if (decoded.ok && decoded.bytes.length > MAX_MEMCMP_BYTES) return TOO_LARGE;
  return decoded;
}
