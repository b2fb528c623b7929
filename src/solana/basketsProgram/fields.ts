// Field reads shared by the decoders: u64s the app handles as numbers, bounded counts, flags,
// length-prefixed text and the leading discriminator / size checks.
import { DecodeFailure } from './errors';
import { DISCRIMINATORS, type AccountName, type Field } from './layout';
import type { AccountReader } from './reader';

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** A u64 the app uses as a number (bps, seconds, counts): out of range if it cannot be exact. */
export function u64Number(reader: AccountReader, field: Field, index = 0): number {
  const value = reader.u64(field, index);
  if (value > MAX_SAFE) throw new DecodeFailure({ kind: 'out-of-range', field: field.name, value });
  return Number(value);
}

/** A u64 count that indexes a fixed array: out of range above `max`. */
export function u64Count(reader: AccountReader, field: Field, max: number): number {
  const value = reader.u64(field);
  if (value > BigInt(max))
    throw new DecodeFailure({ kind: 'out-of-range', field: field.name, value });
  return Number(value);
}

/** A u64 or u8 flag: any non-zero value is set. */
export const u64Flag = (reader: AccountReader, field: Field): boolean => reader.u64(field) !== 0n;
export const u8Flag = (reader: AccountReader, field: Field): boolean => reader.u8(field) !== 0;

/** Text kept as a u8 length and a fixed byte array (name, symbol, uri). */
export function lengthPrefixedText(reader: AccountReader, length: Field, text: Field): string {
  const value = reader.u8(length);
  if (value > text.size) {
    throw new DecodeFailure({ kind: 'out-of-range', field: length.name, value: BigInt(value) });
  }
  return reader.text(text, value);
}

/** Text in a fixed, zero-padded byte array (the token list's coingeckoId). */
export function zeroPaddedText(reader: AccountReader, field: Field): string {
  const bytes = reader.bytes(field);
  const end = bytes.indexOf(0);
  return reader.text(field, end === -1 ? bytes.length : end);
}

/** Fails unless every field is in the bytes read (a dataSlice answer may hold only some). */
export function requireFields(reader: AccountReader, fields: readonly Field[]): void {
  for (const field of fields) {
    if (!reader.covers(field)) throw new DecodeFailure({ kind: 'truncated', field: field.name });
  }
}

export function requireSize(data: Uint8Array, expected: number): void {
  if (data.length !== expected) {
    throw new DecodeFailure({ kind: 'wrong-size', expected, actual: data.length });
  }
}

export function hasDiscriminator(bytes: Uint8Array, account: AccountName): boolean {
  const expected = DISCRIMINATORS[account];
  if (bytes.length < expected.length) return false;
  return expected.every((byte, i) => bytes[i] === byte);
}

export function requireDiscriminator(
  reader: AccountReader,
  discriminator: Field,
  account: AccountName,
): void {
  if (!hasDiscriminator(reader.bytes(discriminator), account)) {
    throw new DecodeFailure({ kind: 'wrong-discriminator', expected: account });
  }
}
