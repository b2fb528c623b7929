// WebSocket subscriptions through web3.js: accounts, signatures, slots; clean close at shutdown.
import {
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  type AccountInfo,
} from '@solana/web3.js';
import bs58 from 'bs58';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from './test-chain';

let t: TestChain;
beforeAll(async () => {
  t = await startTestChain();
});
afterAll(async () => {
  await t.dispose();
});

describe('WebSocket subscriptions', () => {
  it('accountSubscribe notifies when the account changes', async () => {
    const who = Keypair.generate();
    const changed = new Promise<AccountInfo<Buffer>>((resolve) => {
      const id = t.connection.onAccountChange(
        who.publicKey,
        (info) => {
          void t.connection.removeAccountChangeListener(id);
          resolve(info);
        },
        { commitment: 'confirmed' },
      );
    });
    // Wait until the server has registered the subscription: a slot notification proves the socket is live.
    await new Promise<void>((resolve) => {
      const id = t.connection.onSlotChange(() => {
        void t.connection.removeSlotChangeListener(id);
        resolve();
      });
    });
    t.chain.airdrop(who.publicKey, 2 * LAMPORTS_PER_SOL);
    const info = await changed;
    expect(info.lamports).toBe(2 * LAMPORTS_PER_SOL);
  });

  it('signatureSubscribe fires immediately for a signature already confirmed', async () => {
    const who = Keypair.generate();
    const { signature } = t.chain.airdrop(who.publicKey, LAMPORTS_PER_SOL);
    const result = await new Promise<unknown>((resolve) => {
      t.connection.onSignature(signature, (r) => resolve(r.err), 'confirmed');
    });
    expect(result).toBeNull();
  });

  it('confirmTransaction resolves for a wallet-style send (blockhash strategy)', async () => {
    const payer = Keypair.generate();
    t.chain.airdrop(payer.publicKey, LAMPORTS_PER_SOL);
    const latest = await t.connection.getLatestBlockhash();
    const tx = new Transaction({ feePayer: payer.publicKey, ...latest }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000_000,
      }),
    );
    tx.sign(payer);
    const sig = await t.connection.sendRawTransaction(tx.serialize());
    const res = await t.connection.confirmTransaction({ signature: sig, ...latest }, 'confirmed');
    expect(res.value.err).toBeNull();
    expect(sig).toBe(bs58.encode(tx.signature!));
  });

  it('closes client sockets with code 1000 at shutdown', async () => {
    const own = await startTestChain();
    const ws = new WebSocket(own.rpc.wsUrl);
    await new Promise((resolve) => ws.once('open', resolve));
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await own.dispose();
    expect(await closed).toBe(1000);
  });
});
