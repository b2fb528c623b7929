// The Mobile Wallet Adapter protocol asks for @noble/curves 2 and @noble/hashes 2; the build hands it
// the app's own copies instead (vite.config.ts, sharedNobleForMobileWallet). These tests hold those
// copies to what the protocol calls, read from the protocol's own browser build, so an upgrade of
// either side that breaks the match fails here rather than in a user's wallet.
import { readFileSync } from 'node:fs';
import { schnorr } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';

// The file the browser build bundles (the package's "browser" export; not importable by path).
const protocolBuild = new URL(
  '../../node_modules/@solana-mobile/mobile-wallet-adapter-protocol/lib/esm/index.browser.js',
  import.meta.url,
);

/** `import { a, b } from "@noble/…"` lines of the protocol's build: module → imported names. */
function nobleImports(source: string): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(@noble\/[^"]+)"/g)) {
    const names = match[1]!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!);
    imports.set(match[2]!, names.filter(Boolean));
  }
  return imports;
}

describe("the Mobile Wallet Adapter protocol's @noble imports", () => {
  const source = readFileSync(protocolBuild, 'utf8');

  it('are the ones the app copies are held to', () => {
    expect(Object.fromEntries(nobleImports(source))).toEqual({
      '@noble/curves/secp256k1.js': ['schnorr'],
      '@noble/hashes/sha2.js': ['sha256'],
      '@noble/hashes/utils.js': ['bytesToHex', 'hexToBytes'],
    });
    // The schnorr calls of its Nostr events (src/nostr.ts in the build).
    const calls = [...source.matchAll(/schnorr\.([\w.]+)\(/g)].map((m) => m[1]);
    expect(new Set(calls)).toEqual(
      new Set(['utils.randomSecretKey', 'getPublicKey', 'sign', 'verify']),
    );
  });

  it("work in the app's copies: a Nostr event id signed and verified as the protocol does", () => {
    const privateKey = schnorr.utils.randomSecretKey();
    const publicKey = bytesToHex(schnorr.getPublicKey(privateKey));
    const id = bytesToHex(sha256(new TextEncoder().encode('[0,"pubkey",0,20012,[],""]')));
    const sig = bytesToHex(schnorr.sign(hexToBytes(id), privateKey));
    expect(publicKey).toMatch(/^[0-9a-f]{64}$/);
    expect(sig).toMatch(/^[0-9a-f]{128}$/);
    expect(schnorr.verify(hexToBytes(sig), hexToBytes(id), hexToBytes(publicKey))).toBe(true);
    const otherId = bytesToHex(sha256(new TextEncoder().encode('another event')));
    expect(schnorr.verify(hexToBytes(sig), hexToBytes(otherId), hexToBytes(publicKey))).toBe(false);
  });

  it('signs BIP-340 test vector 0 as specified', () => {
    // BIP-340 test-vectors.csv, index 0: secret key 3, auxiliary randomness zero, message zero.
    const secret = hexToBytes('00'.repeat(31) + '03');
    const message = new Uint8Array(32);
    expect(bytesToHex(schnorr.getPublicKey(secret)).toUpperCase()).toBe(
      'F9308A019258C31049344F85F89D5229B531C845836F99B08601F113BCE036F9',
    );
    expect(bytesToHex(schnorr.sign(message, secret, new Uint8Array(32))).toUpperCase()).toBe(
      'E907831F80848D1069A5371B402410364BDF1C5F8307B0084C55F1CE2DCA8215' +
        '25F66A4A85EA8B71E482A74F382D2CE5EBEEE8FDB2172F477DF4900D310536C0',
    );
  });
});
