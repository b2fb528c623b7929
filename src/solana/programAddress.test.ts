import { Keypair, PublicKey } from '@solana/web3.js';
import bs58 from 'bs58';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURVE_CONSTANTS, findProgramAddress, isOnCurve } from './programAddress';
import { TOKEN_METADATA_PROGRAM_ID } from './programs';

// web3.js is the reference: the lean derivation must agree with it on every key.
describe('findProgramAddress', () => {
  it('derives the same Metaplex metadata addresses as web3.js', async () => {
    const program = new PublicKey(TOKEN_METADATA_PROGRAM_ID);
    for (let i = 0; i < 40; i++) {
      const mint = Keypair.generate().publicKey;
      const seeds = [new TextEncoder().encode('metadata'), program.toBytes(), mint.toBytes()];
      const [expected] = PublicKey.findProgramAddressSync(seeds, program);
      expect(await findProgramAddress(seeds, TOKEN_METADATA_PROGRAM_ID)).toBe(expected.toBase58());
    }
  });

  afterEach(() => vi.unstubAllGlobals());

  it('says why it cannot work on a page that is not a secure context (no WebCrypto there)', async () => {
    vi.stubGlobal('crypto', {});
    await expect(findProgramAddress([Uint8Array.of(1)], TOKEN_METADATA_PROGRAM_ID)).rejects.toThrow(
      /not served over https/,
    );
  });
});

describe('isOnCurve', () => {
  it('agrees with web3.js on wallet keys (on the curve) and on random bytes', () => {
    for (let i = 0; i < 200; i++) {
      const key = Keypair.generate().publicKey.toBytes();
      expect(isOnCurve(key)).toBe(true);
      const random = crypto.getRandomValues(new Uint8Array(32));
      expect(isOnCurve(random)).toBe(PublicKey.isOnCurve(random));
    }
  });

  it('refuses a y at or above the field prime, x = 0 with the sign bit, and other lengths', () => {
    // y = p (2^255 − 19), little-endian: not canonical.
    const p = new Uint8Array(32).fill(0xff);
    p[0] = 0xed;
    p[31] = 0x7f;
    expect(isOnCurve(p)).toBe(PublicKey.isOnCurve(p));
    expect(isOnCurve(p)).toBe(false);
    // y = 1 is the point (0, 1); with the sign bit set it names x = −0, refused.
    const negativeZero = new Uint8Array(32);
    negativeZero[0] = 1;
    expect(isOnCurve(negativeZero)).toBe(true);
    negativeZero[31] = 0x80;
    expect(isOnCurve(negativeZero)).toBe(PublicKey.isOnCurve(negativeZero));
    expect(isOnCurve(negativeZero)).toBe(false);
    expect(isOnCurve(bs58.decode('11111111111111111111111111111111').subarray(0, 31))).toBe(false);
  });
});

describe('the curve arithmetic', () => {
  it('writes out d and √−1 as RFC 8032 defines them', () => {
    expect(CURVE_CONSTANTS.D).toBe(CURVE_CONSTANTS.d());
    expect(CURVE_CONSTANTS.SQRT_M1).toBe(CURVE_CONSTANTS.sqrtMinusOne());
  });

  it('raises to (p − 5) / 8 through its addition chain as square-and-multiply does', () => {
    for (let i = 0; i < 50; i++) {
      const bytes = crypto.getRandomValues(new Uint8Array(32));
      const x = BigInt(`0x${Buffer.from(bytes).toString('hex')}`) % (2n ** 255n - 19n);
      expect(CURVE_CONSTANTS.powP58(x)).toBe(CURVE_CONSTANTS.powP58BySquaring(x));
    }
  });
});
