// Program derived addresses without web3.js (pages that render before the chain code read the
// Metaplex metadata of a mint). The derivation is Solana's (web3.js 1.x PublicKey
// .findProgramAddressSync): sha256(seeds ‖ [bump] ‖ program id ‖ "ProgramDerivedAddress"), from
// bump 255 down, the first hash that is not a point of the ed25519 curve.
import bs58 from 'bs58';

const PDA_MARKER = new TextEncoder().encode('ProgramDerivedAddress');

// ed25519 (RFC 8032 §5.1): p = 2^255 − 19, d = −121665 / 121666.
const P = 2n ** 255n - 19n;
const mod = (a: bigint): bigint => ((a % P) + P) % P;

function pow(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = mod(base);
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = mod(result * b);
    b = mod(b * b);
  }
  return result;
}

const D = mod(-121665n * pow(121666n, P - 2n));
const SQRT_M1 = pow(2n, (P - 1n) / 4n);

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
  const y2 = mod(y * y);
  const u = mod(y2 - 1n);
  const v = mod(D * y2 + 1n);
  // x = u v³ (u v⁷)^((p − 5) / 8), then checked (RFC 8032 §5.1.3 step 3).
  const v3 = mod(v * v * v);
  let x = mod(u * v3 * pow(u * v3 * v3 * v, (P - 5n) / 8n));
  const vx2 = mod(v * x * x);
  if (vx2 !== u) {
    if (vx2 !== mod(-u)) return false;
    x = mod(x * SQRT_M1);
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
