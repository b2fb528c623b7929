// Borsh as the Basket program's instruction data packs it: each integer's bytes little-endian and
// its range to the last value, strings as a u32 length then UTF-8, and the reader's refusals.
import { describe, expect, it } from 'vitest';
import { BorshReader, BorshWriter } from './borsh';

const MAX_U64 = 2n ** 64n - 1n;

describe('BorshWriter', () => {
  it('writes each integer little-endian, in order', () => {
    const bytes = new BorshWriter()
      .u8(0xab)
      .u16(0x1234)
      .u32(0xdeadbeef)
      .u64(0x0102030405060708n)
      .u64(5)
      .toBytes();
    expect(Array.from(bytes)).toEqual([
      0xab, 0x34, 0x12, 0xef, 0xbe, 0xad, 0xde, 8, 7, 6, 5, 4, 3, 2, 1, 5, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it('takes each integer up to its largest value and refuses one more, negatives and fractions', () => {
    expect(Array.from(new BorshWriter().u8(255).u8(0).toBytes())).toEqual([255, 0]);
    expect(Array.from(new BorshWriter().u16(65_535).toBytes())).toEqual([255, 255]);
    expect(Array.from(new BorshWriter().u32(2 ** 32 - 1).toBytes())).toEqual([255, 255, 255, 255]);
    expect(Array.from(new BorshWriter().u64(MAX_U64).u64(0n).toBytes())).toEqual([
      ...new Array<number>(8).fill(255),
      ...new Array<number>(8).fill(0),
    ]);
    expect(() => new BorshWriter().u8(256)).toThrow(new RangeError('256 does not fit 1 byte(s)'));
    expect(() => new BorshWriter().u16(65_536)).toThrow('65536 does not fit 2 byte(s)');
    expect(() => new BorshWriter().u32(2 ** 32)).toThrow('4294967296 does not fit 4 byte(s)');
    expect(() => new BorshWriter().u8(-1)).toThrow('-1 does not fit 1 byte(s)');
    expect(() => new BorshWriter().u16(1.5)).toThrow('1.5 does not fit 2 byte(s)');
    expect(() => new BorshWriter().u64(MAX_U64 + 1n)).toThrow(
      new RangeError('18446744073709551616 is not a u64'),
    );
    expect(() => new BorshWriter().u64(-1n)).toThrow('-1 is not a u64');
  });

  it('writes a string as its UTF-8 byte length (u32) and bytes', () => {
    expect(Array.from(new BorshWriter().string('✓a').string('').toBytes())).toEqual([
      4, 0, 0, 0, 0xe2, 0x9c, 0x93, 0x61, 0, 0, 0, 0,
    ]);
    expect(new BorshWriter().toBytes()).toEqual(new Uint8Array(0));
  });
});

describe('BorshReader', () => {
  const data = Uint8Array.of(9, 0xab, 0x34, 0x12, 0xef, 0xbe, 0xad, 0xde, 8, 7, 6, 5, 4, 3, 2, 1);

  it('reads each integer little-endian from its start, and knows when it is done', () => {
    const r = new BorshReader(data, 1);
    expect(r.u8()).toBe(0xab);
    expect(r.done).toBe(false);
    expect(r.u16()).toBe(0x1234);
    expect(r.u32()).toBe(0xdeadbeef);
    expect(r.done).toBe(false);
    expect(r.u64()).toBe(0x0102030405060708n);
    expect(r.done).toBe(true);
    expect(new BorshReader(data).u8()).toBe(9);
    expect(new BorshReader(new Uint8Array(0)).done).toBe(true);
  });

  it('reads a view into a larger buffer at its own offset', () => {
    const r = new BorshReader(data.subarray(8), 0);
    expect(r.u64()).toBe(0x0102030405060708n);
    expect(r.done).toBe(true);
  });

  it('says how many bytes are missing instead of reading past the end', () => {
    const r = new BorshReader(data, 10);
    expect(() => r.u64()).toThrow(new RangeError('needs 8 more byte(s) at 10 of 16'));
    expect(r.u32()).toBe(0x03040506);
    expect(() => r.u8()).not.toThrow();
    expect(r.u8()).toBe(1);
    expect(() => r.u8()).toThrow('needs 1 more byte(s) at 16 of 16');
  });

  it('reads strings as strict UTF-8 of their length', () => {
    const bytes = new BorshWriter().string('Blue ✓').string('x').toBytes();
    const r = new BorshReader(bytes);
    expect(r.string()).toBe('Blue ✓');
    expect(r.string()).toBe('x');
    expect(r.done).toBe(true);
    expect(() => new BorshReader(Uint8Array.of(2, 0, 0, 0, 0xff, 0xfe)).string()).toThrow(
      TypeError,
    );
    expect(() => new BorshReader(Uint8Array.of(3, 0, 0, 0, 0x61, 0x62)).string()).toThrow(
      'needs 3 more byte(s) at 4 of 6',
    );
  });
});
