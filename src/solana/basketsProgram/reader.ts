// Reads layout fields from an account's bytes — the whole account, or the slices a
// getProgramAccounts `dataSlice` returned — by absolute offset. Plain DataView reads.
import bs58 from 'bs58';
import { SCALAR_SIZE, type Field, type Scalar } from './layout';

/** Bytes of an account starting at `offset` (a dataSlice answer, or the whole data at 0). */
export interface Segment {
  readonly offset: number;
  readonly bytes: Uint8Array;
}

const utf8 = new TextDecoder('utf-8');

export class AccountReader {
  private readonly segments: readonly Segment[];

  constructor(segments: readonly Segment[]) {
    this.segments = segments;
  }

  static whole(bytes: Uint8Array): AccountReader {
    return new AccountReader([{ offset: 0, bytes }]);
  }

  /** Whether every byte of the field is present. */
  covers(field: Field): boolean {
    return this.locate(field.offset, field.size) !== null;
  }

  u8(field: Field, index = 0): number {
    return this.at(field, 'u8', index, (view, at) => view.getUint8(at));
  }

  u64(field: Field, index = 0): bigint {
    return this.at(field, 'u64', index, (view, at) => view.getBigUint64(at, true));
  }

  i64(field: Field, index = 0): bigint {
    return this.at(field, 'i64', index, (view, at) => view.getBigInt64(at, true));
  }

  pubkey(field: Field, index = 0): string {
    return bs58.encode(this.bytes(field, index * SCALAR_SIZE.pubkey, SCALAR_SIZE.pubkey));
  }

  /** `length` bytes of the field from `start` (the whole field by default). */
  bytes(field: Field, start = 0, length = field.size - start): Uint8Array {
    const found = this.locate(field.offset + start, length);
    if (!found) throw new RangeError(`${field.name} is not in the bytes read`);
    return found.segment.bytes.subarray(found.at, found.at + length);
  }

  /** The first `length` bytes of a byte-array field as UTF-8 text. */
  text(field: Field, length: number): string {
    return utf8.decode(this.bytes(field, 0, length));
  }

  private at<T>(
    field: Field,
    scalar: Scalar,
    index: number,
    read: (view: DataView, at: number) => T,
  ): T {
    const size = SCALAR_SIZE[scalar];
    const found = this.locate(field.offset + index * size, size);
    if (!found) throw new RangeError(`${field.name}[${index}] is not in the bytes read`);
    const { bytes } = found.segment;
    return read(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength), found.at);
  }

  private locate(offset: number, size: number): { segment: Segment; at: number } | null {
    for (const segment of this.segments) {
      const at = offset - segment.offset;
      if (at >= 0 && at + size <= segment.bytes.length) return { segment, at };
    }
    return null;
  }
}
