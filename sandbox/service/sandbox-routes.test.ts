// The /sandbox helpers: faucet balances, blockhash expiry for fault tests, and memos that only
// look like the model's (forged by a user) changing nothing.
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  Transaction,
  TransactionInstruction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { KNOWN_TOKENS } from '../../src/solana/tokens';
import { MEMO_PROGRAM_ID } from './addresses';
import {
  call,
  command,
  eventually,
  signAndSend,
  startTestSandbox,
  tokenAmount,
  type TestSandbox,
} from './testing';

let sb: TestSandbox;
let demo = '';
beforeAll(async () => {
  sb = await startTestSandbox();
  demo =
    ((await call(sb.apiUrl, '/sandbox/baskets')).body.baskets as { address: string }[])[0]
      ?.address ?? '';
});
afterAll(async () => {
  await sb?.close();
});

it('the faucet funds SOL and every test token in one real transaction', async () => {
  const wallet = Keypair.generate().publicKey;
  const reply = await call(sb.apiUrl, '/sandbox/faucet', { address: wallet.toBase58() });
  expect(reply.status).toBe(200);
  const funded = reply.body.funded as { mint: string; symbol: string; amount: number }[];
  expect(funded.map((f) => f.symbol)).toEqual(['SOL', ...KNOWN_TOKENS.map((t) => t.symbol)]);
  const status = await sb.connection.getSignatureStatus(reply.body.signature as string);
  expect(status.value?.err).toBeNull();
  expect(await sb.connection.getBalance(wallet)).toBe(10 * LAMPORTS_PER_SOL);
  for (const token of KNOWN_TOKENS) {
    const account = getAssociatedTokenAddressSync(new PublicKey(token.mint), wallet);
    const want = funded.find((f) => f.mint === token.mint)?.amount ?? 0;
    expect(await tokenAmount(sb.connection, account)).toBe(
      BigInt(want) * 10n ** BigInt(token.decimals),
    );
  }
  // Asking twice in the same block is a second transaction, not a duplicate.
  const again = await call(sb.apiUrl, '/sandbox/faucet', { address: wallet.toBase58() });
  expect(again.status).toBe(200);
  expect(again.body.signature).not.toBe(reply.body.signature);
});

it('expire-blockhashes makes returned transactions expire; a fresh request lands', async () => {
  const user = Keypair.generate();
  await call(sb.apiUrl, '/sandbox/faucet', { address: user.publicKey.toBase58() });
  const body = { user: user.publicKey.toBase58(), basket: demo, amount: 1 };
  const stale = await command(sb.apiUrl, 'deposit', body);
  const expired = await call(sb.apiUrl, '/sandbox/expire-blockhashes', {});
  expect(expired.status).toBe(200);
  await expect(signAndSend(sb.connection, stale.transaction, user)).rejects.toThrow(
    /Blockhash not found/i,
  );
  const fresh = await command(sb.apiUrl, 'deposit', body);
  await signAndSend(sb.connection, fresh.transaction, user);
  const deposits = await call(sb.apiUrl, `/sandbox/deposits?user=${user.publicKey.toBase58()}`);
  expect(deposits.body.deposits).toHaveLength(1);
});

it('memos that imitate the model without its instructions or signer change nothing', async () => {
  const forger = Keypair.generate();
  await call(sb.apiUrl, '/sandbox/faucet', { address: forger.publicKey.toBase58() });
  const memo = (payload: Record<string, unknown>) =>
    new TransactionInstruction({
      programId: MEMO_PROGRAM_ID,
      keys: [{ pubkey: forger.publicKey, isSigner: true, isWritable: false }],
      data: Buffer.from(JSON.stringify(payload)),
    });
  const forged = [
    // A deposit with no USDC moved.
    memo({ op: 'deposit', basket: demo }),
    // A withdrawal with nothing burned.
    memo({ op: 'withdraw', basket: demo, id: 'a'.repeat(24) }),
    // The keeper's own memos, signed by someone else.
    memo({
      op: 'keeper:escrow',
      kind: 'mint',
      basket: demo,
      user: forger.publicKey.toBase58(),
      tokenMint: KNOWN_TOKENS[0]?.mint,
      escrow: forger.publicKey.toBase58(),
      amountIn: '1',
      amountOut: '1',
    }),
    memo({ op: 'create', id: 'b'.repeat(24) }),
  ];
  // Let the keeper finish every deposit into the demo basket first: only the forgeries may act.
  await eventually(async () => {
    const r = await call(sb.apiUrl, `/sandbox/deposits?basket=${demo}`);
    return (r.body.deposits as { status: string }[]).every((d) => d.status === 'complete')
      ? true
      : undefined;
  });
  const navBefore = (
    (await call(sb.apiUrl, `/sandbox/baskets/${demo}`)).body.basket as { nav: number }
  ).nav;
  for (const ix of forged) {
    const tx = new Transaction({
      feePayer: forger.publicKey,
      ...(await sb.connection.getLatestBlockhash()),
    }).add(ix);
    await sendAndConfirmTransaction(sb.connection, tx, [forger], { commitment: 'confirmed' });
  }
  const who = forger.publicKey.toBase58();
  expect((await call(sb.apiUrl, `/sandbox/deposits?user=${who}`)).body.deposits).toEqual([]);
  expect((await call(sb.apiUrl, `/sandbox/withdrawals?user=${who}`)).body.withdrawals).toEqual([]);
  expect((await call(sb.apiUrl, `/sandbox/baskets?creator=${who}`)).body.baskets).toEqual([]);
  // A forged escrow would count against the demo basket's shares and move its NAV.
  const after = (await call(sb.apiUrl, `/sandbox/baskets/${demo}`)).body.basket as { nav: number };
  expect(after.nav).toBe(navBefore);
});
