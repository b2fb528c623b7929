import {
  UnsafeBurnerWalletAdapter,
  UnsafeBurnerWalletName,
} from '@solana/wallet-adapter-unsafe-burner';
import { Keypair } from '@solana/web3.js';

export const SANDBOX_BURNER_WALLET_NAME = UnsafeBurnerWalletName;
export const SANDBOX_BURNER_LABEL = 'Sandbox burner wallet';
export const SANDBOX_BURNER_DESCRIPTION = 'Test funds only, key kept in this browser';
export const BURNER_KEY_STORAGE_KEY = 'basketry.sandbox-burner-key.v1';

/** The upstream adapter keeps its key in this field; we seed it so the key survives a reload. */
interface BurnerInternals {
  _keypair: Keypair | null;
}

function readStoredKeypair(storage: Storage): Keypair | null {
  try {
    const raw = storage.getItem(BURNER_KEY_STORAGE_KEY);
    if (!raw) return null;
    const bytes: unknown = JSON.parse(raw);
    if (!Array.isArray(bytes) || bytes.length !== 64) return null;
    return Keypair.fromSecretKey(Uint8Array.from(bytes as number[]));
  } catch {
    return null;
  }
}

/**
 * The wallet-adapter burner wallet, for the sandbox only. Upstream it makes a new key on every
 * connect, so test funds and unfinished flows would vanish on reload; here the key is stored in
 * localStorage and reused. That is exactly why it must never be offered outside the sandbox.
 */
export class SandboxBurnerWalletAdapter extends UnsafeBurnerWalletAdapter {
  private readonly storage: Storage;

  constructor(storage: Storage = globalThis.localStorage) {
    super();
    this.storage = storage;
  }

  override async connect(): Promise<void> {
    let keypair = readStoredKeypair(this.storage);
    if (!keypair) {
      keypair = Keypair.generate();
      this.storage.setItem(BURNER_KEY_STORAGE_KEY, JSON.stringify(Array.from(keypair.secretKey)));
    }
    (this as unknown as BurnerInternals)._keypair = keypair;
    this.emit('connect', keypair.publicKey);
  }
}
