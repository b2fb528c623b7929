// The messages a node gives for params that do not deserialize: jsonrpc-core `Params::parse`
// answers -32602 "Invalid params: <serde_json error>." (with the full stop), and serde_json
// describes a wrong value as "invalid type: <what came>, expected <what was wanted>".
import { invalidParams, type ChainRpcError } from '../errors';

/** serde_json's `Unexpected` text for a JSON value. */
export function unexpected(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return `string ${JSON.stringify(value)}`;
  if (typeof value === 'boolean') return `boolean \`${value}\``;
  if (typeof value === 'number') {
    return Number.isInteger(value) ? `integer \`${value}\`` : `floating point \`${value}\``;
  }
  return Array.isArray(value) ? 'sequence' : 'map';
}

export const serdeError = (message: string): ChainRpcError =>
  invalidParams(`Invalid params: ${message}.`);

export const invalidType = (value: unknown, expected: string): ChainRpcError =>
  serdeError(`invalid type: ${unexpected(value)}, expected ${expected}`);

export const missingField = (name: string): ChainRpcError =>
  serdeError(`missing field \`${name}\``);

export function unknownVariant(value: string, variants: readonly string[]): ChainRpcError {
  const list = variants.map((v) => `\`${v}\``).join(', ');
  return serdeError(`unknown variant \`${value}\`, expected one of ${list}`);
}

export function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 2^64, exact as a double: a JSON number at or past it is not a u64. */
const TWO_TO_64 = 2 ** 64;

/** An unsigned integer (`u64` / `usize`), as serde_json reads one. */
export function unsigned(value: unknown, rustType: 'u64' | 'usize'): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw invalidType(value, rustType);
  if (value < 0 || value >= TWO_TO_64) {
    throw serdeError(`invalid value: integer \`${value}\`, expected ${rustType}`);
  }
  return value;
}

/** An `Option<bool>`. */
export function optionalBool(value: unknown): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw invalidType(value, 'a boolean');
  return value;
}

/** An `Option<enum>` of unit variants named by strings. */
export function optionalVariant<V extends string>(
  value: unknown,
  variants: readonly V[],
): V | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidType(value, 'variant identifier');
  const found = variants.find((v) => v === value);
  if (found === undefined) throw unknownVariant(value, variants);
  return found;
}
