import { Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../flow/journal';
import { SandboxBurnerWalletAdapter } from './sandboxBurner';
import { SANDBOX_DEMO_WALLET_SEED, sandboxDemoKeypair } from './sandboxDemoKey';
import { SandboxDemoWalletAdapter } from './sandboxDemoWallet';
import { SANDBOX_BURNER_WALLET_NAME, SANDBOX_DEMO_WALLET_NAME } from './sandboxWalletNames';
import { sandboxWalletAdapters } from './sandboxWallets';

describe('sandbox demo wallet', () => {
  it('connects with the same key every time, in every instance: the public seed’s', async () => {
    const first = new SandboxDemoWalletAdapter();
    await first.connect();
    const address = first.publicKey?.toBase58();
    expect(address).toBe(sandboxDemoKeypair().publicKey.toBase58());
    await first.disconnect();
    expect(first.publicKey).toBeNull();
    await first.connect();
    expect(first.publicKey?.toBase58()).toBe(address);

    // A reload makes a new adapter: the key is the same, and nothing was stored to get it.
    const afterReload = new SandboxDemoWalletAdapter();
    await afterReload.connect();
    expect(afterReload.publicKey?.toBase58()).toBe(address);
    // The documented seed is that key's: 32 bytes of text.
    expect(new TextEncoder().encode(SANDBOX_DEMO_WALLET_SEED)).toHaveLength(32);
    expect(
      Keypair.fromSeed(new TextEncoder().encode(SANDBOX_DEMO_WALLET_SEED)).publicKey.toBase58(),
    ).toBe(address);
  });

  it('is a wallet of its own name beside the burner, which keeps a key of its own', async () => {
    const demo = new SandboxDemoWalletAdapter();
    const burner = new SandboxBurnerWalletAdapter(memoryStorage());
    expect(demo.name).toBe(SANDBOX_DEMO_WALLET_NAME);
    expect(demo.name).not.toBe(burner.name);
    expect(burner.name).toBe(SANDBOX_BURNER_WALLET_NAME);
    expect(demo.label).toBe('Sandbox demo wallet');
    await Promise.all([demo.connect(), burner.connect()]);
    expect(burner.publicKey?.toBase58()).not.toBe(demo.publicKey?.toBase58());
  });

  it('signs with the demo key, keeping the signatures already there', async () => {
    const adapter = new SandboxDemoWalletAdapter();
    await expect(adapter.signTransaction(new Transaction())).rejects.toThrow();
    await adapter.connect();
    const payer = sandboxDemoKeypair().publicKey;
    const other = Keypair.generate();
    const tx = new Transaction({
      feePayer: payer,
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
    }).add(SystemProgram.transfer({ fromPubkey: other.publicKey, toPubkey: payer, lamports: 1 }));
    tx.partialSign(other);
    const signed = await adapter.signTransaction(tx);
    expect(signed.verifySignatures()).toBe(true);
  });
});

describe('the sandbox’s wallets', () => {
  it('are the burner and the demo wallet where offered (useSandboxWallets), and none elsewhere', () => {
    expect(sandboxWalletAdapters(true, memoryStorage()).map((a) => a.name)).toEqual([
      SANDBOX_BURNER_WALLET_NAME,
      SANDBOX_DEMO_WALLET_NAME,
    ]);
    expect(sandboxWalletAdapters(false, memoryStorage())).toEqual([]);
  });
});
