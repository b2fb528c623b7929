// Test helper: baskets-program accounts encoded by Anchor 0.29's BorshAccountsCoder from the IDL
// in @symmetry-hq/baskets-sdk 0.0.45 (fixtures/baskets-idl.json) — bytes made independently of
// the app's layout table, to check the decoder and the encoder against.
import { readFileSync } from 'node:fs';
import { BN, BorshAccountsCoder, type Idl } from '@coral-xyz/anchor';
import type { IdlType } from '@coral-xyz/anchor/dist/cjs/idl';
import { PublicKey } from '@solana/web3.js';

export const idl: Idl = JSON.parse(
  readFileSync(new URL('./fixtures/baskets-idl.json', import.meta.url), 'utf8'),
);
export const coder = new BorshAccountsCoder(idl);

export type IdlAccountName = 'fundState' | 'buyState' | 'tokenList';

/** An IDL value: what Anchor's coder takes and gives back. */
export type AnchorValue =
  BN | PublicKey | number | AnchorValue[] | { [field: string]: AnchorValue };

function typeDef(name: string) {
  const def = [...(idl.accounts ?? []), ...(idl.types ?? [])].find((d) => d.name === name);
  if (!def || def.type.kind !== 'struct') throw new Error(`no struct ${name} in the IDL`);
  return def.type;
}

/** The all-zero value of an IDL type (Anchor's encoder needs every field present). */
export function zeroOf(type: IdlType): AnchorValue {
  if (type === 'publicKey') return PublicKey.default;
  if (type === 'u8') return 0;
  if (type === 'u64' || type === 'i64') return new BN(0);
  if (typeof type === 'object' && 'array' in type) {
    const [inner, length] = type.array;
    return Array.from({ length }, () => zeroOf(inner));
  }
  if (typeof type === 'object' && 'defined' in type) return zeroStruct(type.defined);
  throw new Error(`unexpected IDL type ${JSON.stringify(type)}`);
}

export function zeroStruct(name: string): { [field: string]: AnchorValue } {
  return Object.fromEntries(typeDef(name).fields.map((f) => [f.name, zeroOf(f.type)]));
}

/**
 * An account's bytes as Anchor encodes them: discriminator + Borsh body. BorshAccountsCoder.encode
 * writes into a fixed 1,000-byte buffer (anchor 0.29 accounts.js, "TODO: use a tighter buffer"),
 * too small for a 10,208-byte fundState, so this runs the same coder's layout into a buffer of
 * the account's size.
 */
export function anchorEncode(
  name: IdlAccountName,
  value: { [field: string]: AnchorValue },
): Uint8Array {
  const accountDef = (idl.accounts ?? []).find((a) => a.name === name);
  if (!accountDef) throw new Error(`no account ${name} in the IDL`);
  const layouts: Map<string, { encode(value: object, buffer: Buffer): number }> =
    coder['accountLayouts'];
  const layout = layouts.get(name);
  if (!layout) throw new Error(`no layout for ${name}`);
  const body = Buffer.alloc(coder.size(accountDef) - 8);
  const written = layout.encode(value, body);
  if (written !== body.length) throw new Error(`${name}: wrote ${written} of ${body.length}`);
  return new Uint8Array(Buffer.concat([BorshAccountsCoder.accountDiscriminator(name), body]));
}

export const bn = (value: bigint | number): BN => new BN(value.toString());
export const text = (value: string, size: number): number[] => {
  const bytes = [...new TextEncoder().encode(value)];
  return [...bytes, ...Array<number>(size - bytes.length).fill(0)];
};
export const padded = <T>(values: T[], size: number, zero: T): T[] => [
  ...values,
  ...Array.from({ length: size - values.length }, () => zero),
];
