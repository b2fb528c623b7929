// A wallet with many basket transactions among many others on a bench sandbox: `basket` USDC
// deposits into the demo basket (each credited by the keeper) and `other` memo transactions, all
// signed by the wallet and sent straight into the chain (the keeper's credits land as it works).
import {
  Keypair,
  PublicKey,
  Transaction,
  TransactionInstruction,
  VersionedTransaction,
} from '@solana/web3.js';
import type { Sandbox } from '../../../sandbox/index';
import { MEMO_PROGRAM_ID } from '../../../src/solana/programs';

async function api(
  sandbox: Sandbox,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${sandbox.apiUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok || json.success !== true) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json;
}

/** One memo transaction of the wallet's: not basket business. */
function memo(sandbox: Sandbox, wallet: Keypair, n: number): void {
  const { blockhash, lastValidBlockHeight } = sandbox.chain.latestBlockhash();
  const tx = new Transaction({ feePayer: wallet.publicKey, blockhash, lastValidBlockHeight }).add(
    new TransactionInstruction({
      programId: new PublicKey(MEMO_PROGRAM_ID),
      keys: [{ pubkey: wallet.publicKey, isSigner: true, isWritable: false }],
      data: Buffer.from(`bench ${n}`),
    }),
  );
  tx.sign(wallet);
  sandbox.chain.sendTransaction(tx.serialize());
}

async function deposit(sandbox: Sandbox, wallet: Keypair, basket: string): Promise<void> {
  const reply = await api(sandbox, '/baskets/deposit', {
    user: wallet.publicKey.toBase58(),
    basket,
    amount: 1,
  });
  const tx = VersionedTransaction.deserialize(Buffer.from(String(reply.transaction), 'base64'));
  tx.sign([wallet]);
  sandbox.chain.sendTransaction(tx.serialize());
}

/** The demo basket: the first the sandbox lists. */
export async function demoBasket(sandbox: Sandbox): Promise<string> {
  const listed = await api(sandbox, '/sandbox/baskets');
  const first = (listed.baskets as { address: string }[])[0];
  if (!first) throw new Error('the bench sandbox lists no basket');
  return first.address;
}

/** Interleaves the deposits among the others (one every `other / basket` memos). */
export async function seedWalletHistory(
  sandbox: Sandbox,
  wallet: Keypair,
  counts: { basket: number; other: number },
): Promise<void> {
  await api(sandbox, '/sandbox/faucet', { address: wallet.publicKey.toBase58() });
  const basket = await demoBasket(sandbox);
  const every = Math.max(1, Math.floor(counts.other / counts.basket));
  let deposits = 0;
  for (let n = 0; n < counts.other; n++) {
    memo(sandbox, wallet, n);
    if (n % every === 0 && deposits < counts.basket) {
      await deposit(sandbox, wallet, basket);
      deposits++;
    }
  }
  while (deposits < counts.basket) {
    await deposit(sandbox, wallet, basket);
    deposits++;
  }
  await creditedAll(sandbox, wallet);
}

/** Waits until the keeper has credited every deposit of the wallet. */
export async function creditedAll(sandbox: Sandbox, wallet: Keypair): Promise<void> {
  for (;;) {
    const reply = await api(sandbox, `/sandbox/deposits?user=${wallet.publicKey.toBase58()}`);
    const statuses = (reply.deposits as { status: string }[]).map((d) => d.status);
    if (statuses.every((s) => s !== 'pending')) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

export { deposit as depositOnce, memo as memoOnce };
