// Program derived addresses without web3.js (pages that render before the chain code read the
// Metaplex metadata of a mint). The derivation is Solana's (web3.js 1.x PublicKey
// .findProgramAddressSync): sha256(seeds ‖ [bump] ‖ program id ‖ "ProgramDerivedAddress"), from
// bump 255 down, the first hash that is not a point of the ed25519 curve.
import bs58 from 'bs58';

const PDA_MARKER = new TextEncoder().encode('ProgramDerivedAddress');

// ed25519 (RFC 8032 §5.1): p = 2^255 − 19, d = −121665 / 121666 mod p, √−1 = 2^((p − 1) / 4).
// The constants are written out (programAddress.test.ts derives them again): computing them takes
// two 255-bit exponentiations when the module loads.
const P = 2n ** 255n - 19n;
const LOW_255_BITS = (1n << 255n) - 1n;
const D = 37095705934669439343138083508754565189542113879843219016388785533085940283555n;
const SQRT_M1 = 19681161376707505956807079304988542015446066515923890162744021073123829784752n;

/**
 * a mod p for 0 ≤ a < 2^510 (a product of two residues): as p = 2^255 − 19, 2^255 ≡ 19, so the
 * high bits fold onto the low ones with a multiply by 19, shifts and masks instead of a division,
 * several times faster on BigInts (a PDA's curve check is hundreds of these).
 */
function reduce(a: bigint): bigint {
  let r = (a & LOW_255_BITS) + 19n * (a >> 255n);
  r = (r & LOW_255_BITS) + 19n * (r >> 255n);
  return r >= P ? r - P : r;
}

/** a mod p for any a (negative too). */
const mod = (a: bigint): bigint => ((a % P) + P) % P;

function pow(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = mod(base);
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = reduce(result * b);
    b = reduce(b * b);
  }
  return result;
}

/** x^(2^k) mod p: k squarings. */
function square(x: bigint, k: number): bigint {
  let r = x;
  for (let i = 0; i < k; i++) r = reduce(r * r);
  return r;
}

/**
 * x^((p − 5) / 8) = x^(2^252 − 3), the exponent of the square root in RFC 8032 §5.1.3, through the
 * usual addition chain: 252 squarings and 11 multiplications, where square-and-multiply spends
 * about 500 multiplications on this all-ones exponent.
 */
function powP58(x: bigint): bigint {
  const x3 = reduce(reduce(x * x) * x); // 2^2 − 1
  const x15 = reduce(square(x3, 2) * x3); // 2^4 − 1
  const x31 = reduce(square(x15, 1) * x); // 2^5 − 1
  const x10 = reduce(square(x31, 5) * x31); // 2^10 − 1
  const x20 = reduce(square(x10, 10) * x10); // 2^20 − 1
  const x40 = reduce(square(x20, 20) * x20); // 2^40 − 1
  const x80 = reduce(square(x40, 40) * x40); // 2^80 − 1
  const x160 = reduce(square(x80, 80) * x80); // 2^160 − 1
  const x240 = reduce(square(x160, 80) * x80); // 2^240 − 1
  const x250 = reduce(square(x240, 10) * x10); // 2^250 − 1
  return reduce(square(x250, 2) * x); // 2^252 − 4 + 1
}

/** For the test: the constants as RFC 8032 defines them, and the exponent's two ways. */
export const CURVE_CONSTANTS = {
  d: () => mod(-121665n * pow(121666n, P - 2n)),
  sqrtMinusOne: () => pow(2n, (P - 1n) / 4n),
  D,
  SQRT_M1,
  powP58,
  powP58BySquaring: (x: bigint) => pow(x, (P - 5n) / 8n),
};

/**
 * Whether 32 bytes decode as a point of the curve (RFC 8032 §5.1.3, strict: y < p, and x = 0 with
 * the sign bit set is refused), as @noble/curves' ExtendedPoint.fromHex that web3.js uses.
 */
export function isOnCurve(bytes: Uint8Array): boolean {
  if (bytes.length !== 32) return false;
  let y = 0n;
  for (let i = 31; i >= 0; i--) y = (y << 8n) | BigInt(bytes[i] ?? 0);
  const signBit = (y >> 255n) & 1n;
  y &= (1n << 255n) - 1n;
  if (y >= P) return false;
  const y2 = reduce(y * y);
  const u = mod(y2 - 1n);
  const v = reduce(reduce(D * y2) + 1n);
  // x = u v³ (u v⁷)^((p − 5) / 8), then checked (RFC 8032 §5.1.3 step 3).
  const v3 = reduce(reduce(v * v) * v);
  const uv3 = reduce(u * v3);
  let x = reduce(uv3 * powP58(reduce(reduce(uv3 * v3) * v)));
  const vx2 = reduce(reduce(x * x) * v);
  if (vx2 !== u) {
    if (vx2 !== mod(-u)) return false;
    x = reduce(x * SQRT_M1);
  }
  return !(x === 0n && signBit === 1n);
}

async function sha256(parts: readonly Uint8Array[]): Promise<Uint8Array> {
  const all = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  // WebCrypto exists in secure contexts only: https, or a loopback address like the sandbox's.
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (!subtle) {
    throw new Error(
      'This page is not served over https, so the browser offers no SHA-256 to find token metadata accounts',
    );
  }
  return new Uint8Array(await subtle.digest('SHA-256', all));
}

/** The program derived address of `seeds` under `programId` (both base58 where addresses). */
export async function findProgramAddress(
  seeds: readonly Uint8Array[],
  programId: string,
): Promise<string> {
  const program = bs58.decode(programId);
  for (let bump = 255; bump >= 0; bump--) {
    const hash = await sha256([...seeds, Uint8Array.of(bump), program, PDA_MARKER]);
    if (!isOnCurve(hash)) return bs58.encode(hash);
  }
  throw new Error('No program address exists for these seeds');
}
