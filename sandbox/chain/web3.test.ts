// Unmodified @solana/web3.js v1 and @solana/spl-token against the sandbox JSON-RPC.
import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import {
  createMint,
  getAccount,
  getOrCreateAssociatedTokenAccount,
  mintTo,
  transfer,
} from '@solana/spl-token';
import { describe, expect, it } from 'vitest';
import { chainForFile } from './test-chain';

const t = chainForFile();

async function fundedKeypair(sol = 10): Promise<Keypair> {
  const kp = Keypair.generate();
  const sig = await t.connection.requestAirdrop(kp.publicKey, sol * LAMPORTS_PER_SOL);
  const bh = await t.connection.getLatestBlockhash();
  await t.connection.confirmTransaction({ signature: sig, ...bh }, 'confirmed');
  return kp;
}

describe('web3.js v1 Connection', () => {
  it('airdrops and transfers SOL, confirming with the blockhash strategy', async () => {
    const payer = await fundedKeypair();
    expect(await t.connection.getBalance(payer.publicKey)).toBe(10 * LAMPORTS_PER_SOL);
    const to = Keypair.generate().publicKey;
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 1_234_567 }),
    );
    const sig = await sendAndConfirmTransaction(t.connection, tx, [payer]);
    expect(typeof sig).toBe('string');
    expect(await t.connection.getBalance(to)).toBe(1_234_567);
    expect(await t.connection.getBalance(payer.publicKey)).toBe(
      10 * LAMPORTS_PER_SOL - 1_234_567 - 5000,
    );
    const status = await t.connection.getSignatureStatus(sig);
    expect(status.value?.err).toBeNull();
    expect(status.value?.confirmationStatus).toBe('confirmed');
  });

  it('creates a mint, an associated token account, mints and transfers with spl-token', async () => {
    const payer = await fundedKeypair();
    const mint = await createMint(t.connection, payer, payer.publicKey, null, 6);
    const ata = await getOrCreateAssociatedTokenAccount(t.connection, payer, mint, payer.publicKey);
    await mintTo(t.connection, payer, mint, ata.address, payer, 5_000_000);
    const bob = Keypair.generate();
    const bobAta = await getOrCreateAssociatedTokenAccount(
      t.connection,
      payer,
      mint,
      bob.publicKey,
    );
    await transfer(t.connection, payer, ata.address, bobAta.address, payer, 1_500_000);

    expect((await getAccount(t.connection, ata.address)).amount).toBe(3_500_000n);
    const bal = await t.connection.getTokenAccountBalance(bobAta.address);
    expect(bal.value).toEqual({
      amount: '1500000',
      decimals: 6,
      uiAmount: 1.5,
      uiAmountString: '1.5',
    });
    const supply = await t.connection.getTokenSupply(mint);
    expect(supply.value.amount).toBe('5000000');

    const parsed = await t.connection.getParsedTokenAccountsByOwner(bob.publicKey, { mint });
    expect(parsed.value).toHaveLength(1);
    expect(parsed.value[0]!.pubkey.equals(bobAta.address)).toBe(true);
    expect(parsed.value[0]!.account.data.parsed.info.tokenAmount.uiAmountString).toBe('1.5');
    expect(parsed.value[0]!.account.data.program).toBe('spl-token');

    const raw = await t.connection.getTokenAccountsByOwner(payer.publicKey, {
      programId: new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
    });
    expect(raw.value.map((v) => v.pubkey.toBase58())).toEqual([ata.address.toBase58()]);

    const mintInfo = await t.connection.getParsedAccountInfo(mint);
    expect(mintInfo.value?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 6, supply: '5000000' } },
    });
  });
});
