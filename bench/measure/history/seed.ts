// A wallet with many basket transactions among many others on a bench sandbox, all signed by the
// wallet and sent straight into the chain: a basket it creates, `deposits` USDC deposits into the
// demo basket (each credited by the keeper, whose work per deposit is the costly part) and the
// rest of `basket` as set-metadata on its own basket, among `other` memo transactions.
import {
  Keypair,
  PublicKey,
  Transaction,
  TransactionInstruction,
  VersionedTransaction,
} from '@solana/web3.js';
import type { Sandbox } from '../../../sandbox/index';
import { MEMO_PROGRAM_ID } from '../../../src/solana/programs';
import { createRequest } from '../../../e2e/support/direct';

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

function signAndSend(sandbox: Sandbox, wallet: Keypair, base64: unknown): void {
  const tx = VersionedTransaction.deserialize(Buffer.from(String(base64), 'base64'));
  tx.sign([wallet]);
  sandbox.chain.sendTransaction(tx.serialize());
}

/** The wallet's own basket (three transactions, one of them the program's createBasket). */
async function createOwnBasket(sandbox: Sandbox, wallet: Keypair): Promise<string> {
  const reply = await api(
    sandbox,
    '/baskets/create',
    createRequest(wallet.publicKey.toBase58(), { symbol: 'BENCH' }),
  );
  for (const field of ['createTransaction', 'compositionTransaction', 'restructureTransaction']) {
    signAndSend(sandbox, wallet, reply[field]);
  }
  return String(reply.basket);
}

async function setMetadata(sandbox: Sandbox, wallet: Keypair, basket: string, n: number) {
  const reply = await api(sandbox, '/baskets/set-metadata', {
    basket,
    creator: wallet.publicKey.toBase58(),
    symbol: 'BENCH',
    name: `Bench basket ${n}`,
    uri: '',
  });
  signAndSend(sandbox, wallet, reply.transaction);
}

/**
 * Interleaves the basket transactions among the others: the create first, then deposits and
 * set-metadata evenly among the memos; resolves once the keeper has credited every deposit.
 */
export async function seedWalletHistory(
  sandbox: Sandbox,
  wallet: Keypair,
  counts: { basket: number; deposits: number; other: number },
): Promise<void> {
  await api(sandbox, '/sandbox/faucet', { address: wallet.publicKey.toBase58() });
  const demo = await demoBasket(sandbox);
  const own = await createOwnBasket(sandbox, wallet);
  const rest = counts.basket - 1;
  const depositEvery = Math.max(1, Math.floor(rest / counts.deposits));
  const otherPerBasket = counts.other / rest;
  let others = 0;
  for (let n = 0; n < rest; n++) {
    for (; others < Math.round((n + 1) * otherPerBasket); others++) memo(sandbox, wallet, others);
    if (n % depositEvery === 0) await deposit(sandbox, wallet, demo);
    else await setMetadata(sandbox, wallet, own, n);
  }
  for (; others < counts.other; others++) memo(sandbox, wallet, others);
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
