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
import { describe, expect, it } from 'vitest';
import { openRpcSocket } from './rpc-socket';
import { chainForFile, startTestChain } from './test-chain';

const t = chainForFile();

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

describe('finalized commitment', () => {
  it('signatureSubscribe at finalized fires once the transaction is 32 blocks deep', async () => {
    // Blocks only when the test makes them, so depth is exact.
    const own = await startTestChain({ blockMs: 3_600_000 });
    const socket = await openRpcSocket(own.rpc.wsUrl);
    const { call, nextMessage } = socket;
    const notified = () => socket.notifications('signatureNotification');
    try {
      const { signature } = own.chain.airdrop(Keypair.generate().publicKey, LAMPORTS_PER_SOL);
      await call('signatureSubscribe', [signature, { commitment: 'finalized' }]);
      for (let i = 0; i < 31; i++) own.chain.produceBlock();
      await call('slotSubscribe', []); // round trip: anything sent before its answer has arrived
      expect(notified()).toHaveLength(0);
      expect(own.chain.getSignatureStatus(signature)?.confirmationStatus).toBe('confirmed');

      own.chain.produceBlock();
      while (notified().length === 0) await nextMessage();
      expect(notified()[0]).toMatchObject({ result: { value: { err: null } } });
      expect(own.chain.getSignatureStatus(signature)).toMatchObject({
        confirmationStatus: 'finalized',
        confirmations: null,
      });
    } finally {
      socket.close();
      await own.dispose();
    }
  });
});

describe('WebSocket errors', () => {
  it('rejects a malformed address or signature with -32602 and keeps the socket', async () => {
    const ws = new WebSocket(t.rpc.wsUrl);
    try {
      await new Promise((resolve) => ws.once('open', resolve));
      type Reply = { id?: number; error?: { code: number; message: string }; result?: unknown };
      const ask = (id: number, method: string, params: unknown[]) =>
        new Promise<Reply>((resolve) => {
          const onMessage = (data: WebSocket.RawData) => {
            const msg = JSON.parse(String(data)) as Reply;
            if (msg.id !== id) return;
            ws.off('message', onMessage);
            resolve(msg);
          };
          ws.on('message', onMessage);
          ws.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
        });
      expect((await ask(1, 'accountSubscribe', ['not-an-address'])).error).toEqual({
        code: -32602,
        message: 'Invalid param: Invalid',
      });
      expect((await ask(2, 'signatureSubscribe', ['xyz'])).error?.code).toBe(-32602);
      expect((await ask(3, 'signatureUnsubscribe', [987654])).error).toEqual({
        code: -32602,
        message: 'Invalid subscription id.',
      });
      expect(typeof (await ask(4, 'slotSubscribe', [])).result).toBe('number');
    } finally {
      ws.close();
    }
  });
});
