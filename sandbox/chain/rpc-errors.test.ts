// Failures come back as a node reports them: codes, messages, err shapes and logs.
import {
  Keypair,
  LAMPORTS_PER_SOL,
  SendTransactionError,
  SystemProgram,
  Transaction,
  type PublicKey,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { chainForFile } from './test-chain';

const payer = Keypair.generate();
const t = chainForFile({ airdrop: { to: payer.publicKey, sol: 100 } });

async function rpc(method: string, params: unknown[] = []): Promise<Record<string, unknown>> {
  const res = await fetch(t.rpc.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await res.json()) as Record<string, unknown>;
}

function transfer(lamports: number, to: PublicKey = Keypair.generate().publicKey): Transaction {
  const tx = new Transaction({ feePayer: payer.publicKey, ...t.chain.latestBlockhash() }).add(
    SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports }),
  );
  tx.sign(payer);
  return tx;
}

const b64 = (tx: Transaction) => tx.serialize().toString('base64');

describe('sendTransaction errors', () => {
  it('a failing transaction gives -32002 with the err and the program logs, and does not land', async () => {
    const before = await t.connection.getBalance(payer.publicKey);
    const tx = transfer(1000 * LAMPORTS_PER_SOL);
    const body = await rpc('sendTransaction', [b64(tx), { encoding: 'base64' }]);
    const error = body.error as { code: number; message: string; data: Record<string, unknown> };
    expect(error.code).toBe(-32002);
    expect(error.message).toBe(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    );
    expect(error.data.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(error.data.accounts).toBeNull();
    expect(error.data.logs).toContain('Program 11111111111111111111111111111111 invoke [1]');
    expect((error.data.logs as string[]).some((l) => l.includes('insufficient lamports'))).toBe(
      true,
    );
    expect(error.data.unitsConsumed).toBeGreaterThan(0);
    expect(await t.connection.getBalance(payer.publicKey)).toBe(before);
  });

  it('web3.js surfaces the same failure as SendTransactionError with logs', async () => {
    const tx = transfer(1000 * LAMPORTS_PER_SOL);
    const err = await t.connection.sendRawTransaction(tx.serialize()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SendTransactionError);
    const logs = await (err as SendTransactionError).getLogs(t.connection);
    expect(logs.some((l) => l.includes('insufficient lamports'))).toBe(true);
  });

  it('with skipPreflight a failing transaction lands: fee charged, err in its status', async () => {
    const before = await t.connection.getBalance(payer.publicKey);
    const tx = transfer(1000 * LAMPORTS_PER_SOL);
    const sig = await t.connection.sendRawTransaction(tx.serialize(), { skipPreflight: true });
    expect(sig).toBe(bs58.encode(tx.signature!));
    const status = await t.connection.getSignatureStatus(sig);
    expect(status.value?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(await t.connection.getBalance(payer.publicKey)).toBe(before - 5000);
    const result = await t.connection.confirmTransaction(
      { signature: sig, ...t.chain.latestBlockhash() },
      'confirmed',
    );
    expect(result.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
  });

  it('refuses a duplicate with AlreadyProcessed', async () => {
    const tx = transfer(1_000_000);
    await t.connection.sendRawTransaction(tx.serialize());
    const body = await rpc('sendTransaction', [b64(tx), { encoding: 'base64' }]);
    expect(body.error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: This transaction has already been processed',
      data: { err: 'AlreadyProcessed', logs: [] },
    });
  });

  it('refuses every outstanding blockhash after expireBlockhashes, and the block height passes it', async () => {
    const tx = transfer(1_000_000);
    const { lastValidBlockHeight } = t.chain.latestBlockhash();
    expect((await rpc('isBlockhashValid', [tx.recentBlockhash])).result).toMatchObject({
      value: true,
    });
    t.chain.expireBlockhashes();
    const body = await rpc('sendTransaction', [b64(tx), { encoding: 'base64' }]);
    expect(body.error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Blockhash not found',
      data: { err: 'BlockhashNotFound', logs: [], accounts: null, unitsConsumed: 0 },
    });
    expect((await rpc('isBlockhashValid', [tx.recentBlockhash])).result).toMatchObject({
      value: false,
    });
    expect(await t.connection.getBlockHeight()).toBeGreaterThan(lastValidBlockHeight);
    // A fresh transaction goes through.
    await t.connection.sendRawTransaction(transfer(1_000_000).serialize());
  });

  it('an unknown blockhash with skipPreflight is dropped: signature returned, nothing lands', async () => {
    const tx = new Transaction({
      feePayer: payer.publicKey,
      blockhash: bs58.encode(new Uint8Array(32).fill(7)),
      lastValidBlockHeight: 0,
    }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: payer.publicKey,
        lamports: 1,
      }),
    );
    tx.sign(payer);
    const sig = await t.connection.sendRawTransaction(tx.serialize(), { skipPreflight: true });
    expect(
      (await t.connection.getSignatureStatus(sig, { searchTransactionHistory: true })).value,
    ).toBeNull();
  });

  it('a bad signature gives -32003', async () => {
    const raw = transfer(1_000_000).serialize();
    raw[10] = raw[10]! ^ 0xff;
    const body = await rpc('sendTransaction', [raw.toString('base64'), { encoding: 'base64' }]);
    expect(body.error).toEqual({
      code: -32003,
      message: 'Transaction signature verification failure',
    });
  });

  it('accepts base58 (the default encoding) and rejects malformed bytes with -32602', async () => {
    const tx = transfer(1_000_000);
    const ok = await rpc('sendTransaction', [bs58.encode(tx.serialize())]);
    expect(ok.result).toBe(bs58.encode(tx.signature!));
    const bad = await rpc('sendTransaction', ['AAAA', { encoding: 'base64' }]);
    expect((bad.error as { code: number }).code).toBe(-32602);
  });
});

describe('JSON-RPC envelope', () => {
  it('answers batches, unknown methods and parse errors as a node', async () => {
    const res = await fetch(t.rpc.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:4173' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getSlot' },
        { jsonrpc: '2.0', id: 2, method: 'noSuchMethod' },
        { jsonrpc: '2.0', id: 3, method: 'getHealth' },
      ]),
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as Record<string, unknown>[];
    expect(body[0]).toMatchObject({ id: 1, result: expect.any(Number) });
    expect(body[1]).toEqual({
      jsonrpc: '2.0',
      id: 2,
      error: { code: -32601, message: 'Method not found' },
    });
    expect(body[2]).toMatchObject({ id: 3, result: 'ok' });
    const parse = await fetch(t.rpc.rpcUrl, { method: 'POST', body: '{nope' });
    expect(await parse.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error' },
    });
  });

  it('answers a CORS preflight from a browser on another port', async () => {
    const res = await fetch(t.rpc.rpcUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,solana-client',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('solana-client');
  });

  it('puts the slot in the context of responses', async () => {
    const body = await rpc('getBalance', [payer.publicKey.toBase58()]);
    const result = body.result as { context: { slot: number }; value: number };
    expect(result.context.slot).toBeGreaterThan(0);
    expect(result.value).toBeGreaterThan(0);
  });
});
