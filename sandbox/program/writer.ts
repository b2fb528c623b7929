// Writes layout fields into a zeroed account buffer by absolute offset (the encoder's half of
// src/solana/basketsProgram/reader.ts).
import bs58 from 'bs58';
import { SCALAR_SIZE, type Field, type Scalar } from '../../src/solana/basketsProgram/layout';

export class AccountWriter {
  readonly bytes: Uint8Array;
  private readonly view: DataView;

  constructor(size: number) {
    this.bytes = new Uint8Array(size);
    this.view = new DataView(this.bytes.buffer);
  }

  u8(field: Field, value: number, index = 0): void {
    if (!Number.isInteger(value) || value < 0 || value > 0xff) {
      throw new RangeError(`${field.name}: ${value} is not a u8`);
    }
    this.view.setUint8(this.at(field, 'u8', index), value);
  }

  u64(field: Field, value: bigint | number, index = 0): void {
    const v = BigInt(value);
    if (v < 0n || v > 0xffff_ffff_ffff_ffffn)
      throw new RangeError(`${field.name}: ${v} is not a u64`);
    this.view.setBigUint64(this.at(field, 'u64', index), v, true);
  }

  pubkey(field: Field, address: string, index = 0): void {
    const key = bs58.decode(address);
    if (key.length !== SCALAR_SIZE.pubkey) {
      throw new RangeError(`${field.name}: ${address} is not a public key`);
    }
    this.bytes.set(key, this.at(field, 'pubkey', index));
  }

  /** Raw bytes at the start of a field (at most the field's size). */
  raw(field: Field, bytes: Uint8Array): void {
    if (bytes.length > field.size) {
      throw new RangeError(`${field.name}: ${bytes.length} bytes do not fit in ${field.size}`);
    }
    this.bytes.set(bytes, field.offset);
  }

  private at(field: Field, scalar: Scalar, index: number): number {
    const size = SCALAR_SIZE[scalar];
    const offset = field.offset + index * size;
    if (index < 0 || offset + size > field.offset + field.size) {
      throw new RangeError(`${field.name}[${index}] is outside the field`);
    }
    return offset;
  }
}
