import { Keypair } from '@solana/web3.js';
import { SandboxKeyWalletAdapter, svgIcon } from './sandboxKeyWallet';
import { SANDBOX_BURNER_WALLET_NAME } from './sandboxWalletNames';

export const BURNER_KEY_STORAGE_KEY = 'basketry.sandbox-burner-key.v1';

// A flame on the sandbox's purple.
const BURNER_ICON = svgIcon(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#7c3aed"/><path fill="#fff" d="M16 5c1 4 6 7 6 13a6 6 0 0 1-12 0c0-3 1.5-5 3-6.5 0 2 1 3.5 2.5 4C15 12 14.5 8.5 16 5z"/></svg>',
);

/** Where the burner keeps its key: localStorage in the app. */
export type KeyStorage = Pick<Storage, 'getItem' | 'setItem'>;

function readStoredKeypair(storage: KeyStorage): Keypair | null {
  try {
    const raw = storage.getItem(BURNER_KEY_STORAGE_KEY);
    if (!raw) return null;
    const bytes: unknown = JSON.parse(raw);
    if (
      !Array.isArray(bytes) ||
      bytes.length !== 64 ||
      !bytes.every((b): b is number => Number.isInteger(b) && b >= 0 && b <= 255)
    ) {
      return null;
    }
    return Keypair.fromSecretKey(Uint8Array.from(bytes));
  } catch {
    return null;
  }
}

/**
 * A fresh key of this browser's own, for the sandbox only. Its key is kept in localStorage and
 * reused, so test funds and unfinished flows survive a reload — which is exactly why it must
 * never be offered outside the sandbox.
 */
export class SandboxBurnerWalletAdapter extends SandboxKeyWalletAdapter<'Burner Wallet'> {
  readonly name = SANDBOX_BURNER_WALLET_NAME;
  readonly label = 'Sandbox burner wallet';
  readonly description = 'Test funds only, key kept in this browser';
  readonly icon = BURNER_ICON;
  private readonly storage: KeyStorage;

  constructor(storage: KeyStorage = globalThis.localStorage) {
    super();
    this.storage = storage;
  }

  protected loadKeypair(): Keypair {
    const stored = readStoredKeypair(this.storage);
    if (stored) return stored;
    const keypair = Keypair.generate();
    this.storage.setItem(BURNER_KEY_STORAGE_KEY, JSON.stringify(Array.from(keypair.secretKey)));
    return keypair;
  }
}
