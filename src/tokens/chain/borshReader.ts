// Sequential reads of Borsh-encoded account data (Metaplex metadata, the Token-2022 metadata
// extension) with DataView: only the fields the app shows, so no serializer library is shipped.
import bs58 from 'bs58';

const PUBKEY_LEN = 32;
const utf8 = new TextDecoder('utf-8', { fatal: false });

/** Programs pad strings with NUL bytes to a fixed length; what users see ends before them. */
function trimNul(text: string): string {
  return text.replace(/\0+$/, '').trim();
}

export class BorshReader {
  #offset = 0;
  readonly #view: DataView;
  readonly #bytes: Uint8Array;
  readonly #maxStringBytes: number;

  /** Strings longer than `maxStringBytes` are refused as not this account's data. */
  constructor(bytes: Uint8Array, maxStringBytes: number) {
    this.#bytes = bytes;
    this.#view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.#maxStringBytes = maxStringBytes;
  }

  u8(): number {
    const value = this.#view.getUint8(this.#offset);
    this.#offset += 1;
    return value;
  }

  pubkey(): string {
    const end = this.#offset + PUBKEY_LEN;
    if (end > this.#bytes.length) throw new RangeError('account data ends inside a public key');
    const key = bs58.encode(this.#bytes.subarray(this.#offset, end));
    this.#offset = end;
    return key;
  }

  /** A borsh string: u32 little-endian byte length, then UTF-8. */
  string(): string {
    const length = this.#view.getUint32(this.#offset, true);
    this.#offset += 4;
    if (length > this.#maxStringBytes || this.#offset + length > this.#bytes.length) {
      throw new RangeError('string length out of range');
    }
    const text = utf8.decode(this.#bytes.subarray(this.#offset, this.#offset + length));
    this.#offset += length;
    return trimNul(text);
  }
}
