// The sandbox's demo wallet: the creator of the sandbox's demo basket, whose months of activity a
// new sandbox ledger writes (sandbox/seed/history.ts). The sandbox and the app's "Sandbox demo
// wallet" derive its key from the same fixed seed, so the app needs no sandbox-only read to offer
// it. The seed is public (docs/sandbox.md): the key holds test funds on a local sandbox, and the
// app offers it on the sandbox only.
import { Keypair } from '@solana/web3.js';

/** Its ed25519 seed: the 32 bytes of this text in UTF-8. */
export const SANDBOX_DEMO_WALLET_SEED = 'basketry sandbox demo wallet 001';

/** The demo wallet's key pair: the same on every sandbox and in every browser. */
export function sandboxDemoKeypair(): Keypair {
  return Keypair.fromSeed(new TextEncoder().encode(SANDBOX_DEMO_WALLET_SEED));
}
