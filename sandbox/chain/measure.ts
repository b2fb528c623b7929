// Measures the sandbox chain: boot time (open → first answered RPC) and transactions per second,
// in-process, over HTTP one at a time, and over HTTP with 16 in flight. Run: npx tsx sandbox/chain/measure.ts
import { rmSync } from 'node:fs';
import { Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js';
import { rpcRequest, type RpcEndpoint } from '../../src/solana/jsonRpc';
import { Chain } from './chain';
import { startRpc } from './rpc';
import { tempDataDir } from './test-chain';

async function main(): Promise<void> {
  const dataDir = tempDataDir();
  const t0 = performance.now();
  const chain = await Chain.open({ dataDir });
  const rpc = await startRpc({ chain, rpcPort: 0, wsPort: 0 });
  const endpoint: RpcEndpoint = { url: rpc.rpcUrl, fetch: (...args) => fetch(...args) };
  await rpcRequest(endpoint, 'getSlot', []);
  const boot = performance.now() - t0;

  const payer = Keypair.generate();
  chain.airdrop(payer.publicKey, 1000 * LAMPORTS_PER_SOL);
  const to = Keypair.generate().publicKey;
  let amount = 1_000_000;
  const signed = (n: number): Buffer[] => {
    const out: Buffer[] = [];
    for (let i = 0; i < n; i++) {
      const tx = new Transaction({ feePayer: payer.publicKey, ...chain.latestBlockhash() }).add(
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: amount++ }),
      );
      tx.sign(payer);
      out.push(tx.serialize());
    }
    return out;
  };
  const rate = (n: number, ms: number) => Math.round(n / (ms / 1000));

  const N = 2000;
  let batch = signed(N);
  let t = performance.now();
  for (const raw of batch) chain.sendTransaction(raw);
  const inProcess = rate(N, performance.now() - t);

  batch = signed(N);
  t = performance.now();
  for (const raw of batch)
    await rpcRequest(endpoint, 'sendTransaction', [raw.toString('base64'), { encoding: 'base64' }]);
  const sequential = rate(N, performance.now() - t);

  batch = signed(N);
  t = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < batch.length) {
      const raw = batch[next++]!;
      await rpcRequest(endpoint, 'sendTransaction', [
        raw.toString('base64'),
        { encoding: 'base64' },
      ]);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  const parallel = rate(N, performance.now() - t);

  await rpc.close();
  chain.close();
  const t1 = performance.now();
  const reopened = await Chain.open({ dataDir });
  const replay = performance.now() - t1;
  const replayed = reopened.transactionCount();
  reopened.close();
  rmSync(dataDir, { recursive: true, force: true });

  console.log(`boot (open → first answered RPC): ${Math.round(boot)} ms`);
  console.log(`in-process sendTransaction: ${inProcess} tx/s`);
  console.log(`HTTP sendTransaction, sequential: ${sequential} tx/s`);
  console.log(`HTTP sendTransaction, 16 in flight: ${parallel} tx/s`);
  console.log(`reopen replaying ${replayed} transactions: ${Math.round(replay)} ms`);
}

void main();
