// The sandbox's own keys. Every key but the demo wallet's is derived from one secret: the keeper,
// the faucet (mint authority of the test tokens), and the per-basket / per-withdraw authorities.
// With a data folder the secret is created once and kept there (`--reset` wipes it along with the
// ledger); without one a fixed secret gives the same keys on every start. The demo wallet's key
// comes from a public seed the app shares (src/wallet/sandboxDemoKey.ts), so the app can offer it
// without asking the sandbox.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Keypair, PublicKey } from '@solana/web3.js';
import { sandboxDemoKeypair } from '../../src/wallet/sandboxDemoKey';

const SECRET_FILE = 'service-secret.json';
/** The same on every sandbox: made once. */
let demoWallet: Keypair | undefined;
const FIXED_SECRET = createHash('sha256').update('basketry sandbox service').digest();

export class SandboxKeys {
  private readonly cache = new Map<string, Keypair>();

  constructor(private readonly secret: Uint8Array) {}

  static load(dataDir?: string): SandboxKeys {
    if (!dataDir) return new SandboxKeys(FIXED_SECRET);
    const path = join(dataDir, SECRET_FILE);
    if (existsSync(path)) {
      const hex = JSON.parse(readFileSync(path, 'utf8')) as { secret: string };
      return new SandboxKeys(Buffer.from(hex.secret, 'hex'));
    }
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32);
    writeFileSync(path, JSON.stringify({ secret: secret.toString('hex') }) + '\n', { mode: 0o600 });
    return new SandboxKeys(secret);
  }

  /** A keypair from the secret and a label: same label, same key. */
  derive(label: string): Keypair {
    let kp = this.cache.get(label);
    if (!kp) {
      const seed = createHash('sha256').update(this.secret).update(label).digest();
      kp = Keypair.fromSeed(seed);
      this.cache.set(label, kp);
    }
    return kp;
  }

  get keeper(): Keypair {
    return this.derive('keeper');
  }

  /** Mint authority of the test tokens; also pays the faucet's transactions. */
  get faucet(): Keypair {
    return this.derive('faucet');
  }

  /** The demo basket's creator, whose history the seed writes: the app's Sandbox demo wallet. */
  get demoCreator(): Keypair {
    return (demoWallet ??= sandboxDemoKeypair());
  }

  /** Owns a basket's vaults and is its token's mint authority. */
  basketAuthority(basket: PublicKey): Keypair {
    return this.derive(`basket:${basket.toBase58()}`);
  }

  /** Owns a basket's USDC deposit vault (kept apart from a USDC composition vault). */
  depositAuthority(basket: PublicKey): Keypair {
    return this.derive(`deposit:${basket.toBase58()}`);
  }

  /** Owns the escrows that hold a withdrawal's assets until the user claims them. */
  withdrawAuthority(withdrawAccount: PublicKey): Keypair {
    return this.derive(`withdraw:${withdrawAccount.toBase58()}`);
  }
}
