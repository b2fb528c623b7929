// The sandbox's own keys. Every key is derived from one secret: the keeper, the faucet (mint
// authority of the test tokens), the demo creator and the market the keeper trades with.
// With a data folder the secret is created once and kept there (`--reset` wipes it along with the
// ledger); without one a fixed secret gives the same keys on every start.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Keypair } from '@solana/web3.js';

const SECRET_FILE = 'service-secret.json';
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

  get demoCreator(): Keypair {
    return this.derive('demo-creator');
  }

  /**
   * The sandbox's market: the counterparty of the keeper's swaps at sandbox prices (a rebalance's
   * swap, which a Jupiter route makes on mainnet), holding a reserve of every test token.
   */
  get market(): Keypair {
    return this.derive('market');
  }
}
