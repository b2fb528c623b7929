import { Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../flow/journal';
import { BURNER_KEY_STORAGE_KEY, SandboxBurnerWalletAdapter } from './sandboxBurner';

let localStorage: ReturnType<typeof memoryStorage>;

describe('sandbox burner wallet', () => {
  beforeEach(() => {
    localStorage = memoryStorage();
  });

  it('keeps its key across reloads (a new adapter instance) and disconnects', async () => {
    const first = new SandboxBurnerWalletAdapter(localStorage);
    await first.connect();
    const address = first.publicKey!.toBase58();
    expect(localStorage.getItem(BURNER_KEY_STORAGE_KEY)).not.toBeNull();
    await first.disconnect();
    expect(first.publicKey).toBeNull();

    const afterReload = new SandboxBurnerWalletAdapter(localStorage);
    await afterReload.connect();
    expect(afterReload.publicKey!.toBase58()).toBe(address);
  });

  it('makes a new key when the stored one is unreadable', async () => {
    localStorage.setItem(BURNER_KEY_STORAGE_KEY, '[1,2,3]');
    const adapter = new SandboxBurnerWalletAdapter(localStorage);
    await adapter.connect();
    expect(adapter.publicKey).not.toBeNull();
    expect(JSON.parse(localStorage.getItem(BURNER_KEY_STORAGE_KEY)!)).toHaveLength(64);
  });

  it('signs with the stored key', async () => {
    const adapter = new SandboxBurnerWalletAdapter(localStorage);
    await adapter.connect();
    const payer = adapter.publicKey!;
    const tx = new Transaction({
      feePayer: payer,
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
    });
    tx.add(
      SystemProgram.transfer({
        fromPubkey: payer,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1,
      }),
    );
    const signed = await adapter.signTransaction(tx);
    expect(signed.verifySignatures()).toBe(true);
  });
});
