// Borsh, as Anchor packs instruction arguments: little-endian integers, strings as a u32 byte
// length then UTF-8, fixed arrays element by element. Enough for the Basket program's instruction
// data (./instructionArgs.ts); the reader never throws on short data, it says so with a RangeError
// the caller turns into "not an instruction of ours".

const utf8 = new TextEncoder();
const utf8Strict = new TextDecoder('utf-8', { fatal: true });

export class BorshWriter {
  private readonly parts: Uint8Array[] = [];

  bytes(bytes: Uint8Array): this {
    this.parts.push(bytes);
    return this;
  }

  u8(value: number): this {
    return this.int(value, 1);
  }

  u16(value: number): this {
    return this.int(value, 2);
  }

  u32(value: number): this {
    return this.int(value, 4);
  }

  u64(value: bigint | number): this {
    const v = BigInt(value);
    if (v < 0n || v > 0xffff_ffff_ffff_ffffn) throw new RangeError(`${v} is not a u64`);
    const out = new Uint8Array(8);
    new DataView(out.buffer).setBigUint64(0, v, true);
    return this.bytes(out);
  }

  string(value: string): this {
    const body = utf8.encode(value);
    return this.u32(body.length).bytes(body);
  }

  toBytes(): Uint8Array {
    const out = new Uint8Array(this.parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const part of this.parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }

  private int(value: number, size: 1 | 2 | 4): this {
    if (!Number.isInteger(value) || value < 0 || value >= 2 ** (8 * size)) {
      throw new RangeError(`${value} does not fit ${size} byte(s)`);
    }
    const out = new Uint8Array(size);
    const view = new DataView(out.buffer);
    if (size === 1) view.setUint8(0, value);
    else if (size === 2) view.setUint16(0, value, true);
    else view.setUint32(0, value, true);
    return this.bytes(out);
  }
}

export class BorshReader {
  private at: number;
  private readonly view: DataView;

  constructor(
    private readonly data: Uint8Array,
    start = 0,
  ) {
    this.at = start;
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  }

  u8(): number {
    return this.view.getUint8(this.take(1));
  }

  u16(): number {
    return this.view.getUint16(this.take(2), true);
  }

  u32(): number {
    return this.view.getUint32(this.take(4), true);
  }

  u64(): bigint {
    return this.view.getBigUint64(this.take(8), true);
  }

  string(): string {
    const length = this.u32();
    const start = this.take(length);
    return utf8Strict.decode(this.data.subarray(start, start + length));
  }

  /** True when every byte has been read (trailing bytes mean a different layout). */
  get done(): boolean {
    return this.at === this.data.length;
  }

  private take(size: number): number {
    if (this.at + size > this.data.length) {
      throw new RangeError(`needs ${size} more byte(s) at ${this.at} of ${this.data.length}`);
    }
    const start = this.at;
    this.at += size;
    return start;
  }
}
